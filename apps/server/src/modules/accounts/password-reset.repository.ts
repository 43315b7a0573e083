import type { Queryable } from '../../platform/db/types.js';

export interface ResetTokenRow {
  id: number;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertResetToken(
  db: Queryable,
  t: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)',
    [t.userId, t.tokenHash, t.expiresAt, t.now],
  );
}

export async function findResetToken(
  db: Queryable,
  tokenHash: string,
  lock: boolean,
): Promise<ResetTokenRow | undefined> {
  const { rows } = await db.query<ResetTokenRow>(
    `SELECT id, user_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [tokenHash],
  );
  return rows[0];
}

/** Marks every outstanding link of the player used: once the password changed, older mails are dead. */
export async function useAllResetTokens(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
}
