import type { Queryable } from '../../platform/db/types.js';
import type { Day } from './reports-fold.repository.js';

/** One day's totals (report_days), zeros for a day nothing happened on. */
export interface DayTotals {
  day: Day;
  rounds: number;
  stake_cents: number;
  win_cents: number;
  bonus_stake_cents: number;
  free_round_win_cents: number;
  bonus_granted_cents: number;
  bonus_converted_cents: number;
  bonus_written_off_cents: number;
  bonus_cost_cents: number;
  tournament_prize_cents: number;
  deposit_count: number;
  deposit_cents: number;
  withdrawal_count: number;
  withdrawal_cents: number;
  new_players: number;
  first_deposits: number;
  first_deposit_cents: number;
  active_players: number;
  active_30d_players: number;
}

const DAY_FIELDS = [
  'rounds',
  'stake_cents',
  'win_cents',
  'bonus_stake_cents',
  'free_round_win_cents',
  'bonus_granted_cents',
  'bonus_converted_cents',
  'bonus_written_off_cents',
  'bonus_cost_cents',
  'tournament_prize_cents',
  'deposit_count',
  'deposit_cents',
  'withdrawal_count',
  'withdrawal_cents',
  'new_players',
  'first_deposits',
  'first_deposit_cents',
  'active_players',
  'active_30d_players',
] as const;

/** Every day from..to (inclusive), oldest first. */
export async function daySeries(db: Queryable, from: Day, to: Day): Promise<DayTotals[]> {
  const { rows } = await db.query<DayTotals>(
    `SELECT s.day::date::text AS day, ${DAY_FIELDS.map((f) => `COALESCE(d.${f}, 0)::bigint AS ${f}`).join(', ')}
     FROM generate_series($1::date, $2::date, interval '1 day') AS s(day)
     LEFT JOIN report_days d ON d.day = s.day::date
     ORDER BY s.day`,
    [from, to],
  );
  return rows;
}

/** When the figures were last brought up to date (null before the first fold). */
export async function lastFoldedAt(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>('SELECT max(folded_at) AS at FROM report_days');
  return rows[0]?.at ?? null;
}

export interface Queues {
  kyc_documents: number;
  withdrawals: number;
  withdrawal_cents: number;
  approvals: number;
  support_chats: number;
  unmatched_payments: number;
}

/** What waits for staff, each counted through the partial index its queue already has. */
export async function queues(db: Queryable, unmatchedOutcomes: readonly string[]): Promise<Queues> {
  const { rows } = await db.query<Queues>(
    `SELECT
       (SELECT count(*) FROM identity_documents WHERE state = 'pending') AS kyc_documents,
       (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS withdrawals,
       (SELECT COALESCE(sum(amount_cents), 0) FROM withdrawals WHERE status = 'pending')::bigint AS withdrawal_cents,
       (SELECT count(*) FROM approval_requests WHERE status = 'pending') AS approvals,
       (SELECT count(*) FROM support_conversations WHERE state = 'waiting') AS support_chats,
       (SELECT count(*) FROM payment_events e
        LEFT JOIN payment_tokens t ON t.provider = upper(e.provider) AND t.token_type = upper(e.token_type)
        WHERE e.outcome = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM deposit_credits c WHERE c.chain = t.chain AND c.tx_id = e.tx_id))
         AS unmatched_payments`,
    [unmatchedOutcomes],
  );
  const row = rows[0];
  if (!row) throw new Error('queues answered no row');
  return row;
}

export type GgrDimension = 'day' | 'game' | 'provider' | 'country';

export interface GgrRow {
  key: string;
  label: string;
  rounds: number;
  stake_cents: number;
  win_cents: number;
  bonus_stake_cents: number;
  free_round_win_cents: number;
  /** Distinct players per day, summed over the days (a player on two days counts twice). */
  player_days: number;
}

/** Where each grouping reads: the day's totals, or the per-dimension rows (a few per day each). */
const GGR_SOURCE: Record<GgrDimension, string> = {
  day: `SELECT d.day::text AS key, d.day::text AS label, d.rounds, d.stake_cents, d.win_cents, d.bonus_stake_cents,
               d.free_round_win_cents, d.active_players AS player_days
        FROM report_days d WHERE d.day BETWEEN $1::date AND $2::date`,
  game: `SELECT g.key, COALESCE(max(gm.name), 'game ' || g.key) AS label, ${sums('g')}
         FROM report_dimension_days g LEFT JOIN games gm ON gm.id = g.key::int
         WHERE g.dimension = 'game' AND g.day BETWEEN $1::date AND $2::date GROUP BY g.key`,
  provider: `SELECT g.key, g.key AS label, ${sums('g')}
             FROM report_dimension_days g
             WHERE g.dimension = 'provider' AND g.day BETWEEN $1::date AND $2::date GROUP BY g.key`,
  country: `SELECT g.key, COALESCE(max(c.title), CASE g.key WHEN '' THEN 'none' ELSE g.key END) AS label, ${sums('g')}
            FROM report_dimension_days g LEFT JOIN countries c ON c.code = g.key
            WHERE g.dimension = 'country' AND g.day BETWEEN $1::date AND $2::date GROUP BY g.key`,
};

function sums(t: string): string {
  return `sum(${t}.rounds)::bigint AS rounds, sum(${t}.stake_cents)::bigint AS stake_cents,
          sum(${t}.win_cents)::bigint AS win_cents, sum(${t}.bonus_stake_cents)::bigint AS bonus_stake_cents,
          sum(${t}.free_round_win_cents)::bigint AS free_round_win_cents, sum(${t}.players)::bigint AS player_days`;
}

export const GGR_SORTS = ['key', 'rounds', 'stake', 'win', 'ggr', 'players'] as const;
export type GgrSort = (typeof GGR_SORTS)[number];
const GGR_ORDER: Record<GgrSort, string> = {
  key: 'key',
  rounds: 'rounds',
  stake: 'stake_cents',
  win: 'win_cents',
  ggr: 'stake_cents - win_cents',
  players: 'player_days',
};

/** GGR rows grouped by one dimension over days from..to, with the total count of groups. */
export async function ggrRows(
  db: Queryable,
  q: {
    dimension: GgrDimension;
    from: Day;
    to: Day;
    sort: GgrSort;
    desc: boolean;
    limit: number | null;
    offset: number;
  },
): Promise<{ rows: GgrRow[]; total: number }> {
  const { rows } = await db.query<GgrRow & { total: number }>(
    `SELECT *, count(*) OVER () AS total FROM (${GGR_SOURCE[q.dimension]}) x
     ORDER BY ${GGR_ORDER[q.sort]} ${q.desc ? 'DESC' : 'ASC'}, key
     LIMIT $3 OFFSET $4`,
    [q.from, q.to, q.limit, q.offset],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export interface MethodRow {
  provider: string;
  token_type: string;
  deposit_count: number;
  deposit_cents: number;
  withdrawal_count: number;
  withdrawal_cents: number;
}

/** Deposits and withdrawals by method over days from..to, largest deposits first. */
export async function paymentsByMethod(db: Queryable, from: Day, to: Day): Promise<MethodRow[]> {
  const { rows } = await db.query<MethodRow>(
    `SELECT provider, token_type,
            COALESCE(sum(count) FILTER (WHERE direction = 'deposit'), 0)::bigint AS deposit_count,
            COALESCE(sum(amount_cents) FILTER (WHERE direction = 'deposit'), 0)::bigint AS deposit_cents,
            COALESCE(sum(count) FILTER (WHERE direction = 'withdrawal'), 0)::bigint AS withdrawal_count,
            COALESCE(sum(amount_cents) FILTER (WHERE direction = 'withdrawal'), 0)::bigint AS withdrawal_cents
     FROM report_payment_days WHERE day BETWEEN $1::date AND $2::date
     GROUP BY provider, token_type
     ORDER BY deposit_cents DESC, provider, token_type`,
    [from, to],
  );
  return rows;
}

export interface CohortCell {
  cohort_month: Day;
  month: Day;
  active_players: number;
  depositors: number;
  deposit_count: number;
  deposit_cents: number;
}

/** Cohort sizes (sign-ups per month, from the daily totals) for the months from..to. */
export async function cohortSizes(
  db: Queryable,
  from: Day,
  to: Day,
): Promise<Array<{ month: Day; players: number }>> {
  const { rows } = await db.query<{ month: Day; players: number }>(
    `SELECT date_trunc('month', day)::date::text AS month, sum(new_players)::bigint AS players
     FROM report_days WHERE day >= $1::date AND day < ($2::date + interval '1 month')
     GROUP BY 1 ORDER BY 1`,
    [from, to],
  );
  return rows;
}

export async function cohortCells(db: Queryable, from: Day, to: Day): Promise<CohortCell[]> {
  const { rows } = await db.query<CohortCell>(
    `SELECT cohort_month::text AS cohort_month, month::text AS month, active_players, depositors, deposit_count,
            deposit_cents
     FROM report_cohorts WHERE cohort_month BETWEEN $1::date AND $2::date AND month >= cohort_month
     ORDER BY cohort_month, month`,
    [from, to],
  );
  return rows;
}

export interface JobRunRow {
  job: string;
  period: string;
  outcome: string;
  attempts: number;
  started_at: Date;
  finished_at: Date | null;
  summary: string | null;
  error: string | null;
}

/** The jobs' runs, newest first, optionally of one job and only the failed ones. */
export async function jobRuns(
  db: Queryable,
  q: { job: string | null; failedOnly: boolean; limit: number | null; offset: number },
): Promise<{ rows: JobRunRow[]; total: number }> {
  const { rows } = await db.query<JobRunRow & { total: number }>(
    `SELECT job, period, outcome, attempts, started_at, finished_at, summary, error, count(*) OVER () AS total
     FROM job_runs
     WHERE ($1::text IS NULL OR job = $1) AND (NOT $2 OR outcome = 'failed')
     ORDER BY started_at DESC, job
     LIMIT $3 OFFSET $4`,
    [q.job, q.failedOnly, q.limit, q.offset],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
