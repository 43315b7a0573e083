import { z } from 'zod';
import { named, timestamp } from './common.js';

/** Crypto deposits: the cash box's calls (document 1, sections 2, 3 and 7). */

export const DEPOSIT_WINDOW_SECONDS = 900;
/** Amounts above this many USD in one application are refused as a typing error. */
export const MAX_DEPOSIT_USD = 1_000_000;
export const TOKEN_DECIMALS = 5;
export const USD_DECIMALS = 2;

export const paymentMessageKeys = {
  amountInvalid: 'payment_amount_invalid',
  providerUnknown: 'payment_provider_unknown',
  tokenUnknown: 'payment_token_unknown',
} as const;

/** GET /api/frontend/payment/tokens/: one deposit method. */
export const PaymentTokenSchema = /* @__PURE__ */ named(
  { id: 'PaymentToken', description: 'One deposit method.' },
  () =>
    z.object({
      provider: z
        .string()
        .describe("The network's coin, e.g. TRX or ETH (the spec's client names methods by it)."),
      token_type: z.string(),
      network: z.string().describe('e.g. TRC-20, ERC-20.'),
      min_amount: z.number().describe('USD, 2 decimals.'),
      rate_to_usd: z.number().describe('USD per token.'),
    }),
);
export type PaymentToken = z.infer<typeof PaymentTokenSchema>;

/** A decimal amount as a JSON number or a string of digits (no sign, no exponent). */
const decimalAmount = z.union(
  [
    z.number(paymentMessageKeys.amountInvalid),
    z
      .string(paymentMessageKeys.amountInvalid)
      .trim()
      .regex(/^\d{1,20}(\.\d{1,30})?$/, paymentMessageKeys.amountInvalid),
  ],
  paymentMessageKeys.amountInvalid,
);

/**
 * POST /api/frontend/payment/deposit/. The spec's client sends {token_amount, provider,
 * token_type}; usd_amount (what the player typed) may come with it or instead of it. See
 * docs/decisions/ for how the two are read.
 */
export const depositRequest = /* @__PURE__ */ named(
  {
    id: 'DepositRequest',
    description: 'A deposit application: the network and token, and usd_amount or token_amount (or both).',
  },
  () =>
    z.object({
      provider: z.string().trim().min(1).max(16),
      token_type: z.string().trim().min(1).max(16),
      usd_amount: decimalAmount.optional().nullable().describe('What the player typed, in USD.'),
      token_amount: decimalAmount.optional().nullable().describe('The same amount in the token.'),
    }),
);
export type DepositRequest = z.input<typeof depositRequest>;

export const DEPOSIT_STATUSES = ['pending', 'credited', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

const depositApplicationFields = () => ({
  id: z.string().describe('A UUID.'),
  provider: z.string(),
  token_type: z.string(),
  network: z.string(),
  token_amount: z.string().describe('What to send, 5 decimals, as a string so no digit is lost.'),
  usd_amount: z.number(),
  rate_to_usd: z.number(),
  wallet_address: z.string(),
  payment_uri: z
    .string()
    .describe('The payment URI the QR code encodes (ERC-681 for Ethereum, tron: for TRON).'),
  status: z.enum(DEPOSIT_STATUSES),
  created_at: timestamp(),
  expires_at: timestamp(),
  credited_usd_amount: z.number().nullable().describe('USD credited once confirmed, else null.'),
});

/** A deposit application as the player sees it. */
export const DepositApplicationSchema = /* @__PURE__ */ named(
  { id: 'DepositApplication', description: 'A deposit application as the player sees it.' },
  () => z.object(depositApplicationFields()),
);
export type DepositApplication = z.infer<typeof DepositApplicationSchema>;

/** The answer to creating (or opening) an application: the above plus the QR code. */
export const DepositApplicationWithQrSchema = /* @__PURE__ */ named(
  { id: 'DepositApplicationWithQr', description: 'A deposit application with its QR code.' },
  () =>
    z.object({
      ...depositApplicationFields(),
      qr_code: z.string().describe('The payment URI as a QR code image: data:image/gif;base64,...'),
    }),
);
export type DepositApplicationWithQr = z.infer<typeof DepositApplicationWithQrSchema>;
