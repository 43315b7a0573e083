import type { Queryable } from '../../platform/db/types.js';

/** Records a configured integration (its URL and where its secret comes from), keeping the operator's switch. */
export async function upsertIntegration(
  db: Queryable,
  i: { code: string; apiUrl: string; secretRef: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO game_integrations (code, api_url, secret_ref, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (code) DO UPDATE SET api_url = EXCLUDED.api_url, secret_ref = EXCLUDED.secret_ref,
       updated_at = EXCLUDED.updated_at
     WHERE game_integrations.api_url <> EXCLUDED.api_url OR game_integrations.secret_ref <> EXCLUDED.secret_ref`,
    [i.code, i.apiUrl, i.secretRef, now],
  );
}

/** Whether new launches may go to this provider (recorded and switched on by the operator). */
export async function isIntegrationActive(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query<{ active: boolean }>(
    'SELECT active FROM game_integrations WHERE code = $1',
    [code],
  );
  return rows[0]?.active === true;
}

export interface NewSession {
  tokenHash: string;
  userId: number;
  gameId: number;
  gameCode: string;
  provider: string;
  gameType: string;
  categoryIds: number[];
  currency: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Queryable, s: NewSession): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO game_sessions (token_hash, user_id, game_id, game_code, provider, game_type, category_ids,
                                currency, created_at, expires_at, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::integer[], $8, $9, $10, $9)
     RETURNING id`,
    [
      s.tokenHash,
      s.userId,
      s.gameId,
      s.gameCode,
      s.provider,
      s.gameType,
      s.categoryIds,
      s.currency,
      s.createdAt,
      s.expiresAt,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('the game session was not recorded');
  return row.id;
}

/** Ends a session now (its launch failed, or it sat idle): no more bets; wins still settle. */
export async function endSession(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE game_sessions SET expires_at = GREATEST(created_at, $2::timestamptz) WHERE id = $1 AND expires_at > $2',
    [id, now],
  );
}

/** Ends every live session unused since idleSince; answers how many. */
export async function endIdleSessions(db: Queryable, now: Date, idleSince: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE game_sessions SET expires_at = GREATEST(created_at, $1::timestamptz)
     WHERE expires_at > $1 AND last_used_at < $2`,
    [now, idleSince],
  );
  return rowCount;
}

/**
 * Deletes sessions that ended before `before` (their rounds keep player, game and amounts and
 * lose only the link). A late win on such a session is refused, so `before` is generous.
 */
export async function deleteEndedSessions(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM game_sessions WHERE expires_at < $1', [before]);
  return rowCount;
}

export interface RoundRow {
  id: number;
  provider: string;
  game_id: number;
  game_code: string;
  bet_cents: number;
  win_cents: number;
  currency: string;
  status: 'open' | 'closed' | 'rolled_back';
  fair: { server_seed_hash?: unknown; client_seed?: unknown; nonce?: unknown } | null;
  created_at: Date;
}

/** A page of the player's own rounds, newest first, and how many they have in all. */
export async function playerRounds(
  db: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: RoundRow[]; count: number }> {
  const [page, total] = await Promise.all([
    db.query<RoundRow>(
      `SELECT id, provider, game_id, game_code, bet_cents, win_cents, currency, status, fair, created_at
       FROM game_rounds WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    db.query<{ count: number }>('SELECT count(*)::int AS count FROM game_rounds WHERE user_id = $1', [
      userId,
    ]),
  ]);
  return { rows: page.rows, count: total.rows[0]?.count ?? 0 };
}

export interface WinRow {
  id: number;
  game_id: number;
  bet_cents: number;
  win_cents: number;
  closed_at: Date;
  user_id: number;
  nickname: string;
}

/** The biggest wins of closed rounds since `since`. */
export async function biggestWinsSince(db: Queryable, since: Date, limit: number): Promise<WinRow[]> {
  const { rows } = await db.query<WinRow>(
    `SELECT r.id, r.game_id, r.bet_cents, r.win_cents, r.closed_at, r.user_id, u.nickname
     FROM game_rounds r JOIN users u ON u.id = r.user_id
     WHERE r.status = 'closed' AND r.win_cents > 0 AND r.closed_at >= $1
     ORDER BY r.win_cents DESC, r.closed_at DESC, r.id DESC
     LIMIT $2`,
    [since, limit],
  );
  return rows;
}

/** The latest wins of closed rounds. */
export async function latestWins(db: Queryable, limit: number): Promise<WinRow[]> {
  const { rows } = await db.query<WinRow>(
    `SELECT r.id, r.game_id, r.bet_cents, r.win_cents, r.closed_at, r.user_id, u.nickname
     FROM game_rounds r JOIN users u ON u.id = r.user_id
     WHERE r.status = 'closed' AND r.win_cents > 0
     ORDER BY r.closed_at DESC, r.id DESC
     LIMIT $1`,
    [limit],
  );
  return rows;
}
