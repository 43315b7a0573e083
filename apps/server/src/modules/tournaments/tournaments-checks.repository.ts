import type { Queryable } from '../../platform/db/types.js';
import { outcomeOf, type FailureRow, type FigureOutcome } from '../wallet/figure-checks.js';
import {
  cappedFailures,
  rowsNamingMissingTransfers,
  transfersNamingMissing,
} from '../wallet/figure-checks.repository.js';

/**
 * Each tournament score equals what the closed rounds imply (the ledger check,
 * docs/decisions/025). tournaments_score_rounds (both wallet paths) counts a round when it closes
 * (a free round too), in every event of its game that exists then, whose window holds the closing
 * instant and whose minimum bet the round's stake (less stakes rolled back) reaches: bet_count
 * adds 1, bet_sum the stake, max_win keeps the largest win; once a player has `rounds` rounds
 * counted no more count. reached_at is the first round's instant, then moves with every counted
 * round that adds points (for max_win: that raises the maximum). Rounds are replayed in closing
 * order (one player's rounds close one after another; on the same instant, by the closing
 * answer's record).
 *
 * A round closed at the very instant its event was created, or at the instant its window ended
 * (an operator may end an event early), cannot be placed by time: that player's score in that
 * event is left unchecked. This assumes what the operators' tools keep: an event's games and
 * minimum bet do not change once it exists.
 */
export async function scoresAgainstRounds(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    `WITH eligible AS (
       SELECT t.id AS tournament_id, t.category, t.rounds, r.id, r.user_id, r.closed_at, r.win_cents,
              r.bet_cents - r.refunded_cents AS staked,
              r.closed_at = t.end_date OR (r.closed_at = t.created_at AND t.created_at >= t.start_date) AS unplaced
       FROM tournaments t
       JOIN tournament_games g ON g.tournament_id = t.id
       JOIN game_rounds r ON r.game_id = g.game_id AND r.status = 'closed'
                         AND r.closed_at >= GREATEST(t.start_date, t.created_at) AND r.closed_at <= t.end_date
                         AND r.bet_cents - r.refunded_cents >= t.min_bet_cents
     ),
     unplaced AS (SELECT DISTINCT tournament_id, user_id FROM eligible WHERE unplaced),
     ordered AS (
       SELECT e.*, row_number() OVER (PARTITION BY e.tournament_id, e.user_id ORDER BY e.closed_at, closing.id, e.id) AS n
       FROM eligible e
       LEFT JOIN LATERAL (SELECT max(w.id) AS id FROM wallet_calls w
                          WHERE w.round_id = e.id AND w.action = 'win' AND w.response_status = 200) closing ON true
       WHERE NOT EXISTS (SELECT 1 FROM unplaced u WHERE u.tournament_id = e.tournament_id AND u.user_id = e.user_id)
     ),
     counted AS (
       SELECT o.*, max(o.win_cents) OVER (PARTITION BY o.tournament_id, o.user_id) AS best
       FROM ordered o WHERE o.rounds IS NULL OR o.n <= o.rounds
     ),
     expected AS (
       SELECT tournament_id, user_id,
              CASE min(category) WHEN 'bet_count' THEN count(*) WHEN 'bet_sum' THEN sum(staked) ELSE max(win_cents) END
                AS points,
              count(*) AS rounds_counted,
              CASE min(category)
                WHEN 'bet_count' THEN max(closed_at)
                WHEN 'bet_sum' THEN GREATEST(min(closed_at), max(closed_at) FILTER (WHERE staked <> 0))
                ELSE min(closed_at) FILTER (WHERE win_cents = best) END AS reached_at
       FROM counted GROUP BY tournament_id, user_id
     ),
     stored AS (
       SELECT s.* FROM tournament_scores s
       WHERE NOT EXISTS (SELECT 1 FROM unplaced u WHERE u.tournament_id = s.tournament_id AND u.user_id = s.user_id)
     )
     ${cappedFailures(`
       SELECT 'score of player ' || COALESCE(e.user_id, s.user_id) || ' in tournament '
                || COALESCE(e.tournament_id, s.tournament_id) AS subject,
              f.field, COALESCE(f.expected, 'no score') AS expected, COALESCE(f.found, 'no score') AS found,
              COALESCE(e.user_id, s.user_id) AS sort_key
       FROM expected e
       FULL JOIN stored s ON s.tournament_id = e.tournament_id AND s.user_id = e.user_id
       CROSS JOIN LATERAL (VALUES
         ('points', e.points::text, s.points::text),
         ('rounds_counted', e.rounds_counted::text, s.rounds_counted::text),
         ('reached_at', to_char(e.reached_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                        to_char(s.reached_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
       ) AS f (field, expected, found)
       WHERE f.expected IS DISTINCT FROM f.found`)}`,
    [cap],
  );
  return outcomeOf(rows);
}

/** Prize payouts name their transfer, and transfers naming an event name one that exists. */
export async function missingTournamentReferences(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    cappedFailures(`${rowsNamingMissingTransfers(
      'tournament_payouts',
      'transfer_id',
      `'payout of tournament ' || r.tournament_id || ' place ' || r.place`,
    )}
      UNION ALL ${transfersNamingMissing('tournament_id', 'tournaments', 'tournament')}`),
    [cap],
  );
  return outcomeOf(rows);
}
