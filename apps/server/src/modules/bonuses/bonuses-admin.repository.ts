import type { PlayerBonusState } from '@casino/contract';
import type { Queryable } from '../../platform/db/types.js';
import type { PlayerBonusRow } from './bonuses.repository.js';

/**
 * The operator's SQL for the bonus commands (`npm run ops -- bonus:*`, `promo:*`): editing terms,
 * reading a player's bonuses, managing promo codes. The engine's own SQL is in bonuses.repository.ts.
 */

/** The terms columns an operator may change, each a plain number, boolean or null. */
export type TermsColumn =
  | 'enabled'
  | 'wager_base'
  | 'percentage'
  | 'max_bonus_cents'
  | 'max_winning_cents'
  | 'spins_max_winning_cents'
  | 'wager'
  | 'spins_wager'
  | 'min_deposit_cents'
  | 'max_bet_cents'
  | 'wager_days'
  | 'activation_hours'
  | 'deposit_hours'
  | 'sort';

// The column names come from this closed list, never from the operator's text.
const TERMS_COLUMNS: ReadonlySet<TermsColumn> = new Set<TermsColumn>([
  'enabled',
  'wager_base',
  'percentage',
  'max_bonus_cents',
  'max_winning_cents',
  'spins_max_winning_cents',
  'wager',
  'spins_wager',
  'min_deposit_cents',
  'max_bet_cents',
  'wager_days',
  'activation_hours',
  'deposit_hours',
  'sort',
]);

/** Sets one column of the terms with this code; answers false when there is no such code. */
export async function updateTermsColumn(
  db: Queryable,
  code: string,
  column: TermsColumn,
  value: number | boolean | string | null,
): Promise<boolean> {
  if (!TERMS_COLUMNS.has(column)) throw new Error(`not an operator column of bonus_terms: ${column}`);
  const { rowCount } = await db.query(`UPDATE bonus_terms SET ${column} = $2 WHERE code = $1`, [code, value]);
  return (rowCount ?? 0) > 0;
}

export interface OperatorBonusRow extends PlayerBonusRow {
  terms_code: string;
}

/** Every bonus the player was ever given, newest first, with its terms' code. */
export async function listBonusesOfPlayer(db: Queryable, userId: number): Promise<OperatorBonusRow[]> {
  const { rows } = await db.query<OperatorBonusRow>(
    `SELECT p.*, t.code AS terms_code FROM player_bonuses p JOIN bonus_terms t ON t.id = p.terms_id
     WHERE p.user_id = $1 ORDER BY p.id DESC`,
    [userId],
  );
  return rows;
}

/** One bonus by its id alone (operators know the id, not always the player). */
export async function findBonusById(
  db: Queryable,
  id: number,
  lock = false,
): Promise<{ id: number; user_id: number; state: PlayerBonusState; terms_code: string } | undefined> {
  const { rows } = await db.query<{
    id: number;
    user_id: number;
    state: PlayerBonusState;
    terms_code: string;
  }>(
    `SELECT p.id, p.user_id, p.state, t.code AS terms_code
     FROM player_bonuses p JOIN bonus_terms t ON t.id = p.terms_id WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`,
    [id],
  );
  return rows[0];
}

export async function findEndedBonus(
  db: Queryable,
  id: number,
): Promise<
  Pick<PlayerBonusRow, 'state' | 'end_reason' | 'converted_cents' | 'written_off_cents'> | undefined
> {
  const { rows } = await db.query<
    Pick<PlayerBonusRow, 'state' | 'end_reason' | 'converted_cents' | 'written_off_cents'>
  >('SELECT state, end_reason, converted_cents, written_off_cents FROM player_bonuses WHERE id = $1', [id]);
  return rows[0];
}

export async function playerExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}

export interface PromoCodeListRow {
  id: number;
  code: string;
  terms_code: string;
  terms_enabled: boolean;
  starts_at: Date;
  ends_at: Date | null;
  max_uses: number | null;
  uses: number;
}

/** A new promo code; answers undefined when the code exists already. */
export async function insertPromoCode(
  db: Queryable,
  p: { code: string; termsId: number; startsAt: Date; endsAt: Date | null; maxUses: number | null },
): Promise<{ id: number } | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO promo_codes (code, terms_id, starts_at, ends_at, max_uses) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    [p.code, p.termsId, p.startsAt, p.endsAt, p.maxUses],
  );
  return rows[0];
}

export async function listPromoCodes(db: Queryable): Promise<PromoCodeListRow[]> {
  const { rows } = await db.query<PromoCodeListRow>(
    `SELECT c.id, c.code, t.code AS terms_code, t.enabled AS terms_enabled, c.starts_at, c.ends_at, c.max_uses,
       c.uses
     FROM promo_codes c JOIN bonus_terms t ON t.id = c.terms_id ORDER BY c.id`,
  );
  return rows;
}

/** One promo code by its code (locked for a change when lock is set). */
export async function findPromoCode(
  db: Queryable,
  code: string,
  lock = false,
): Promise<PromoCodeListRow | undefined> {
  const { rows } = await db.query<PromoCodeListRow>(
    `SELECT c.id, c.code, t.code AS terms_code, t.enabled AS terms_enabled, c.starts_at, c.ends_at, c.max_uses,
       c.uses
     FROM promo_codes c JOIN bonus_terms t ON t.id = c.terms_id WHERE c.code = $1${lock ? ' FOR UPDATE OF c' : ''}`,
    [code],
  );
  return rows[0];
}

/** Ends a promo code at now: redeeming it is refused from then on (a code not yet started never opens). */
export async function endPromoCode(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE promo_codes SET ends_at = $2 WHERE id = $1', [id, now]);
}

/** A page of promo codes, newest first by default, with the total. */
export async function pagePromoCodes(
  db: Queryable,
  p: {
    sort: 'id' | 'code' | 'uses' | 'ends_at';
    order: 'asc' | 'desc';
    q?: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: PromoCodeListRow[]; total: number }> {
  const { rows } = await db.query<PromoCodeListRow & { total: number }>(
    `SELECT c.id, c.code, t.code AS terms_code, t.enabled AS terms_enabled, c.starts_at, c.ends_at, c.max_uses,
       c.uses, count(*) OVER ()::int AS total
     FROM promo_codes c JOIN bonus_terms t ON t.id = c.terms_id
     WHERE $1::text IS NULL OR c.code ILIKE '%' || $1 || '%' OR t.code ILIKE '%' || $1 || '%'
     ORDER BY c.${p.sort} ${p.order} NULLS LAST, c.id ${p.order} LIMIT ${p.limit} OFFSET ${p.offset}`,
    [p.q ?? null],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
