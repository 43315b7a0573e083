import { z } from 'zod';
import { listQuery, reasonField } from './backoffice.js';

/**
 * The back office's player page (/api/backoffice/players/<id>/...): what the console sends for
 * the page's sections and actions. Amounts travel in USD with at most two decimals and are
 * turned into cents here, so the server never rounds.
 */

/** USD with at most 2 decimals, as a number or a string, to whole cents; signed when allowed. */
function usdCents(options: { signed: boolean }) {
  const pattern = options.signed ? /^-?\d{1,7}(\.\d{1,2})?$/ : /^\d{1,7}(\.\d{1,2})?$/;
  return z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      return z.NEVER;
    }
    const negative = text.startsWith('-');
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (cents === 0) {
      ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      return z.NEVER;
    }
    return negative ? -cents : cents;
  });
}

/** Every section of the page is a list: pages, a direction, CSV with format=csv. */
export const playerSectionQuery = listQuery;

export const PLAYER_RESTRICTIONS = ['suspended', 'blocked'] as const;
export const playerRestrict = z
  .object({ status: z.enum(PLAYER_RESTRICTIONS, 'status_invalid'), reason: reasonField })
  .strict();
export const playerReason = z.object({ reason: reasonField }).strict();

export const playerNoteCreate = z
  .object({ body: z.string().trim().min(1, 'note_required').max(4000) })
  .strict();

/** Lower-case letters, digits and dashes: vip, bonus-abuser, chargeback-risk. */
export const playerLabel = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'label_invalid');
export const playerLabelAdd = z.object({ label: playerLabel }).strict();

export const balanceAdjust = z
  .object({
    amount: usdCents({ signed: true }).describe('USD, + credits the player, - debits; 2 decimals at most.'),
    account: z.enum(['cash', 'bonus'], 'account_invalid'),
    reason: reasonField,
  })
  .strict();

export const bonusGrant = z
  .object({
    terms_code: z.string().trim().min(1).max(64),
    amount: usdCents({ signed: false }),
    reason: reasonField,
  })
  .strict();

export type PlayerStatusName = 'active' | 'suspended' | 'blocked' | 'closed';

/** The page's header: GET /api/backoffice/players/<id>/. */
export interface PlayerProfile {
  id: number;
  nickname: string;
  status: PlayerStatusName;
  status_reason: string | null;
  status_changed_at: string | null;
  created_at: string;
  country: string | null;
  verification_state: string;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  /** False when the staff member lacks players.personal: the personal fields are masked. */
  personal_visible: boolean;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  address: string;
  city: string;
  /** Null without players.payments. */
  balances: { cash: number; bonus: number; held: number } | null;
  loyalty: {
    station: number;
    points: number;
    is_vip: boolean;
    month: string;
    cashback_waiting: number;
  } | null;
  labels: string[];
  notes_count: number;
  /** Requests waiting for a second person about this player (balance adjustments, unblocking, bonus grants). */
  pending_approvals: Array<{ id: number; kind: string; reason: string; maker: string; created_at: string }>;
  /** A time-out or self-exclusion running now (every role that sees the player: support must know). */
  gambling_break: { kind: 'time_out' | 'self_exclusion'; ends_at: string | null } | null;
}
