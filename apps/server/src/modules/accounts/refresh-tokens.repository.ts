import type { Queryable } from '../../platform/db/types.js';

export interface RefreshTokenRow {
  id: string;
  user_id: number;
  family_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export async function insertRefreshToken(
  db: Queryable,
  t: { userId: number; familyId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [t.userId, t.familyId, t.tokenHash, t.expiresAt, t.now],
  );
}

/** The token row for hash, locked: two presentations of one token are decided one after the other. */
export async function lockRefreshToken(
  db: Queryable,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0];
}

export async function markRefreshTokenUsed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1', [id, now]);
}

export async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
    now,
  ]);
}

export async function revokeAllForUser(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    now,
  ]);
}
