import type { Queryable } from '../../platform/db/types.js';
import type { PlayerStatus } from './player-status.js';

export interface PlayerStatusRow {
  status: PlayerStatus;
  status_reason: string | null;
  status_changed_at: Date | null;
  status_changed_by: number | null;
}

const COLUMNS = 'status, status_reason, status_changed_at, status_changed_by::int AS status_changed_by';

export async function findStatus(
  q: Queryable,
  userId: number,
  lock = false,
): Promise<PlayerStatusRow | undefined> {
  const { rows } = await q.query<PlayerStatusRow>(
    `SELECT ${COLUMNS} FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0];
}

export async function updateStatus(
  q: Queryable,
  change: { userId: number; status: PlayerStatus; reason: string | null; now: Date; staffId: number | null },
): Promise<PlayerStatusRow> {
  const { rows } = await q.query<PlayerStatusRow>(
    `UPDATE users SET status = $2, status_reason = $3, status_changed_at = $4, status_changed_by = $5,
            updated_at = $4
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [change.userId, change.status, change.reason, change.now, change.staffId],
  );
  const row = rows[0];
  if (!row) throw new Error(`player ${change.userId} vanished while its status changed`);
  return row;
}

/** Ends the player's live game sessions: the provider's next bet on them is refused, late wins are still paid. */
export async function endGameSessions(q: Queryable, userId: number, now: Date): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE game_sessions SET expires_at = GREATEST(created_at, $2::timestamptz)
      WHERE user_id = $1 AND expires_at > $2`,
    [userId, now],
  );
  return rowCount;
}
