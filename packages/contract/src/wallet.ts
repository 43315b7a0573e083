import { z } from 'zod';

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
export interface WalletMe {
  balance_usd: number;
  bonus_balance_usd: number;
  is_new_user: boolean;
}

/** POST /api/frontend/withdrawals/. provider and token_type name the network, as in the payment tokens list. */
export const withdrawalRequest = z
  .object({
    amount: usdAmount(MAX_WITHDRAWAL_USD),
    provider: z.string().trim().min(1).max(16),
    token_type: z.string().trim().min(1).max(16),
    // TRON base58 (34), Ethereum hex (42); generous but bounded, checked per network by the server.
    address: z.string().trim().min(1).max(128),
  })
  .strict();
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

export interface Withdrawal {
  id: number;
  amount: number;
  provider: string;
  token_type: string;
  address: string;
  status: WithdrawalStatus;
  /** The chain transaction id once paid. */
  tx_id: string | null;
  /** Why an operator rejected it. */
  reason: string | null;
  created_at: string;
  /** When it was paid or rejected. */
  processed_at: string | null;
}

export type DocumentState = 'pending' | 'verified' | 'rejected';

/** One uploaded identity document (never a storage path). */
export interface IdentityDocument {
  id: number;
  document_type: DocumentType;
  format: DocumentFormat;
  size: number;
  state: DocumentState;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export type VerificationState = 'unverified' | 'pending' | 'verified' | 'rejected';

/** GET /api/frontend/documents/. */
export interface DocumentList {
  verification_state: VerificationState;
  results: IdentityDocument[];
}

/** POST /api/frontend/documents/upload/ answers the stored document and the player's new state. */
export interface DocumentUploadResponse extends IdentityDocument {
  verification_state: VerificationState;
}

export type HistoryAction =
  'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'cashback' | 'prize' | 'adjustment';

export type HistoryStatus = 'pending' | 'completed' | 'paid' | 'rejected' | 'expired';

/**
 * GET /api/frontend/transactions: one history row. amount is signed from the player's side
 * (a deposit +100, a withdrawal -50); provider and token_type are empty for movements with no
 * network (bets, bonuses).
 */
export interface HistoryRow {
  id: string;
  created_at: string;
  amount: number;
  provider: string;
  token_type: string;
  action: HistoryAction;
  status: HistoryStatus;
  /** The chain transaction of a credited deposit; absent on other rows. */
  tx_id?: string;
}

/** Totals in USD: credited deposits, withdrawals not rejected (pending or paid), and deposits - withdrawals. */
export interface HistoryTotals {
  deposits: number;
  withdrawals: number;
  total: number;
}

export interface ActivityRow {
  created_at: string;
  ip: string;
  device: string;
  source: string;
}

export interface TransactionsResponse {
  results: HistoryRow[];
  totals: HistoryTotals;
  activity: ActivityRow[];
}
