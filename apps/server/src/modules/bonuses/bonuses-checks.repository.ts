import type { Queryable } from '../../platform/db/types.js';
import { outcomeOf, type FailureRow, type FigureOutcome } from '../wallet/figure-checks.js';
import { cappedFailures, transfersNamingMissing } from '../wallet/figure-checks.repository.js';

/**
 * Each bonus's wagered_cents equals what the ledger's bets imply (the ledger check,
 * docs/decisions/025). Every new bet (its transfers keyed `<bet>:cash` and `<bet>:bonus`) counts
 * floor(stake x the bonus's contribution for the bet's category / 100) towards the bonus active
 * at that moment (bonuses_count_wagering, in both wallet paths); a rollback takes its refunded
 * stake's part off the bonus its round was opened under, if that bonus is still active
 * (uncountWagering; its floor at zero never applies, as that stake was counted there).
 *
 * Sports stakes count by other rules (docs/decisions/048): never when placed, but a cash single or
 * accumulator placed after the sports welcome's free bet counts its whole stake, at the terms'
 * sports contribution, when it is first settled; the bet's wagering_counted and player_bonus_id
 * record that moment (as a round's wagering_bonus_id does for a casino bet), and the check
 * requires every bet so marked to be one the rules allow and the bonus's figure to be their sum.
 *
 * A bonus is active from granted_at until ended_at. A bet at the very instant a bonus starts or
 * ends (a test clock that stands still, or the same millisecond) cannot be placed by time alone:
 * when the bet opened its round, the round's wagering_bonus_id (read in the bet's transaction)
 * says where it went; otherwise the check allows both, so the figure must lie in a range that is
 * exact whenever no bet shares an instant with its bonus's start or end.
 */
export async function wageringAgainstBets(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    `WITH stakes AS (
       SELECT a.user_id, regexp_replace(t.idempotency_key, ':(cash|bonus)$', '') AS bet, t.id, t.created_at, t.amount,
              CASE WHEN jsonb_typeof(t.reference -> 'game_type') = 'string' THEN t.reference ->> 'game_type'
                   ELSE 'slots' END AS category,
              CASE WHEN jsonb_typeof(t.reference -> 'round_id') = 'number'
                   THEN (t.reference ->> 'round_id')::bigint END AS round_id
       FROM transfers t JOIN accounts a ON a.id = t.debit_account_id
       WHERE t.kind = 'bet' AND a.owner_type = 'player'
         AND COALESCE(t.reference ->> 'game_type', '') <> 'sports'
     ),
     bets AS (
       SELECT user_id, bet, min(id) AS first_id, min(created_at) AS at, sum(amount)::bigint AS amount,
              min(category) AS category, min(round_id) AS round_id
       FROM stakes GROUP BY user_id, bet
     ),
     openers AS (
       SELECT b.*, b.round_id IS NOT NULL AND b.first_id = min(b.first_id) OVER (PARTITION BY b.round_id) AS opens_round
       FROM bets b
     ),
     counted AS (
       SELECT g.id AS bonus_id, (o.amount * COALESCE((g.contributions ->> o.category)::int, 0)) / 100 AS part,
              CASE WHEN g.granted_at < o.at AND (g.ended_at IS NULL OR o.at < g.ended_at) THEN 'yes'
                   WHEN o.opens_round THEN CASE WHEN r.wagering_bonus_id = g.id THEN 'yes' ELSE 'no' END
                   ELSE 'maybe' END AS counted
       FROM openers o
       JOIN player_bonuses g ON g.user_id = o.user_id AND g.granted_at <= o.at AND (g.ended_at IS NULL OR o.at <= g.ended_at)
       LEFT JOIN game_rounds r ON r.id = o.round_id
     ),
     refunds AS (
       SELECT regexp_replace(t.idempotency_key, ':(cash|bonus)$', '') AS refund, min(t.created_at) AS at,
              sum(t.amount)::bigint AS amount, min(t.reference ->> 'game_type') AS category,
              min(CASE WHEN jsonb_typeof(t.reference -> 'round_id') = 'number'
                       THEN (t.reference ->> 'round_id')::bigint END) AS round_id
       FROM transfers t WHERE t.kind = 'bet_rollback' GROUP BY 1
     ),
     uncounted AS (
       SELECT g.id AS bonus_id, (f.amount * COALESCE((g.contributions ->> f.category)::int, 0)) / 100 AS part,
              CASE WHEN f.at = g.ended_at THEN 'maybe' ELSE 'yes' END AS counted
       FROM refunds f
       JOIN game_rounds r ON r.id = f.round_id
       JOIN player_bonuses g ON g.id = r.wagering_bonus_id
       WHERE g.granted_at <= f.at AND (g.ended_at IS NULL OR f.at <= g.ended_at)
     ),
     sports AS (
       SELECT g.id AS bonus_id, (b.total_stake_cents * COALESCE((g.contributions ->> 'sports')::int, 0)) / 100 AS part,
              'yes' AS counted
       FROM sports_bets b
       JOIN player_bonuses g ON g.id = b.player_bonus_id AND g.user_id = b.user_id
       WHERE b.wagering_counted AND NOT b.free_bet AND b.type ->> 'kind' IN ('single', 'accumulator')
         AND g.free_bet_bet_id IS NOT NULL AND b.id > g.free_bet_bet_id
     ),
     sums AS (
       SELECT bonus_id,
              COALESCE(sum(part) FILTER (WHERE sign > 0 AND counted = 'yes'), 0)
                - COALESCE(sum(part) FILTER (WHERE sign < 0 AND counted = 'yes'), 0) AS exact,
              COALESCE(sum(part) FILTER (WHERE sign > 0 AND counted = 'maybe'), 0) AS up,
              COALESCE(sum(part) FILTER (WHERE sign < 0 AND counted = 'maybe'), 0) AS down
       FROM (SELECT bonus_id, part, counted, 1 AS sign FROM counted
             UNION ALL SELECT bonus_id, part, counted, -1 FROM uncounted
             UNION ALL SELECT bonus_id, part, counted, 1 FROM sports) x
       GROUP BY bonus_id
     ),
     expected AS (
       SELECT b.id, b.user_id, b.wagered_cents, COALESCE(s.exact, 0) AS exact, COALESCE(s.up, 0) AS up,
              COALESCE(s.down, 0) AS down
       FROM player_bonuses b LEFT JOIN sums s ON s.bonus_id = b.id
     )
     ${cappedFailures(`
       SELECT 'bonus ' || e.id || ' of player ' || e.user_id AS subject, 'wagered_cents' AS field,
              CASE WHEN e.up = 0 AND e.down = 0 THEN e.exact::text
                   ELSE (e.exact - e.down) || ' to ' || (e.exact + e.up) END AS expected,
              e.wagered_cents::text AS found, e.id AS sort_key
       FROM expected e
       WHERE e.wagered_cents < e.exact - e.down OR e.wagered_cents > e.exact + e.up`)}`,
    [cap],
  );
  return outcomeOf(rows);
}

/** Transfers naming a bonus (a grant, a conversion, a free round's win) name one that exists. */
export async function transfersNamingMissingBonuses(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    cappedFailures(`${transfersNamingMissing('player_bonus_id', 'player_bonuses', 'bonus')}
      UNION ALL ${transfersNamingMissing('free_round_bonus_id', 'player_bonuses', 'bonus')}`),
    [cap],
  );
  return outcomeOf(rows);
}
