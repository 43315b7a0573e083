import { z } from 'zod';

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
export interface PaymentToken {
  /** The network's coin, e.g. TRX or ETH (the spec's client names methods by it). */
  provider: string;
  token_type: string;
  /** e.g. TRC-20, ERC-20. */
  network: string;
  /** USD, 2 decimals. */
  min_amount: number;
  /** USD per token. */
  rate_to_usd: number;
}

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
export const depositRequest = z.object({
  provider: z.string().trim().min(1).max(16),
  token_type: z.string().trim().min(1).max(16),
  usd_amount: decimalAmount.optional().nullable(),
  token_amount: decimalAmount.optional().nullable(),
});
export type DepositRequest = z.input<typeof depositRequest>;

export type DepositStatus = 'pending' | 'credited' | 'expired';

/** A deposit application as the player sees it. */
export interface DepositApplication {
  id: string;
  provider: string;
  token_type: string;
  network: string;
  /** What to send, 5 decimals, as a string so no digit is lost. */
  token_amount: string;
  usd_amount: number;
  rate_to_usd: number;
  wallet_address: string;
  /** The payment URI the QR code encodes (ERC-681 for Ethereum, tron: for TRON). */
  payment_uri: string;
  status: DepositStatus;
  created_at: string;
  expires_at: string;
  /** USD credited once confirmed, else null. */
  credited_usd_amount: number | null;
}

/** The answer to creating (or opening) an application: the above plus the QR code. */
export interface DepositApplicationWithQr extends DepositApplication {
  /** data:image/png;base64,... */
  qr_code: string;
}
