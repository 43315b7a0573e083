import type { Queryable } from '../../platform/db/types.js';
import type { BreakKind, BreakPeriod, LimitKind, LimitPeriod } from '@casino/contract';

export interface LimitRow {
  kind: LimitKind;
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
     ORDER BY array_position(ARRAY['deposit','loss','wager'], kind), array_position(ARRAY['day','week','month'], period)`,
    [userId],
  );
  return rows;
}

/** The limit row, locked for a change. */
export async function lockLimit(
  db: Queryable,
  userId: number,
  kind: LimitKind,
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
  kind: LimitKind,
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

function emptyRoom(): StakeRoom {
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

/** The player set, changed or reviewed their limits now: the next review is six months on. */
export async function markReviewed(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE gambling_players SET limits_reviewed_at = $2 WHERE user_id = $1', [userId, now]);
}
