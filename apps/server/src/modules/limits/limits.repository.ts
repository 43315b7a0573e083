import type { Queryable } from '../../platform/db/types.js';
import type { BreakKind, BreakPeriod, LimitKind, LimitPeriod } from '@casino/contract';

/** A limit's kind in the engine: the money limits, and the daily play-time limit (minutes). */
export type EngineLimitKind = LimitKind | 'time';

export interface LimitRow {
  kind: EngineLimitKind;
  period: LimitPeriod;
  amount_cents: number;
  pending_cents: number | null;
  pending_removal: boolean;
  pending_at: Date | null;
}

export interface BlockRow {
  kind: BreakKind;
  period: BreakPeriod;
  started_at: Date;
  ends_at: Date | null;
}

/** What a stake may still take (limits_stake_room): a break running, and the tightest play limit's room. */
export interface StakeRoom {
  refusal: 'paused' | 'limit' | null;
  /** A time-out or self-exclusion is running. */
  blocked: boolean;
  /** When it ends; null for a permanent self-exclusion (or none running). */
  blocked_until: Date | null;
  room: number | null;
  limit_kind: LimitKind | null;
  limit_period: LimitPeriod | null;
  frees_at: Date | null;
}

// 'infinity' (a permanent self-exclusion) is not a date the driver can give: blocked says it.
const ROOM_COLUMNS = `r.blocked_until IS NOT NULL AS blocked,
  CASE WHEN isfinite(r.blocked_until) THEN r.blocked_until END AS blocked_until,
  r.room, r.limit_kind, r.limit_period, r.frees_at`;

const LIMIT_COLUMNS = 'kind, period, amount_cents, pending_cents, pending_removal, pending_at';

export async function listLimits(db: Queryable, userId: number): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(
    `SELECT ${LIMIT_COLUMNS} FROM gambling_limits WHERE user_id = $1
     ORDER BY array_position(ARRAY['deposit','loss','wager','time'], kind), array_position(ARRAY['day','week','month'], period)`,
    [userId],
  );
  return rows;
}

/** The limit row, locked for a change. */
export async function lockLimit(
  db: Queryable,
  userId: number,
  kind: EngineLimitKind,
  period: LimitPeriod,
): Promise<LimitRow | undefined> {
  const { rows } = await db.query<LimitRow>(
    `SELECT ${LIMIT_COLUMNS} FROM gambling_limits WHERE user_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
    [userId, kind, period],
  );
  return rows[0];
}

export async function upsertLimit(db: Queryable, userId: number, row: LimitRow, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO gambling_limits (user_id, kind, period, amount_cents, pending_cents, pending_removal, pending_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount_cents = EXCLUDED.amount_cents,
       pending_cents = EXCLUDED.pending_cents, pending_removal = EXCLUDED.pending_removal,
       pending_at = EXCLUDED.pending_at, updated_at = EXCLUDED.updated_at`,
    [
      userId,
      row.kind,
      row.period,
      row.amount_cents,
      row.pending_cents,
      row.pending_removal,
      row.pending_at,
      now,
    ],
  );
}

export async function deleteLimit(
  db: Queryable,
  userId: number,
  kind: EngineLimitKind,
  period: LimitPeriod,
): Promise<void> {
  await db.query('DELETE FROM gambling_limits WHERE user_id = $1 AND kind = $2 AND period = $3', [
    userId,
    kind,
    period,
  ]);
}

/** The player's row the wallet reads, made if missing. */
export async function ensurePlayer(db: Queryable, userId: number): Promise<void> {
  await db.query('INSERT INTO gambling_players (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [
    userId,
  ]);
}

/**
 * Starts counting the player's play for loss and wager limits, once: the last 31 days of rounds
 * (their stakes less refunds and their wins, in their round's first hour) are counted as they
 * stand, under the player's account locks held by the caller, so no bet is counted twice or missed.
 */
export async function startCounting(db: Queryable, userId: number, now: Date): Promise<void> {
  const { rowCount } = await db.query(
    'UPDATE gambling_players SET counted = true WHERE user_id = $1 AND NOT counted',
    [userId],
  );
  if (rowCount === 0) return;
  await db.query(
    `INSERT INTO play_hours (user_id, hour, staked_cents, won_cents)
     SELECT $1, date_trunc('hour', gr.created_at, 'UTC'), sum(gr.bet_cents - gr.refunded_cents), sum(gr.win_cents)
     FROM game_rounds gr
     WHERE gr.user_id = $1 AND gr.created_at > $2::timestamptz - interval '31 days' AND gr.free_round_bonus_id IS NULL
     GROUP BY 2
     ON CONFLICT (user_id, hour) DO UPDATE SET staked_cents = play_hours.staked_cents + EXCLUDED.staked_cents,
       won_cents = play_hours.won_cents + EXCLUDED.won_cents`,
    [userId, now],
  );
}

/**
 * Sets the block the wallet reads from everything that closes play (docs/decisions/040, 041):
 * the latest time-out's end; a self-exclusion not reopened (ended or not: only the player's
 * request reopens it) and the national register's "excluded" close it for ever ('infinity');
 * a reopening's cooling-off until it ends. Breaks are only ever added, so this never shortens
 * one; it ends a register exclusion once the register no longer lists the player.
 */
export async function refreshBlock(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE gambling_players gp SET blocked_until = GREATEST(
       (SELECT max(b.ends_at) FROM gambling_blocks b WHERE b.user_id = gp.user_id AND b.kind = 'time_out'),
       (SELECT 'infinity'::timestamptz FROM gambling_blocks b
         WHERE b.user_id = gp.user_id AND b.kind = 'self_exclusion' AND b.reopened_at IS NULL LIMIT 1),
       gp.cooling_off_until,
       CASE WHEN gp.register_excluded_at IS NOT NULL THEN 'infinity'::timestamptz END)
     WHERE gp.user_id = $1`,
    [userId],
  );
}

/** What self-exclusion leaves of the account (docs/decisions/040). */
export interface ExclusionState {
  /** A self-exclusion not reopened whose period is still running. */
  running: boolean;
  /** A permanent self-exclusion (it never reopens). */
  permanent: boolean;
  /** A self-exclusion not reopened whose period is over. */
  ended: boolean;
  cooling_off_until: Date | null;
  register_excluded: boolean;
}

export async function exclusionState(db: Queryable, userId: number, now: Date): Promise<ExclusionState> {
  const { rows } = await db.query<ExclusionState>(
    `SELECT
       EXISTS (SELECT 1 FROM gambling_blocks b WHERE b.user_id = $1 AND b.kind = 'self_exclusion'
               AND b.reopened_at IS NULL AND (b.ends_at IS NULL OR b.ends_at > $2)) AS running,
       EXISTS (SELECT 1 FROM gambling_blocks b WHERE b.user_id = $1 AND b.kind = 'self_exclusion'
               AND b.ends_at IS NULL) AS permanent,
       EXISTS (SELECT 1 FROM gambling_blocks b WHERE b.user_id = $1 AND b.kind = 'self_exclusion'
               AND b.reopened_at IS NULL AND b.ends_at <= $2) AS ended,
       (SELECT CASE WHEN gp.cooling_off_until > $2 THEN gp.cooling_off_until END
          FROM gambling_players gp WHERE gp.user_id = $1) AS cooling_off_until,
       COALESCE((SELECT gp.register_excluded_at IS NOT NULL FROM gambling_players gp WHERE gp.user_id = $1), false)
         AS register_excluded`,
    [userId, now],
  );
  return (
    rows[0] ?? {
      running: false,
      permanent: false,
      ended: false,
      cooling_off_until: null,
      register_excluded: false,
    }
  );
}

/** Marks the player's ended self-exclusions reopened and starts the cooling-off. */
export async function markReopened(
  db: Queryable,
  userId: number,
  now: Date,
  coolingOffUntil: Date,
): Promise<void> {
  await db.query(
    `UPDATE gambling_blocks SET reopened_at = $2
     WHERE user_id = $1 AND kind = 'self_exclusion' AND reopened_at IS NULL AND ends_at <= $2`,
    [userId, now],
  );
  await db.query('UPDATE gambling_players SET cooling_off_until = $2 WHERE user_id = $1', [
    userId,
    coolingOffUntil,
  ]);
}

/**
 * Records the national register's answer; answers whether the player was newly listed (then
 * the caller treats it as a self-exclusion taken now).
 */
export async function setRegisterExcluded(
  db: Queryable,
  userId: number,
  excluded: boolean,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ listed: boolean }>(
    'SELECT register_excluded_at IS NOT NULL AS listed FROM gambling_players WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  const listed = rows[0]?.listed ?? false;
  if (listed === excluded) return false;
  await db.query('UPDATE gambling_players SET register_excluded_at = $2 WHERE user_id = $1', [
    userId,
    excluded ? now : null,
  ]);
  return excluded;
}

export async function insertBlock(db: Queryable, userId: number, b: BlockRow): Promise<void> {
  await db.query(
    'INSERT INTO gambling_blocks (user_id, kind, period, started_at, ends_at) VALUES ($1, $2, $3, $4, $5)',
    [userId, b.kind, b.period, b.started_at, b.ends_at],
  );
}

/** The break running at `now` that ends last (a permanent one first), if any. */
export async function currentBlock(db: Queryable, userId: number, now: Date): Promise<BlockRow | undefined> {
  const { rows } = await db.query<BlockRow>(
    `SELECT kind, period, started_at, ends_at FROM gambling_blocks
     WHERE user_id = $1 AND started_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
     ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [userId, now],
  );
  return rows[0];
}

/** The room the player's play limits leave at `now`, without counting anything. */
export async function stakeRoom(db: Queryable, userId: number, now: Date): Promise<StakeRoom> {
  const { rows } = await db.query<StakeRoom>(
    `SELECT NULL::text AS refusal, ${ROOM_COLUMNS} FROM limits_stake_room($1, $2) r`,
    [userId, now],
  );
  return rows[0] ?? emptyRoom();
}

/** One bet on the full path: refused, or counted (limits_take_stake). */
export async function takeStake(
  db: Queryable,
  userId: number,
  amountCents: number,
  now: Date,
): Promise<StakeRoom> {
  const { rows } = await db.query<StakeRoom>(
    `SELECT r.refusal, ${ROOM_COLUMNS} FROM limits_take_stake($1, $2, $3) r`,
    [userId, amountCents, now],
  );
  return rows[0] ?? emptyRoom();
}

/** A win (won > 0) or a refunded stake (staked < 0) counted, if the player's play is counted. */
export async function countPlay(
  db: Queryable,
  userId: number,
  now: Date,
  stakedCents: number,
  wonCents: number,
): Promise<void> {
  await db.query(
    'SELECT limits_count_play(ARRAY[$1::bigint], ARRAY[$2::timestamptz], ARRAY[$3::bigint], ARRAY[$4::bigint])',
    [userId, now, stakedCents, wonCents],
  );
}

/** Wins (negative: taken back) of many players at once, each counted in its clock hour; a player may appear often. */
export async function countWins(
  db: Queryable,
  wins: ReadonlyArray<{ userId: number; wonCents: number }>,
  now: Date,
): Promise<void> {
  if (wins.length === 0) return;
  await db.query('SELECT limits_count_play($1::bigint[], $2::timestamptz[], $3::bigint[], $4::bigint[])', [
    wins.map((w) => w.userId),
    wins.map(() => now),
    wins.map(() => 0),
    wins.map((w) => w.wonCents),
  ]);
}

/** Play counted in each window (stakes, stakes minus wins) at `now`, by period. */
export async function playUsed(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Array<{ period: LimitPeriod; staked: number; lost: number; oldest: Date | null }>> {
  const { rows } = await db.query<{ period: LimitPeriod; staked: number; lost: number; oldest: Date | null }>(
    `SELECT p.period, COALESCE(sum(h.staked_cents), 0)::bigint AS staked,
            COALESCE(sum(h.staked_cents - h.won_cents), 0)::bigint AS lost,
            min(h.hour) FILTER (WHERE h.staked_cents > 0) + limits_span(p.period) + interval '1 hour' AS oldest
     FROM unnest(ARRAY['day','week','month']) p(period)
     LEFT JOIN play_hours h ON h.user_id = $1 AND h.hour > $2::timestamptz - limits_span(p.period) - interval '1 hour'
     GROUP BY p.period`,
    [userId, now],
  );
  return rows.map((r) => ({ ...r, staked: Number(r.staked), lost: Number(r.lost) }));
}

/**
 * Deposits counted in each window at `now`, by period: credited deposits, and open applications
 * (what the player has asked to send), with when the oldest credit leaves the window.
 */
export async function depositsUsed(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Array<{ period: LimitPeriod; used: number; frees: Date | null }>> {
  const { rows } = await db.query<{ period: LimitPeriod; used: string; frees: Date | null }>(
    `SELECT p.period,
            COALESCE((SELECT sum(c.credited_cents) FROM deposit_credits c
                      WHERE c.user_id = $1 AND c.credited_at > $2::timestamptz - limits_span(p.period)), 0)
            + COALESCE((SELECT sum(a.usd_amount_cents) FROM deposit_applications a
                        WHERE a.user_id = $1 AND a.status = 'pending' AND a.expires_at > $2), 0) AS used,
            (SELECT min(c.credited_at) FROM deposit_credits c
             WHERE c.user_id = $1 AND c.credited_at > $2::timestamptz - limits_span(p.period)) + limits_span(p.period) AS frees
     FROM unnest(ARRAY['day','week','month']) p(period)`,
    [userId, now],
  );
  return rows.map((r) => ({ period: r.period, used: Number(r.used), frees: r.frees }));
}

/** Credited deposits only (no applications) in each window at `now`, for flagging a credit. */
export async function creditedInWindows(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Array<{ period: LimitPeriod; credited: number }>> {
  const { rows } = await db.query<{ period: LimitPeriod; credited: string }>(
    `SELECT p.period, COALESCE((SELECT sum(c.credited_cents) FROM deposit_credits c
              WHERE c.user_id = $1 AND c.credited_at > $2::timestamptz - limits_span(p.period)
                AND c.credited_at <= $2), 0) AS credited
     FROM unnest(ARRAY['day','week','month']) p(period)`,
    [userId, now],
  );
  return rows.map((r) => ({ period: r.period, credited: Number(r.credited) }));
}

export async function insertDepositFlag(
  db: Queryable,
  f: {
    creditId: number;
    userId: number;
    period: LimitPeriod;
    limitCents: number;
    overCents: number;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO deposit_limit_flags (credit_id, user_id, period, limit_cents, over_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credit_id) DO NOTHING`,
    [f.creditId, f.userId, f.period, f.limitCents, f.overCents, f.now],
  );
}

export async function listDepositFlags(
  db: Queryable,
  userId: number,
): Promise<Array<{ credit_id: number; period: LimitPeriod; limit_cents: number; over_cents: number }>> {
  const { rows } = await db.query<{
    credit_id: number;
    period: LimitPeriod;
    limit_cents: number;
    over_cents: number;
  }>(
    'SELECT credit_id, period, limit_cents, over_cents FROM deposit_limit_flags WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

/** Ends the player's live game sessions now (wins on them still settle). */
export async function endGameSessions(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE game_sessions SET expires_at = GREATEST(created_at, $2::timestamptz) WHERE user_id = $1 AND expires_at > $2`,
    [userId, now],
  );
}

export function emptyRoom(): StakeRoom {
  return {
    refusal: null,
    blocked: false,
    blocked_until: null,
    room: null,
    limit_kind: null,
    limit_period: null,
    frees_at: null,
  };
}

/** The offer of deposit limits and the review of the limits (docs/decisions/043). */
export interface PromptsRow {
  offered_at: Date | null;
  reviewed_at: Date | null;
  /** The player has at least one limit (of any kind). */
  has_limits: boolean;
  has_deposit_limit: boolean;
  /** A deposit was ever credited to the player. */
  has_deposited: boolean;
}

export async function promptsOf(db: Queryable, userId: number): Promise<PromptsRow> {
  const { rows } = await db.query<PromptsRow>(
    `SELECT gp.limits_offered_at AS offered_at, gp.limits_reviewed_at AS reviewed_at,
            EXISTS (SELECT 1 FROM gambling_limits l WHERE l.user_id = $1) AS has_limits,
            EXISTS (SELECT 1 FROM gambling_limits l WHERE l.user_id = $1 AND l.kind = 'deposit') AS has_deposit_limit,
            EXISTS (SELECT 1 FROM deposit_credits c WHERE c.user_id = $1) AS has_deposited
     FROM (SELECT 1) one LEFT JOIN gambling_players gp ON gp.user_id = $1`,
    [userId],
  );
  return rows[0] as PromptsRow;
}

/** Remembers that the offer of deposit limits was answered (the first answer's time is kept). */
export async function markOffered(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE gambling_players SET limits_offered_at = COALESCE(limits_offered_at, $2) WHERE user_id = $1',
    [userId, now],
  );
}

/** Play-time settings the SQL reads (docs/decisions/039). */
export interface TimeSettings {
  /** Seconds in a reality-check minute. */
  checkUnitSeconds: number;
  /** The interval of a player who chose none (reality checks required), or null. */
  defaultCheckMinutes: number | null;
}

/** What a real-money bet makes of the play time (limits_time_room / limits_take_time). */
export interface TimeRoom {
  refusal: 'time' | 'reality_check' | null;
  limit_minutes: number | null;
  check_due_at: Date | null;
}

/** What a real-money bet at `now` would make of the play time, without writing it (limits_time_room). */
export function timeRoom(
  db: Queryable,
  userId: number,
  now: Date,
  settings: TimeSettings,
): Promise<TimeRoom> {
  return timeOf(db, 'limits_time_room', userId, now, settings);
}

/** One real-money bet on the full path: refused, or written into the play time. */
export function takeTime(
  db: Queryable,
  userId: number,
  now: Date,
  settings: TimeSettings,
): Promise<TimeRoom> {
  return timeOf(db, 'limits_take_time', userId, now, settings);
}

async function timeOf(
  db: Queryable,
  fn: 'limits_time_room' | 'limits_take_time',
  userId: number,
  now: Date,
  settings: TimeSettings,
): Promise<TimeRoom> {
  const { rows } = await db.query<TimeRoom>(
    `SELECT refusal, limit_minutes, check_due_at FROM ${fn}($1, $2, $3, $4)`,
    [userId, now, settings.checkUnitSeconds, settings.defaultCheckMinutes],
  );
  return rows[0] ?? { refusal: null, limit_minutes: null, check_due_at: null };
}

export interface PlayTimeRow {
  session_started_at: Date;
  last_bet_at: Date;
  check_from: Date;
  day: string;
  day_seconds: number;
}

export interface TimedPlayer {
  timed: boolean;
  time_zone: string;
  reality_check_minutes: number | null;
}

export async function timedPlayer(db: Queryable, userId: number): Promise<TimedPlayer | undefined> {
  const { rows } = await db.query<TimedPlayer>(
    'SELECT timed, time_zone, reality_check_minutes FROM gambling_players WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}

export async function playTime(db: Queryable, userId: number): Promise<PlayTimeRow | undefined> {
  const { rows } = await db.query<PlayTimeRow>(
    `SELECT session_started_at, last_bet_at, check_from, to_char(day, 'YYYY-MM-DD') AS day, day_seconds
     FROM play_time WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** The player's day at `now` in a zone, as YYYY-MM-DD. */
export async function dayIn(db: Queryable, zone: string, now: Date): Promise<string> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(($1::timestamptz AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day`,
    [now, zone],
  );
  return rows[0]?.day ?? now.toISOString().slice(0, 10);
}

export async function setRealityCheck(db: Queryable, userId: number, minutes: number | null): Promise<void> {
  await db.query('UPDATE gambling_players SET reality_check_minutes = $2 WHERE user_id = $1', [
    userId,
    minutes,
  ]);
}

/** A reality check acknowledged: the next interval counts from now. */
export async function acknowledgeCheck(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE play_time SET check_from = $2 WHERE user_id = $1', [userId, now]);
}

/**
 * Starts keeping the player's play time, once, in the zone of the account (else UTC, also for a
 * zone the database does not know): today's play and the running session are taken from the
 * rounds as they stand, under the player's account locks held by the caller, so setting a time
 * limit mid-day counts the play before it.
 */
export async function startTiming(db: Queryable, userId: number, now: Date): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE gambling_players gp SET timed = true,
       time_zone = COALESCE((SELECT z.name FROM users u JOIN pg_timezone_names z ON z.name = u.time_zone
                             WHERE u.id = gp.user_id), 'UTC')
     WHERE gp.user_id = $1 AND NOT gp.timed`,
    [userId],
  );
  if (rowCount === 0) return;
  await db.query(
    `WITH zone AS (SELECT time_zone FROM gambling_players WHERE user_id = $1),
     played AS (SELECT * FROM limits_round_play($1, $2::timestamptz - interval '2 days', $2::timestamptz))
     INSERT INTO play_time (user_id, session_started_at, last_bet_at, check_from, day, day_seconds)
     SELECT $1, s.started, s.last, s.started, d.day,
            COALESCE((SELECT sum(p.seconds) FROM played p WHERE (p.at AT TIME ZONE d.zone)::date = d.day), 0)
     FROM (SELECT max(p.at) FILTER (WHERE p.starts) AS started, max(p.at) AS last FROM played p) s
     CROSS JOIN LATERAL (SELECT z.time_zone AS zone, ($2::timestamptz AT TIME ZONE z.time_zone)::date AS day FROM zone z) d
     WHERE s.last IS NOT NULL
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, now],
  );
}

/** The player set, changed or reviewed their limits now: the next review is six months on. */
export async function markReviewed(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE gambling_players SET limits_reviewed_at = $2 WHERE user_id = $1', [userId, now]);
}

/** Real-money stakes and wins of the player's rounds begun after `from`. */
export async function playedSince(
  db: Queryable,
  userId: number,
  from: Date,
): Promise<{ staked: number; won: number }> {
  const { rows } = await db.query<{ staked: string; won: string }>(
    `SELECT COALESCE(sum(bet_cents - refunded_cents), 0) AS staked, COALESCE(sum(win_cents), 0) AS won
     FROM game_rounds WHERE user_id = $1 AND created_at > $2 AND free_round_bonus_id IS NULL`,
    [userId, from],
  );
  return { staked: Number(rows[0]?.staked ?? 0), won: Number(rows[0]?.won ?? 0) };
}

/** The zone of the player's days: the account's (if the database knows it), else UTC. */
export async function zoneOf(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ zone: string }>(
    `SELECT COALESCE((SELECT z.name FROM users u JOIN pg_timezone_names z ON z.name = u.time_zone
                      WHERE u.id = $1 LIMIT 1), 'UTC') AS zone`,
    [userId],
  );
  return rows[0]?.zone ?? 'UTC';
}

export interface StatementRow {
  start: string;
  deposits: number;
  withdrawals: number;
  staked: number;
  won: number;
  played_seconds: number;
}

/**
 * The player's activity in the last `count` days, weeks (from Monday) or months of `zone` up to
 * `now`, newest first: deposits credited, withdrawals paid, the stakes (less refunds) and wins of
 * rounds by the day they began (free rounds aside: not the player's money), and play time by the
 * rule of limits_round_play.
 */
export async function statement(
  db: Queryable,
  userId: number,
  period: 'day' | 'week' | 'month',
  count: number,
  zone: string,
  now: Date,
): Promise<StatementRow[]> {
  const { rows } = await db.query<Record<keyof StatementRow, string>>(
    `WITH periods AS (
       SELECT date_trunc($3, $2::timestamptz AT TIME ZONE $4) - ('1 ' || $3)::interval * g.i AS start
       FROM generate_series(0, $5::int - 1) g(i)
     ), since AS (SELECT min(start) AT TIME ZONE $4 AS at FROM periods),
     moves AS (
       SELECT c.credited_at AS at, c.credited_cents AS deposits, 0::bigint AS withdrawals, 0::bigint AS staked,
              0::bigint AS won, 0 AS seconds
       FROM deposit_credits c, since WHERE c.user_id = $1 AND c.credited_at >= since.at AND c.credited_at <= $2
       UNION ALL
       SELECT w.processed_at, 0, w.amount_cents, 0, 0, 0
       FROM withdrawals w, since WHERE w.user_id = $1 AND w.status = 'paid' AND w.processed_at >= since.at
         AND w.processed_at <= $2
       UNION ALL
       SELECT gr.created_at, 0, 0, gr.bet_cents - gr.refunded_cents, gr.win_cents, 0
       FROM game_rounds gr, since WHERE gr.user_id = $1 AND gr.created_at >= since.at AND gr.created_at <= $2
         AND gr.free_round_bonus_id IS NULL
       UNION ALL
       SELECT p.at, 0, 0, 0, 0, p.seconds FROM since, limits_round_play($1, since.at, $2) p
     )
     SELECT to_char(p.start, 'YYYY-MM-DD') AS start, COALESCE(sum(m.deposits), 0) AS deposits,
            COALESCE(sum(m.withdrawals), 0) AS withdrawals, COALESCE(sum(m.staked), 0) AS staked,
            COALESCE(sum(m.won), 0) AS won, COALESCE(sum(m.seconds), 0) AS played_seconds
     FROM periods p LEFT JOIN moves m ON date_trunc($3, m.at AT TIME ZONE $4) = p.start
     GROUP BY p.start ORDER BY p.start DESC`,
    [userId, now, period, zone, count],
  );
  return rows.map((r) => ({
    start: r.start,
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    staked: Number(r.staked),
    won: Number(r.won),
    played_seconds: Number(r.played_seconds),
  }));
}

/** A deposit application the limits refused (none is made): counted by a marker of harm. */
export async function insertDepositRefusal(
  db: Queryable,
  userId: number,
  cents: number,
  cause: 'limit' | 'break',
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO deposit_refusals (user_id, usd_amount_cents, cause, created_at) VALUES ($1, $2, $3, $4)',
    [userId, cents, cause, now],
  );
}

/** The player's limit and break changes, newest first (player events; the audit log has the same). */
export async function limitHistory(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<Array<{ id: number; type: string; payload: Record<string, unknown>; created_at: Date }>> {
  const { rows } = await db.query<{
    id: number;
    type: string;
    payload: Record<string, unknown>;
    created_at: Date;
  }>(
    `SELECT id::int AS id, type, payload, created_at FROM player_events
     WHERE user_id = $1 AND type IN ('gambling_limit_changed', 'gambling_break_started')
     ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** Players who signed in (or signed up, or started a session) since `since`, by id. */
export async function playersSignedInSince(db: Queryable, since: Date): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT DISTINCT user_id FROM user_sessions WHERE created_at >= $1 ORDER BY user_id',
    [since],
  );
  return rows.map((r) => Number(r.user_id));
}
