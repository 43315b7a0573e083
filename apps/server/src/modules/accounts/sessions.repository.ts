import { type Queryable, requireRow } from '../../platform/db/types.js';

export type SessionSource = 'password' | 'register' | 'google' | 'session';

export interface SessionDbRow {
  id: number;
  source: SessionSource;
  ip: string;
  device: string;
  created_at: Date;
}

export async function insertSession(
  db: Queryable,
  s: { userId: number; source: SessionSource; ip: string; userAgent: string; device: string; now: Date },
): Promise<SessionDbRow> {
  const { rows } = await db.query<SessionDbRow>(
    `INSERT INTO user_sessions (user_id, source, ip, user_agent, device, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, source, ip, device, created_at`,
    [s.userId, s.source, s.ip, s.userAgent, s.device, s.now],
  );
  return requireRow(rows, 'INSERT INTO user_sessions returned no row');
}

/** The player's newest row from this IP and device since `since`, if any. */
export async function findRecentSession(
  db: Queryable,
  s: { userId: number; ip: string; device: string; since: Date },
): Promise<SessionDbRow | undefined> {
  const { rows } = await db.query<SessionDbRow>(
    `SELECT id, source, ip, device, created_at FROM user_sessions
     WHERE user_id = $1 AND ip = $2 AND device = $3 AND created_at >= $4
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [s.userId, s.ip, s.device, s.since],
  );
  return rows[0];
}

export async function listSessions(db: Queryable, userId: number, limit: number): Promise<SessionDbRow[]> {
  const { rows } = await db.query<SessionDbRow>(
    `SELECT id, source, ip, device, created_at FROM user_sessions WHERE user_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** The browsers a player used (hashed ids), for the one-welcome-per-person rule. */
export async function recordDevice(
  db: Queryable,
  userId: number,
  deviceHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO player_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [userId, deviceHash, now],
  );
}
