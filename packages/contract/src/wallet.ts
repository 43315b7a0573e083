import { z } from 'zod';
import { VERIFICATION_STATES } from './accounts.js';
import { named, timestamp } from './common.js';

/** The wallet, withdrawals, identity documents and history (document 1, sections 2, 3, 5 and 7). */

/** The largest single withdrawal the API accepts, in USD: anything above is a typing error. */
export const MAX_WITHDRAWAL_USD = 1_000_000;
/** Identity document uploads: the file's own limit (the JSON body limit is much smaller). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_FORMATS = ['jpeg', 'png', 'webp', 'heic', 'heif', 'pdf'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export const DOCUMENT_TYPES = [
  'passport',
  'id_card',
  'driving_licence',
  'residence_permit',
  'proof_of_address',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const walletMessageKeys = {
  amountInvalid: 'amount_invalid',
  addressInvalid: 'withdrawal_address_invalid',
  documentTypeInvalid: 'document_type_invalid',
} as const;

/** USD with at most 2 decimals, as whole cents; undefined when it is not such a number. */
export function usdToCents(value: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const cents = Math.round(value * 100);
  // 0.1 + 0.2 style noise is tolerated; a third decimal is not.
  if (Math.abs(cents - value * 100) > 1e-6 * Math.max(1, Math.abs(value))) return undefined;
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** Whole cents as the wire's USD number (2 decimals). */
export function centsToUsd(cents: number): number {
  return Math.round(cents) / 100;
}

/** A positive USD amount with at most 2 decimals, up to max, as a JSON number. */
export function usdAmount(max: number) {
  return (
    z
      // A missing amount keeps the generic "required" message; anything else that is not a number is invalid.
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? undefined : walletMessageKeys.amountInvalid,
      })
      .refine((v) => {
        const cents = usdToCents(v);
        return cents !== undefined && cents > 0 && v <= max;
      }, walletMessageKeys.amountInvalid)
  );
}

/** GET /api/frontend/wallet/me/. balance_usd is the cash balance (what can be withdrawn); bonus money is shown apart. */
export const WalletMeSchema = /* @__PURE__ */ named(
  { id: 'WalletMe', description: "The player's balances in USD." },
  () =>
    z.object({
      balance_usd: z.number().describe('The cash balance: what can be withdrawn.'),
      bonus_balance_usd: z.number().describe('Bonus money, shown apart: it cannot be withdrawn.'),
      is_new_user: z.boolean(),
    }),
);
export type WalletMe = z.infer<typeof WalletMeSchema>;

/** POST /api/frontend/withdrawals/. provider and token_type name the network, as in the payment tokens list. */
export const withdrawalRequest = /* @__PURE__ */ named(
  {
    id: 'WithdrawalRequest',
    description:
      'A withdrawal to the network the player deposited with (provider and token_type as in payment/tokens/).',
  },
  () =>
    z
      .object({
        amount: usdAmount(MAX_WITHDRAWAL_USD),
        provider: z.string().trim().min(1).max(16),
        token_type: z.string().trim().min(1).max(16),
        // TRON base58 (34), Ethereum hex (42); generous but bounded, checked per network by the server.
        address: z.string().trim().min(1).max(128),
      })
      .strict(),
);
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** GET /api/frontend/withdrawals/ query: ?status=pending for the profile and game-menu widgets. */
export const withdrawalListQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional().describe('Only this status.'),
});

export const WithdrawalSchema = /* @__PURE__ */ named(
  {
    id: 'Withdrawal',
    description: 'A withdrawal request; the amount is held until it is paid or rejected.',
  },
  () =>
    z.object({
      id: z.number().int(),
      amount: z.number().describe('USD.'),
      provider: z.string(),
      token_type: z.string(),
      address: z.string(),
      status: z.enum(WITHDRAWAL_STATUSES),
      tx_id: z.string().nullable().describe('The chain transaction id once paid.'),
      reason: z.string().nullable().describe('Why an operator rejected it.'),
      created_at: timestamp(),
      processed_at: timestamp().nullable().describe('When it was paid or rejected.'),
    }),
);
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const DOCUMENT_STATES = ['pending', 'verified', 'rejected'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

const identityDocumentFields = () => ({
  id: z.number().int(),
  document_type: z.enum(DOCUMENT_TYPES),
  format: z.enum(DOCUMENT_FORMATS),
  size: z.number().int().describe('Bytes.'),
  state: z.enum(DOCUMENT_STATES),
  reason: z.string().nullable().describe('Why an operator rejected it.'),
  created_at: timestamp(),
  reviewed_at: timestamp().nullable(),
});

/** One uploaded identity document (never a storage path). */
export const IdentityDocumentSchema = /* @__PURE__ */ named(
  { id: 'IdentityDocument', description: 'One uploaded identity document.' },
  () => z.object(identityDocumentFields()),
);
export type IdentityDocument = z.infer<typeof IdentityDocumentSchema>;

export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** GET /api/frontend/documents/. */
export const DocumentListSchema = /* @__PURE__ */ named(
  { id: 'DocumentList', description: "The player's documents and verification state." },
  () =>
    z.object({
      verification_state: z.enum(VERIFICATION_STATES),
      results: z.array(IdentityDocumentSchema),
    }),
);
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** POST /api/frontend/documents/upload/ answers the stored document and the player's new state. */
export const DocumentUploadResponseSchema = /* @__PURE__ */ named(
  { id: 'DocumentUploadResponse', description: "The stored document and the player's new state." },
  () => z.object({ ...identityDocumentFields(), verification_state: z.enum(VERIFICATION_STATES) }),
);
export type DocumentUploadResponse = z.infer<typeof DocumentUploadResponseSchema>;

/** POST /api/frontend/documents/upload/ as multipart/form-data. */
export const documentUploadForm = /* @__PURE__ */ named(
  { id: 'DocumentUploadForm', description: 'One file and its optional type.' },
  () =>
    z.object({
      file: z.string().meta({
        format: 'binary',
        description: `The document: JPEG, PNG, WebP, HEIC/HEIF or PDF, at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`,
      }),
      document_type: z.enum(DOCUMENT_TYPES).optional().describe('other when left out.'),
    }),
);

export const HISTORY_ACTIONS = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'cashback',
  'prize',
  'adjustment',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_STATUSES = ['pending', 'completed', 'paid', 'rejected', 'expired'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/**
 * GET /api/frontend/transactions: one history row. amount is signed from the player's side
 * (a deposit +100, a withdrawal -50); provider and token_type are empty for movements with no
 * network (bets, bonuses).
 */
export const HistoryRowSchema = /* @__PURE__ */ named(
  { id: 'HistoryRow', description: 'One movement of money in the history.' },
  () =>
    z.object({
      id: z.string(),
      created_at: timestamp(),
      amount: z.number().describe("USD, signed from the player's side (a deposit +100, a withdrawal -50)."),
      provider: z.string().describe('Empty for movements with no network (bets, bonuses).'),
      token_type: z.string(),
      action: z.enum(HISTORY_ACTIONS),
      status: z.enum(HISTORY_STATUSES),
      tx_id: z
        .string()
        .optional()
        .describe('The chain transaction of a credited deposit; absent on other rows.'),
    }),
);
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

/** Totals in USD: credited deposits, withdrawals not rejected (pending or paid), and deposits - withdrawals. */
export const HistoryTotalsSchema = /* @__PURE__ */ named(
  { id: 'HistoryTotals', description: 'Totals in USD.' },
  () =>
    z.object({
      deposits: z.number().describe('USD of credited deposits.'),
      withdrawals: z.number().describe('USD of withdrawals not rejected (pending or paid).'),
      total: z.number().describe('deposits - withdrawals.'),
    }),
);
export type HistoryTotals = z.infer<typeof HistoryTotalsSchema>;

export const ActivityRowSchema = /* @__PURE__ */ named(
  { id: 'ActivityRow', description: 'A sign-in or session start.' },
  () =>
    z.object({
      created_at: timestamp(),
      ip: z.string(),
      device: z.string(),
      source: z.string(),
    }),
);
export type ActivityRow = z.infer<typeof ActivityRowSchema>;

export const TransactionsResponseSchema = /* @__PURE__ */ named(
  {
    id: 'TransactionsResponse',
    description: "The player's history: movements, totals and account activity.",
  },
  () =>
    z.object({
      results: z.array(HistoryRowSchema),
      totals: HistoryTotalsSchema,
      activity: z.array(ActivityRowSchema),
    }),
);
export type TransactionsResponse = z.infer<typeof TransactionsResponseSchema>;
