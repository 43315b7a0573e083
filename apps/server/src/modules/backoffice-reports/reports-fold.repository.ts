import type { Queryable } from '../../platform/db/types.js';

/** Days are 'YYYY-MM-DD' (UTC) on both sides of these statements. */
export type Day = string;

/**
 * Recomputes one UTC day of rounds: the game rows, the players' last day of play and month of
 * play, from one read of the day's rounds (a BRIN range of game_rounds.created_at). Answers the
 * day's active players: those with a round that was not wholly rolled back.
 */
export async function foldRoundsDay(tx: Queryable, day: Day): Promise<number> {
  await tx.query('DELETE FROM report_game_days WHERE day = $1::date', [day]);
  await tx.query('DELETE FROM report_dimension_days WHERE day = $1::date', [day]);
  // A day without rounds (a sign-up or a deposit's day on a first run) costs one BRIN probe.
  const { rows: any } = await tx.query(
    `SELECT 1 FROM game_rounds
     WHERE created_at >= $1::date AT TIME ZONE 'UTC' AND created_at < ($1::date + 1) AT TIME ZONE 'UTC' LIMIT 1`,
    [day],
  );
  if (any.length === 0) return 0;
  const { rows } = await tx.query<{ players: number }>(
    `WITH per_player AS MATERIALIZED (
       SELECT r.user_id, r.game_id, r.provider, COALESCE(c.code, '') AS country,
              date_trunc('month', u.created_at AT TIME ZONE 'UTC')::date AS cohort_month,
              count(*) FILTER (WHERE r.status <> 'rolled_back') AS rounds,
              sum(r.bet_cents - r.refunded_cents) AS stake,
              sum(r.win_cents) AS win,
              sum(r.bonus_bet_cents) AS bonus_stake,
              COALESCE(sum(r.win_cents) FILTER (WHERE r.free_round_bonus_id IS NOT NULL), 0) AS free_win
       FROM game_rounds r
       JOIN users u ON u.id = r.user_id
       LEFT JOIN countries c ON c.id = u.country_id
       WHERE r.created_at >= $1::date AT TIME ZONE 'UTC' AND r.created_at < ($1::date + 1) AT TIME ZONE 'UTC'
       GROUP BY r.user_id, r.game_id, r.provider, COALESCE(c.code, ''), u.created_at
     ), games AS (
       INSERT INTO report_game_days (day, game_id, provider, country, rounds, stake_cents, win_cents,
         bonus_stake_cents, free_round_win_cents, players)
       SELECT $1::date, game_id, provider, country, sum(rounds), sum(stake), sum(win), sum(bonus_stake),
              sum(free_win), count(*) FILTER (WHERE rounds > 0)
       FROM per_player GROUP BY game_id, provider, country
     ), by_dimension AS (
       SELECT 'game' AS dimension, game_id::text AS key, * FROM per_player
       UNION ALL SELECT 'provider', provider, * FROM per_player
       UNION ALL SELECT 'country', country, * FROM per_player
     ), dimensions AS (
       INSERT INTO report_dimension_days (day, dimension, key, rounds, stake_cents, win_cents, bonus_stake_cents,
         free_round_win_cents, players)
       SELECT $1::date, dimension, key, sum(rounds), sum(stake), sum(win), sum(bonus_stake), sum(free_win),
              count(DISTINCT user_id) FILTER (WHERE rounds > 0)
       FROM by_dimension GROUP BY dimension, key
     ), played AS (
       SELECT user_id, min(cohort_month) AS cohort_month FROM per_player WHERE rounds > 0 GROUP BY user_id
     ), last_played AS (
       INSERT INTO report_players AS p (user_id, cohort_month, last_played_on)
       SELECT user_id, cohort_month, $1::date FROM played
       ON CONFLICT (user_id) DO UPDATE SET last_played_on = GREATEST(p.last_played_on, EXCLUDED.last_played_on)
     ), months AS (
       INSERT INTO report_player_months (month, user_id, cohort_month)
       SELECT date_trunc('month', $1::date)::date, user_id, cohort_month FROM played
       ON CONFLICT DO NOTHING
     )
     SELECT count(*) AS players FROM played`,
    [day],
  );
  return rows[0]?.players ?? 0;
}

/**
 * A fold's statements aggregate a day in memory (sorts of a few hundred thousand rows), and
 * compiling them just in time costs more than it saves.
 */
export async function prepareFold(tx: Queryable): Promise<void> {
  await tx.exec(`SET LOCAL work_mem = '64MB'; SET LOCAL jit = off`);
}

/** Recomputes one day's deposits (credited) and withdrawals (paid) by method. */
export async function foldPaymentsDay(tx: Queryable, day: Day): Promise<void> {
  await tx.query('DELETE FROM report_payment_days WHERE day = $1::date', [day]);
  await tx.query(
    `INSERT INTO report_payment_days (day, direction, provider, token_type, count, amount_cents)
     SELECT $1::date, 'deposit', provider, token_type, count(*), sum(credited_cents)
     FROM deposit_credits
     WHERE credited_at >= $1::date AT TIME ZONE 'UTC' AND credited_at < ($1::date + 1) AT TIME ZONE 'UTC'
     GROUP BY provider, token_type
     UNION ALL
     SELECT $1::date, 'withdrawal', provider, token_type, count(*), sum(amount_cents)
     FROM withdrawals
     WHERE status = 'paid'
       AND processed_at >= $1::date AT TIME ZONE 'UTC' AND processed_at < ($1::date + 1) AT TIME ZONE 'UTC'
     GROUP BY provider, token_type`,
    [day],
  );
}

/**
 * Recomputes one day's totals from the day's game and payment rows (folded first), the ledger's
 * bonus and prize transfers, sign-ups and first deposits. The 30-day active count is taken only
 * when the day is today (it counts players by their last day of play); an older day keeps the
 * figure it had when it was today.
 */
export async function foldDayTotals(
  tx: Queryable,
  day: Day,
  today: Day,
  now: Date,
  activePlayers: number,
): Promise<void> {
  await tx.query(
    `WITH games AS (
       SELECT COALESCE(sum(rounds), 0) AS rounds, COALESCE(sum(stake_cents), 0) AS stake,
              COALESCE(sum(win_cents), 0) AS win, COALESCE(sum(bonus_stake_cents), 0) AS bonus_stake,
              COALESCE(sum(free_round_win_cents), 0) AS free_win
       FROM report_game_days WHERE day = $1::date
     ), payments AS (
       SELECT COALESCE(sum(count) FILTER (WHERE direction = 'deposit'), 0) AS deposit_count,
              COALESCE(sum(amount_cents) FILTER (WHERE direction = 'deposit'), 0) AS deposit_cents,
              COALESCE(sum(count) FILTER (WHERE direction = 'withdrawal'), 0) AS withdrawal_count,
              COALESCE(sum(amount_cents) FILTER (WHERE direction = 'withdrawal'), 0) AS withdrawal_cents
       FROM report_payment_days WHERE day = $1::date
     ), ledger AS (
       SELECT COALESCE(sum(amount) FILTER (WHERE kind IN ('bonus_grant', 'cashback')), 0) AS granted,
              COALESCE(sum(amount) FILTER (WHERE kind = 'bonus_convert'), 0) AS converted,
              COALESCE(sum(amount) FILTER (WHERE kind = 'bonus_cancel'), 0) AS written_off,
              COALESCE(sum(amount) FILTER (WHERE kind = 'tournament_prize'), 0) AS prizes
       FROM transfers
       WHERE kind IN ('bonus_grant', 'cashback', 'bonus_convert', 'bonus_cancel', 'tournament_prize')
         AND created_at >= $1::date AT TIME ZONE 'UTC' AND created_at < ($1::date + 1) AT TIME ZONE 'UTC'
     ), signups AS (
       SELECT count(*) AS new_players FROM users
       WHERE created_at >= $1::date AT TIME ZONE 'UTC' AND created_at < ($1::date + 1) AT TIME ZONE 'UTC'
     ), firsts AS (
       SELECT count(*) AS first_deposits, COALESCE(sum(f.credited_cents), 0) AS first_deposit_cents
       FROM (SELECT DISTINCT ON (d.user_id) d.user_id, d.credited_cents
             FROM deposit_credits d
             WHERE d.credited_at >= $1::date AT TIME ZONE 'UTC' AND d.credited_at < ($1::date + 1) AT TIME ZONE 'UTC'
             ORDER BY d.user_id, d.credited_at, d.id) f
       WHERE NOT EXISTS (SELECT 1 FROM deposit_credits p
                         WHERE p.user_id = f.user_id AND p.credited_at < $1::date AT TIME ZONE 'UTC')
     )
     INSERT INTO report_days AS d (day, rounds, stake_cents, win_cents, bonus_stake_cents, free_round_win_cents,
       bonus_granted_cents, bonus_converted_cents, bonus_written_off_cents, bonus_cost_cents, tournament_prize_cents,
       deposit_count, deposit_cents, withdrawal_count, withdrawal_cents, new_players, first_deposits,
       first_deposit_cents, active_players, active_30d_players, folded_at)
     SELECT $1::date, g.rounds, g.stake, g.win, g.bonus_stake, g.free_win,
            l.granted, l.converted, l.written_off, l.granted - l.written_off, l.prizes,
            p.deposit_count, p.deposit_cents, p.withdrawal_count, p.withdrawal_cents, s.new_players,
            f.first_deposits, f.first_deposit_cents, $4::bigint,
            CASE WHEN $1::date >= $2::date
                 THEN (SELECT count(*) FROM report_players WHERE last_played_on BETWEEN $1::date - 29 AND $1::date)
                 ELSE 0 END,
            $3
     FROM games g, payments p, ledger l, signups s, firsts f
     ON CONFLICT (day) DO UPDATE SET
       rounds = EXCLUDED.rounds, stake_cents = EXCLUDED.stake_cents, win_cents = EXCLUDED.win_cents,
       bonus_stake_cents = EXCLUDED.bonus_stake_cents, free_round_win_cents = EXCLUDED.free_round_win_cents,
       bonus_granted_cents = EXCLUDED.bonus_granted_cents, bonus_converted_cents = EXCLUDED.bonus_converted_cents,
       bonus_written_off_cents = EXCLUDED.bonus_written_off_cents, bonus_cost_cents = EXCLUDED.bonus_cost_cents,
       tournament_prize_cents = EXCLUDED.tournament_prize_cents,
       deposit_count = EXCLUDED.deposit_count, deposit_cents = EXCLUDED.deposit_cents,
       withdrawal_count = EXCLUDED.withdrawal_count, withdrawal_cents = EXCLUDED.withdrawal_cents,
       new_players = EXCLUDED.new_players, first_deposits = EXCLUDED.first_deposits,
       first_deposit_cents = EXCLUDED.first_deposit_cents, active_players = EXCLUDED.active_players,
       active_30d_players = CASE WHEN $1::date >= $2::date THEN EXCLUDED.active_30d_players
                                 ELSE d.active_30d_players END,
       folded_at = EXCLUDED.folded_at`,
    [day, today, now, activePlayers],
  );
}

/** Recomputes one month's cohort rows: who of each sign-up month played and deposited in it. */
export async function foldCohortMonth(tx: Queryable, month: Day): Promise<void> {
  await tx.query('DELETE FROM report_cohorts WHERE month = $1::date', [month]);
  await tx.query(
    `INSERT INTO report_cohorts (cohort_month, month, active_players, depositors, deposit_count, deposit_cents)
     SELECT cohort_month, $1::date, sum(active), sum(depositors), sum(deposit_count), sum(deposit_cents)
     FROM (
       SELECT cohort_month, count(*) AS active, 0 AS depositors, 0 AS deposit_count, 0 AS deposit_cents
       FROM report_player_months WHERE month = $1::date GROUP BY cohort_month
       UNION ALL
       SELECT date_trunc('month', u.created_at AT TIME ZONE 'UTC')::date, 0, count(DISTINCT d.user_id), count(*),
              sum(d.credited_cents)
       FROM deposit_credits d JOIN users u ON u.id = d.user_id
       WHERE d.credited_at >= $1::date AT TIME ZONE 'UTC'
         AND d.credited_at < ($1::date + interval '1 month') AT TIME ZONE 'UTC'
       GROUP BY 1
     ) x
     GROUP BY cohort_month`,
    [month],
  );
}

export interface Watermarks {
  rounds: number;
  users: number;
  deposits: number;
  transfers: number;
  /** When the last run began (ms since the epoch), 0 before the first. */
  ranAt: number;
}

export async function readWatermarks(db: Queryable): Promise<Watermarks> {
  const { rows } = await db.query<{ source: string; last_id: number }>(
    'SELECT source, last_id FROM report_watermarks',
  );
  const of = (source: string) => rows.find((r) => r.source === source)?.last_id ?? 0;
  return {
    rounds: of('rounds'),
    users: of('users'),
    deposits: of('deposits'),
    transfers: of('transfers'),
    ranAt: of('ran_at'),
  };
}

export async function writeWatermarks(db: Queryable, marks: Watermarks, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO report_watermarks (source, last_id, updated_at)
     SELECT * FROM unnest($1::text[], $2::bigint[]) AS m(source, last_id), (SELECT $3::timestamptz) t
     ON CONFLICT (source) DO UPDATE SET last_id = EXCLUDED.last_id, updated_at = EXCLUDED.updated_at`,
    [
      ['rounds', 'users', 'deposits', 'transfers', 'ran_at'],
      [marks.rounds, marks.users, marks.deposits, marks.transfers, marks.ranAt],
      now,
    ],
  );
}

/** The newest id of each source now (what this run will have read up to). */
export async function currentIds(db: Queryable): Promise<Omit<Watermarks, 'ranAt'>> {
  const { rows } = await db.query<Omit<Watermarks, 'ranAt'>>(
    `SELECT (SELECT COALESCE(max(id), 0) FROM game_rounds) AS rounds,
            (SELECT COALESCE(max(id), 0) FROM users) AS users,
            (SELECT COALESCE(max(id), 0) FROM deposit_credits) AS deposits,
            (SELECT COALESCE(max(id), 0) FROM transfers) AS transfers`,
  );
  return rows[0] ?? { rounds: 0, users: 0, deposits: 0, transfers: 0 };
}

/**
 * The days rows arrived in or changed in since the last run: new rounds, sign-ups, deposits and
 * bonus or prize transfers (by id above the watermark), rounds closed with a win and withdrawals
 * paid since the last run began (less a margin for transactions that committed late).
 */
export async function changedDays(
  db: Queryable,
  marks: Watermarks,
  upTo: Omit<Watermarks, 'ranAt'>,
  since: Date,
): Promise<Day[]> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT DISTINCT day::text AS day FROM (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day FROM game_rounds WHERE id > $1 AND id <= $5
       UNION
       SELECT (created_at AT TIME ZONE 'UTC')::date FROM game_rounds
       WHERE status = 'closed' AND win_cents > 0 AND closed_at >= $9
       UNION
       SELECT (created_at AT TIME ZONE 'UTC')::date FROM users WHERE id > $2 AND id <= $6
       UNION
       SELECT (credited_at AT TIME ZONE 'UTC')::date FROM deposit_credits WHERE id > $3 AND id <= $7
       UNION
       SELECT (created_at AT TIME ZONE 'UTC')::date FROM transfers
       WHERE kind IN ('bonus_grant', 'cashback', 'bonus_convert', 'bonus_cancel', 'tournament_prize')
         AND id > $4 AND id <= $8
       UNION
       SELECT (processed_at AT TIME ZONE 'UTC')::date FROM withdrawals WHERE status = 'paid' AND processed_at >= $9
     ) d ORDER BY 1`,
    [
      marks.rounds,
      marks.users,
      marks.deposits,
      marks.transfers,
      upTo.rounds,
      upTo.users,
      upTo.deposits,
      upTo.transfers,
      since,
    ],
  );
  return rows.map((r) => r.day);
}

/** The folded day in the window that was folded longest ago (the sweep's next day), if any. */
export async function stalestDay(db: Queryable, from: Day, before: Day): Promise<Day | undefined> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT day::text AS day FROM report_days WHERE day >= $1::date AND day < $2::date
     ORDER BY folded_at, day LIMIT 1`,
    [from, before],
  );
  return rows[0]?.day;
}
