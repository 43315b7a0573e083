import { cents, type StudioQueryable } from '../platform/db.js';

export type FreeRoundsStatus = 'active' | 'used' | 'refused';

/** The free rounds a session was launched with. */
export interface FreeRoundsRow {
  sessionId: string;
  grantId: string;
  bet: number;
  granted: number;
  remaining: number;
  status: FreeRoundsStatus;
  refusal: string | null;
}

interface Raw {
  session_id: string;
  grant_id: string;
  bet: unknown;
  granted: number;
  remaining: number;
  status: FreeRoundsStatus;
  refusal: string | null;
}

const toFreeRounds = (r: Raw): FreeRoundsRow => ({
  sessionId: r.session_id,
  grantId: r.grant_id,
  bet: cents(r.bet),
  granted: r.granted,
  remaining: r.remaining,
  status: r.status,
  refusal: r.refusal,
});

export async function insertFreeRounds(
  tx: StudioQueryable,
  grant: { sessionId: string; grantId: string; bet: number; count: number; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO studio_free_rounds (session_id, grant_id, bet, granted, remaining, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4, 'active', $5, $5)`,
    [grant.sessionId, grant.grantId, grant.bet, grant.count, grant.now],
  );
}

export async function findFreeRounds(
  q: StudioQueryable,
  sessionId: string,
): Promise<FreeRoundsRow | undefined> {
  const { rows } = await q.query<Raw>('SELECT * FROM studio_free_rounds WHERE session_id = $1', [sessionId]);
  return rows[0] && toFreeRounds(rows[0]);
}

/** The session's grant locked for the transaction (a free round is being started on it). */
export async function lockFreeRounds(
  tx: StudioQueryable,
  sessionId: string,
): Promise<FreeRoundsRow | undefined> {
  const { rows } = await tx.query<Raw>('SELECT * FROM studio_free_rounds WHERE session_id = $1 FOR UPDATE', [
    sessionId,
  ]);
  return rows[0] && toFreeRounds(rows[0]);
}

/**
 * The casino's count after a free round's bet went through: the grant is used once it reaches 0.
 * A grant already refused stays refused.
 */
export async function setFreeRoundsRemaining(
  q: StudioQueryable,
  sessionId: string,
  remaining: number,
  now: Date,
): Promise<FreeRoundsRow | undefined> {
  const { rows } = await q.query<Raw>(
    `UPDATE studio_free_rounds
     SET remaining = $2, status = CASE WHEN $2 = 0 THEN 'used' ELSE 'active' END, updated_at = $3
     WHERE session_id = $1 AND status = 'active'
     RETURNING *`,
    [sessionId, remaining, now],
  );
  return rows[0] && toFreeRounds(rows[0]);
}

/** Ends the grant for this session: the casino refused one of its free rounds. */
export async function refuseFreeRounds(
  q: StudioQueryable,
  sessionId: string,
  refusal: string,
  now: Date,
): Promise<FreeRoundsRow | undefined> {
  const { rows } = await q.query<Raw>(
    `UPDATE studio_free_rounds SET status = 'refused', refusal = $2, updated_at = $3
     WHERE session_id = $1 AND status = 'active'
     RETURNING *`,
    [sessionId, refusal, now],
  );
  return rows[0] && toFreeRounds(rows[0]);
}

/**
 * The owner's free rounds of a grant that were played (across sessions: a player may leave and
 * come back to the same grant), and what they won in total.
 */
export async function freeRoundsPlayed(
  q: StudioQueryable,
  owner: string,
  grantId: string,
): Promise<{ played: number; won: number }> {
  const { rows } = await q.query<{ played: number; won: unknown }>(
    `SELECT count(*)::int AS played, coalesce(sum(win), 0) AS won FROM studio_rounds
     WHERE owner = $1 AND free_round_id = $2 AND status IN ('settling', 'closed')`,
    [owner, grantId],
  );
  return { played: rows[0]?.played ?? 0, won: cents(rows[0]?.won ?? 0) };
}
