import type { Queryable } from '../../platform/db/types.js';

export type CodeChannel = 'email' | 'phone';

export interface CodeRow {
  id: number;
  channel: CodeChannel;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: Date;
}

const CODE_COLUMNS = 'id, channel, code_hash, attempts, expires_at, consumed_at, created_at';

export async function insertCode(
  db: Queryable,
  c: { userId: number; channel: CodeChannel; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO verification_codes (user_id, channel, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [c.userId, c.channel, c.codeHash, c.expiresAt, c.now],
  );
}

/** The player's newest code (of one channel, or of any), locked for the attempt count. */
export async function lockNewestCode(
  db: Queryable,
  userId: number,
  channel: CodeChannel | undefined,
): Promise<CodeRow | undefined> {
  const { rows } = await db.query<CodeRow>(
    `SELECT ${CODE_COLUMNS} FROM verification_codes
     WHERE user_id = $1 AND ($2::text IS NULL OR channel = $2)
     ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [userId, channel ?? null],
  );
  return rows[0];
}

export async function countFailedAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function consumeCode(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE verification_codes SET consumed_at = $2 WHERE id = $1', [id, now]);
}
