import { MAX_LINE_STAKE_USD } from '@casino/contract/sportsbook-bets';
import type { Queryable } from '../../../platform/db/types.js';

/** A player's stake factor (docs/decisions/049): 1 when none was set. */
export async function stakeFactorOf(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ factor: string }>(
    `SELECT factor::text AS factor FROM sports_stake_factors WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ? Number(rows[0].factor) : 1;
}

/** The most one line may stake for a player of this factor, in cents (never below a cent). */
export function maxLineStakeCents(factor: number): number {
  return Math.max(1, Math.floor(Math.round(MAX_LINE_STAKE_USD * 100) * factor));
}

export async function setStakeFactor(
  q: Queryable,
  userId: number,
  factor: number,
  staffId: number,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO sports_stake_factors (user_id, factor, set_by, set_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET factor = EXCLUDED.factor, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
    [userId, factor, staffId, at],
  );
}
