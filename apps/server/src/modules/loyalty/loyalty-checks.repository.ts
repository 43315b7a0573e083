import type { Queryable } from '../../platform/db/types.js';
import { outcomeOf, type FailureRow, type FigureOutcome } from '../wallet/figure-checks.js';
import { cappedFailures } from '../wallet/figure-checks.repository.js';

/**
 * Each player's loyalty month equals what the ledger's bets imply (the ledger check,
 * docs/decisions/025). The listener (loyalty.service.ts, and loyalty_add_stakes in the wallet's
 * batches) adds every new bet's cash part times its category's contribution (the bet's
 * reference.game_type, 'slots' when it has none) to the month of the bet, creating the month's
 * row on its first such bet; a rollback takes the refunded cash part's weight off the month of the
 * rollback, never below zero, and only from a month that has a row. Replayed per player and month
 * in transfer order (one player's movements are serialised by the locks on their accounts), a
 * floor at zero is the running sum less its lowest dip below zero.
 *
 * The month is the transfer's (a bet's listener reads the clock again a moment later, so a bet in
 * the last instant of a month could be counted in the next). The station is not checked: its
 * thresholds come from the LOYALTY_USD_PER_POINT a process ran with, which history does not keep.
 */
export async function monthsAgainstBets(
  db: Queryable,
  cap: number,
  contributions: Readonly<Record<string, number>>,
): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    `WITH moves AS (
       SELECT a.user_id, t.id, date_trunc('month', t.created_at AT TIME ZONE 'UTC')::date AS month,
              CASE t.kind WHEN 'bet' THEN 1 ELSE -1 END * t.amount
                * COALESCE(($2::jsonb ->> CASE WHEN jsonb_typeof(t.reference -> 'game_type') = 'string'
                                               THEN t.reference ->> 'game_type' ELSE 'slots' END)::bigint, 0) AS delta
       FROM transfers t
       JOIN accounts a ON a.id = CASE t.kind WHEN 'bet' THEN t.debit_account_id ELSE t.credit_account_id END
       WHERE t.kind IN ('bet', 'bet_rollback') AND a.owner_type = 'player' AND a.kind = 'cash'
     ),
     counted AS (
       SELECT m.*, min(m.id) FILTER (WHERE m.delta > 0) OVER (PARTITION BY m.user_id, m.month) AS first_bet
       FROM moves m WHERE m.delta <> 0
     ),
     walk AS (
       SELECT user_id, month, delta, sum(delta) OVER (PARTITION BY user_id, month ORDER BY id) AS running
       FROM counted WHERE id >= first_bet
     ),
     expected AS (
       SELECT user_id, month, sum(delta) - LEAST(0, min(running)) AS stake FROM walk GROUP BY user_id, month
     )
     ${cappedFailures(`
       SELECT 'loyalty month of player ' || COALESCE(e.user_id, m.user_id) || ' '
                || to_char(COALESCE(e.month, m.month), 'YYYY-MM') AS subject,
              'weighted_stake' AS field, COALESCE(e.stake::text, 'no month') AS expected,
              COALESCE(m.weighted_stake::text, 'no month') AS found, COALESCE(e.user_id, m.user_id) AS sort_key
       FROM expected e
       FULL JOIN loyalty_months m ON m.user_id = e.user_id AND m.month = e.month
       WHERE e.stake IS DISTINCT FROM m.weighted_stake`)}`,
    [cap, JSON.stringify(contributions)],
  );
  return outcomeOf(rows);
}
