import type { Queryable } from '../../platform/db/types.js';
import type { Localized } from './bonuses.repository.js';

export interface WheelPrizeRow {
  id: number;
  terms_id: number;
  label: Localized;
  color: string;
  /** The operator's figure, live after the next publish. */
  weight: number;
  enabled: boolean;
  published: boolean;
  /** What players see and the draw uses (null: never published). */
  published_weight: number | null;
  published_at: Date | null;
  sort: number;
  /** The prize's bonus terms code, for operators. */
  terms_code: string;
  terms_enabled: boolean;
}

export interface LivePrize extends WheelPrizeRow {
  published_weight: number;
}

export interface WheelSpinRow {
  id: number;
  user_id: number;
  wheel_day: string;
  time_zone: string;
  spun_at: Date;
  prize_id: number;
  player_bonus_id: number;
  weight: number;
  total_weight: number;
}

const PRIZE_COLUMNS = `p.id, p.terms_id, p.label, p.color, p.weight, p.enabled, p.published, p.published_weight,
  p.published_at, p.sort, t.code AS terms_code, t.enabled AS terms_enabled`;

// wheel_day is a DATE: read it back as the same YYYY-MM-DD text it was written with, whatever
// the driver would make of it.
const SPIN_COLUMNS = `id, user_id, to_char(wheel_day, 'YYYY-MM-DD') AS wheel_day, time_zone, spun_at, prize_id,
  player_bonus_id, weight, total_weight`;

/** The live wheel in segment order: published prizes whose terms are enabled. */
export async function listLivePrizes(db: Queryable): Promise<LivePrize[]> {
  const { rows } = await db.query<LivePrize>(
    `SELECT ${PRIZE_COLUMNS} FROM wheel_prizes p JOIN bonus_terms t ON t.id = p.terms_id
     WHERE p.published AND t.enabled ORDER BY p.sort, p.id`,
  );
  return rows;
}

/** Every prize, published or not, for operators. */
export async function listAllPrizes(db: Queryable): Promise<WheelPrizeRow[]> {
  const { rows } = await db.query<WheelPrizeRow>(
    `SELECT ${PRIZE_COLUMNS} FROM wheel_prizes p JOIN bonus_terms t ON t.id = p.terms_id ORDER BY p.sort, p.id`,
  );
  return rows;
}

/** Sets a prize's draft weight; false when there is no such prize. */
export async function setPrizeWeight(db: Queryable, id: number, weight: number): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE wheel_prizes SET weight = $2 WHERE id = $1', [id, weight]);
  return (rowCount ?? 0) > 0;
}

/** Puts a prize on (or takes it off) the wheel at the next publish; false when there is no such prize. */
export async function setPrizeEnabled(db: Queryable, id: number, enabled: boolean): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE wheel_prizes SET enabled = $2 WHERE id = $1', [id, enabled]);
  return (rowCount ?? 0) > 0;
}

/** Makes the draft the live wheel in one statement: enabled prizes with their weights, the rest off. */
export async function publishPrizes(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE wheel_prizes SET published = enabled,
       published_weight = CASE WHEN enabled THEN weight ELSE published_weight END,
       published_at = $1`,
    [now],
  );
  return rowCount ?? 0;
}

/**
 * The player's remembered time zone, with the row locked: a player's spins queue here, so two
 * at once are decided one after the other.
 */
export async function lockPlayerTimeZone(
  tx: Queryable,
  userId: number,
): Promise<{ time_zone: string | null } | undefined> {
  const { rows } = await tx.query<{ time_zone: string | null }>(
    'SELECT time_zone FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return rows[0];
}

export async function findPlayerTimeZone(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ time_zone: string | null }>('SELECT time_zone FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.time_zone ?? null;
}

/** Remembers the zone the first spin was counted in; a zone already remembered is kept. */
export async function rememberTimeZone(tx: Queryable, userId: number, timeZone: string): Promise<void> {
  await tx.query('UPDATE users SET time_zone = $2 WHERE id = $1 AND time_zone IS NULL', [userId, timeZone]);
}

export async function findSpinOfDay(
  db: Queryable,
  userId: number,
  wheelDay: string,
): Promise<WheelSpinRow | undefined> {
  const { rows } = await db.query<WheelSpinRow>(
    `SELECT ${SPIN_COLUMNS} FROM wheel_spins WHERE user_id = $1 AND wheel_day = $2::date`,
    [userId, wheelDay],
  );
  return rows[0];
}

export async function findLatestSpin(db: Queryable, userId: number): Promise<WheelSpinRow | undefined> {
  const { rows } = await db.query<WheelSpinRow>(
    `SELECT ${SPIN_COLUMNS} FROM wheel_spins WHERE user_id = $1 ORDER BY spun_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

export interface NewSpin {
  userId: number;
  wheelDay: string;
  timeZone: string;
  spunAt: Date;
  prizeId: number;
  playerBonusId: number;
  weight: number;
  totalWeight: number;
}

/** Records the day's spin; undefined when the player already has one for that wheel day. */
export async function insertSpin(tx: Queryable, s: NewSpin): Promise<WheelSpinRow | undefined> {
  const { rows } = await tx.query<WheelSpinRow>(
    `INSERT INTO wheel_spins (user_id, wheel_day, time_zone, spun_at, prize_id, player_bonus_id, weight, total_weight)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, wheel_day) DO NOTHING
     RETURNING ${SPIN_COLUMNS}`,
    [s.userId, s.wheelDay, s.timeZone, s.spunAt, s.prizeId, s.playerBonusId, s.weight, s.totalWeight],
  );
  return rows[0];
}
