import type { Queryable } from '../../platform/db/types.js';
import { BONUS_COLUMNS, type PlayerBonusRow } from './bonuses.repository.js';

/** The sports welcome's rows (docs/decisions/048): its phases on the player's bonus, and the bets it counted. */

/** The player's active sports welcome, locked (the caller holds the player's accounts). */
export async function findWelcome(tx: Queryable, userId: number): Promise<PlayerBonusRow | undefined> {
  const { rows } = await tx.query<PlayerBonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM player_bonuses
      WHERE user_id = $1 AND state = 'active' AND free_bet_phase IS NOT NULL FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

/** The players among userIds with an active sports welcome. */
export async function welcomeHolders(tx: Queryable, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM player_bonuses
      WHERE user_id = ANY($1::int[]) AND state = 'active' AND free_bet_phase IS NOT NULL`,
    [userIds],
  );
  return rows.map((r) => r.user_id);
}

/** The qualifying deposit: active, nothing on the bonus balance, the qualifying bet awaited until endsAt. */
export async function markQualifying(
  tx: Queryable,
  q: { id: number; now: Date; depositCreditId: number | null; depositCents: number; endsAt: Date },
): Promise<PlayerBonusRow> {
  const { rows } = await tx.query<PlayerBonusRow>(
    `UPDATE player_bonuses SET state = 'active', activated_at = COALESCE(activated_at, $2), granted_at = $2,
       deposit_credit_id = $3, deposit_cents = $4, wager_ends_at = $5, free_bet_phase = 'qualifying'
     WHERE id = $1 AND state IN ('offered', 'pending') RETURNING ${BONUS_COLUMNS}`,
    [q.id, q.now, q.depositCreditId, q.depositCents, q.endsAt],
  );
  const row = rows[0];
  if (!row) throw new Error(`bonus ${q.id} was not waiting for its deposit`);
  return row;
}

/** The bet that will earn the free bet once settled (null: none yet, or it was void). */
export async function markQualifyingBet(tx: Queryable, id: number, betId: number | null): Promise<void> {
  await tx.query(
    `UPDATE player_bonuses SET qualifying_bet_id = $2 WHERE id = $1 AND free_bet_phase = 'qualifying'`,
    [id, betId],
  );
}

/** The free bet is credited: its amount, and the bonus lasts as long as it. */
export async function markToken(
  tx: Queryable,
  id: number,
  amountCents: number,
  expiresAt: Date,
): Promise<void> {
  await tx.query(
    `UPDATE player_bonuses SET free_bet_phase = 'token', free_bet_cents = $2, free_bet_expires_at = $3,
       wager_ends_at = $3
     WHERE id = $1 AND free_bet_phase = 'qualifying'`,
    [id, amountCents, expiresAt],
  );
}

/** The free bet is on this bet. */
export async function markPlaced(tx: Queryable, id: number, betId: number): Promise<void> {
  await tx.query(
    `UPDATE player_bonuses SET free_bet_phase = 'placed', free_bet_bet_id = $2 WHERE id = $1 AND free_bet_phase = 'token'`,
    [id, betId],
  );
}

/** The free bet's bet was refused: the free bet is the player's to place again. */
export async function markUnplaced(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `UPDATE player_bonuses SET free_bet_phase = 'token', free_bet_bet_id = NULL WHERE id = $1 AND free_bet_phase = 'placed'`,
    [id],
  );
}

/** The free bet settled: what it paid is the bonus, to wager before it turns into cash. */
export async function startWagering(
  tx: Queryable,
  id: number,
  bonusCents: number,
  wagerRequiredCents: number,
): Promise<void> {
  await tx.query(
    `UPDATE player_bonuses SET free_bet_phase = 'wagering', bonus_cents = $2, wager_required_cents = $3
     WHERE id = $1 AND free_bet_phase = 'placed'`,
    [id, bonusCents, wagerRequiredCents],
  );
}

/** A settled cash bet's stake counts towards the winnings' wagering, once per bet. */
export async function countSportsWagering(
  tx: Queryable,
  id: number,
  betId: number,
  stakeCents: number,
): Promise<void> {
  const { rowCount } = await tx.query(
    `UPDATE sports_bets SET wagering_counted = true, player_bonus_id = $2 WHERE id = $1 AND NOT wagering_counted`,
    [betId, id],
  );
  if (rowCount === 0) return;
  await tx.query(
    `UPDATE player_bonuses SET wagered_cents = wagered_cents + $2 * COALESCE((contributions ->> 'sports')::int, 0) / 100
     WHERE id = $1`,
    [id, stakeCents],
  );
}
