import type { Queryable } from '../../platform/db/types.js';
import { STATIONS } from './programme.js';

/** Station thresholds in weighted stake units (cents x percent) for a given USD per point. */
export function stakeThresholds(usdPerPoint: number): number[] {
  return STATIONS.map((s) => s.threshold * usdPerPoint * 100 * 100);
}

/**
 * Adds a bet's weighted stake to the player's month and, when a whole point (or the month's first
 * bet) changes them, the profile's rank and points: the database's `loyalty_add_stake`, one entry
 * of `loyalty_add_stakes` (migration 021), which the seamless wallet's batches call. Answers the
 * month's stake before and after the bet and its station.
 */
export async function addStake(
  tx: Queryable,
  p: {
    userId: number;
    month: string;
    weighted: number;
    thresholds: number[];
    stakePerPoint: number;
    now: Date;
  },
): Promise<{ before: number; weighted: number; station: number }> {
  const { rows } = await tx.query<{ stake_before: number; stake_after: number; station: number }>(
    'SELECT stake_before, stake_after, station FROM loyalty_add_stake($1, $2::date, $3, $4::bigint[], $5, $6)',
    [p.userId, p.month, p.weighted, p.thresholds, p.stakePerPoint, p.now],
    { name: 'loyalty_add_stake' },
  );
  const row = rows[0];
  if (!row) throw new Error('the month of points was not written');
  return {
    before: Number(row.stake_before),
    weighted: Number(row.stake_after),
    station: Number(row.station),
  };
}

/**
 * Takes a refunded stake's weight back off the month (never below zero): points count the bets
 * that stand. Stations reached stay recorded (their spins were offered); the station shown follows
 * the points. Answers the month's new figures, or undefined when the player has no such month.
 */
export async function subtractStake(
  tx: Queryable,
  p: { userId: number; month: string; weighted: number; thresholds: number[]; now: Date },
): Promise<{ weighted: number; station: number } | undefined> {
  const { rows } = await tx.query<{ weighted_stake: string | number; station: number }>(
    `UPDATE loyalty_months
        SET weighted_stake = GREATEST(weighted_stake - $3, 0),
            station = width_bucket(GREATEST(weighted_stake - $3, 0), $4::bigint[]),
            updated_at = $5
      WHERE user_id = $1 AND month = $2::date
      RETURNING weighted_stake, station`,
    [p.userId, p.month, p.weighted, p.thresholds, p.now],
  );
  const row = rows[0];
  return row ? { weighted: Number(row.weighted_stake), station: Number(row.station) } : undefined;
}

/** The profile's figures (users.current_rank and current_rank_progress), written when they change. */
export async function setRank(
  tx: Queryable,
  r: { userId: number; station: number; points: number },
): Promise<void> {
  await tx.query('UPDATE users SET current_rank = $2, current_rank_progress = $3 WHERE id = $1', [
    r.userId,
    r.station,
    r.points,
  ]);
}

/** Records a station reached this month; false when it was recorded already. */
export async function insertStation(
  tx: Queryable,
  s: { userId: number; month: string; station: number; now: Date },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO loyalty_stations (user_id, month, station, reached_at) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT DO NOTHING RETURNING station`,
    [s.userId, s.month, s.station, s.now],
  );
  return rows.length > 0;
}

export async function setStationBonus(
  tx: Queryable,
  s: { userId: number; month: string; station: number; playerBonusId: number },
): Promise<void> {
  await tx.query(
    'UPDATE loyalty_stations SET player_bonus_id = $4 WHERE user_id = $1 AND month = $2::date AND station = $3',
    [s.userId, s.month, s.station, s.playerBonusId],
  );
}

export async function findTermsId(db: Queryable, code: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM bonus_terms WHERE code = $1 AND enabled', [
    code,
  ]);
  return rows[0]?.id;
}

export interface PlayerStanding {
  weighted_stake: number;
  station: number;
  current_rank: number;
  current_rank_progress: number;
  vip_since: Date | null;
  month_deposits_cents: number;
}

/** The player's month, profile figures, VIP mark and deposits this month; undefined for no such player. */
export async function findStanding(
  db: Queryable,
  userId: number,
  month: { start: Date; end: Date; date: string },
): Promise<PlayerStanding | undefined> {
  const { rows } = await db.query<PlayerStanding>(
    `SELECT COALESCE(m.weighted_stake, 0)::bigint AS weighted_stake, COALESCE(m.station, 0)::int AS station,
            u.current_rank, u.current_rank_progress, u.vip_since,
            (SELECT COALESCE(sum(d.credited_cents), 0) FROM deposit_credits d
              WHERE d.user_id = u.id AND d.credited_at >= $3 AND d.credited_at < $4)::bigint AS month_deposits_cents
     FROM users u LEFT JOIN loyalty_months m ON m.user_id = u.id AND m.month = $2::date
     WHERE u.id = $1`,
    [userId, month.date, month.start, month.end],
  );
  const row = rows[0];
  return row
    ? {
        ...row,
        weighted_stake: Number(row.weighted_stake),
        month_deposits_cents: Number(row.month_deposits_cents),
      }
    : undefined;
}

/**
 * Players back to station 0 for a new month, unless they have bet in it already (their bet set
 * the month's figures). Answers how many were reset.
 */
export async function resetRanks(db: Queryable, month: string): Promise<number> {
  const { rows } = await db.query(
    `UPDATE users u SET current_rank = 0, current_rank_progress = 0
     WHERE (u.current_rank <> 0 OR u.current_rank_progress <> 0)
       AND NOT EXISTS (SELECT 1 FROM loyalty_months m WHERE m.user_id = u.id AND m.month = $1::date)
     RETURNING u.id`,
    [month],
  );
  return rows.length;
}

/** Marks as VIP every player whose deposits credited within the month reach the threshold. */
export async function markVip(
  db: Queryable,
  p: { start: Date; end: Date; thresholdCents: number; now: Date },
): Promise<number> {
  const { rows } = await db.query(
    `UPDATE users u SET vip_since = $4
     FROM (SELECT d.user_id FROM deposit_credits d
           WHERE d.credited_at >= $1 AND d.credited_at < $2
           GROUP BY d.user_id HAVING sum(d.credited_cents) >= $3) q
     WHERE u.id = q.user_id AND u.vip_since IS NULL
     RETURNING u.id`,
    [p.start, p.end, p.thresholdCents, p.now],
  );
  return rows.length;
}

export interface WeekLoss {
  user_id: number;
  station: number;
  net_loss_cents: number;
}

/**
 * Players at station 2 or above at the week's end with their net real-money losses in the week:
 * closed paid rounds (free rounds excluded) closed within it, each counted in proportion to the
 * stake the player paid in cash: (stake - refunds - win) x (stake - bonus stake) / stake.
 */
export async function weekLosses(
  db: Queryable,
  w: { month: string; start: Date; end: Date },
): Promise<WeekLoss[]> {
  const { rows } = await db.query<{ user_id: number; station: number; net_loss_cents: string | number }>(
    `WITH players AS (
       SELECT user_id, max(station)::int AS station FROM loyalty_stations
       WHERE month = $1::date AND reached_at < $3
       GROUP BY user_id HAVING max(station) >= 2
     )
     SELECT p.user_id, p.station,
            floor(sum((r.bet_cents - r.refunded_cents - r.win_cents)::numeric
                      * (r.bet_cents - r.bonus_bet_cents) / r.bet_cents))::bigint AS net_loss_cents
     FROM players p
     JOIN game_rounds r ON r.user_id = p.user_id
     WHERE r.status = 'closed' AND r.closed_at >= $2 AND r.closed_at < $3
       AND r.free_round_bonus_id IS NULL AND r.bet_cents > 0
     GROUP BY p.user_id, p.station
     ORDER BY p.user_id`,
    [w.month, w.start, w.end],
  );
  return rows.map((r) => ({ ...r, net_loss_cents: Number(r.net_loss_cents) }));
}

export interface NewClaim {
  userId: number;
  start: Date;
  end: Date;
  station: number;
  rate: number;
  netLossCents: number;
  amountCents: number;
  wager: number;
  termsCode: string;
  expiresAt: Date;
  now: Date;
}

/** One claim per player and week: false when the week was settled for the player already. */
export async function insertClaim(db: Queryable, c: NewClaim): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO cashback_claims (user_id, period_start, period_end, station, rate, net_loss_cents, amount_cents,
                                  wager, terms_code, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (user_id, period_start) DO NOTHING RETURNING id`,
    [
      c.userId,
      c.start,
      c.end,
      c.station,
      c.rate,
      c.netLossCents,
      c.amountCents,
      c.wager,
      c.termsCode,
      c.expiresAt,
      c.now,
    ],
  );
  return rows.length > 0;
}

export interface ClaimRow {
  id: number;
  user_id: number;
  period_start: Date;
  period_end: Date;
  station: number;
  rate: number;
  net_loss_cents: number;
  amount_cents: number;
  wager: number;
  terms_code: string;
  expires_at: Date;
  claimed_at: Date | null;
  player_bonus_id: number | null;
}

const CLAIM_COLUMNS = `id, user_id, period_start, period_end, station, rate, net_loss_cents, amount_cents, wager,
  terms_code, expires_at, claimed_at, player_bonus_id`;

function toClaim(r: ClaimRow): ClaimRow {
  return { ...r, net_loss_cents: Number(r.net_loss_cents), amount_cents: Number(r.amount_cents) };
}

export async function listClaims(db: Queryable, userId: number, limit: number): Promise<ClaimRow[]> {
  const { rows } = await db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM cashback_claims WHERE user_id = $1 ORDER BY period_start DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toClaim);
}

/** The player's claim, locked until the transaction ends (one claim at a time). */
export async function lockClaim(tx: Queryable, userId: number, id: number): Promise<ClaimRow | undefined> {
  const { rows } = await tx.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM cashback_claims WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  );
  const row = rows[0];
  return row ? toClaim(row) : undefined;
}

export async function markClaimed(
  tx: Queryable,
  c: { id: number; playerBonusId: number; now: Date },
): Promise<ClaimRow> {
  const { rows } = await tx.query<ClaimRow>(
    `UPDATE cashback_claims SET claimed_at = $3, player_bonus_id = $2 WHERE id = $1 AND claimed_at IS NULL
     RETURNING ${CLAIM_COLUMNS}`,
    [c.id, c.playerBonusId, c.now],
  );
  const row = rows[0];
  if (!row) throw new Error(`cashback claim ${c.id} was locked unclaimed but could not be marked`);
  return toClaim(row);
}
