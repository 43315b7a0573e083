import type { StudioQueryable } from '../platform/db.js';

export interface OutboxRow {
  id: number;
  roundId: string;
  action: 'win' | 'rollback';
  transactionId: string;
  body: string;
  attempts: number;
  sessionId: string;
}

interface Raw {
  id: unknown;
  round_id: string;
  action: 'win' | 'rollback';
  transaction_id: string;
  body: string;
  attempts: number;
  session_id: string;
}

const toOutbox = (r: Raw): OutboxRow => ({
  id: Number(r.id),
  roundId: r.round_id,
  action: r.action,
  transactionId: r.transaction_id,
  body: r.body,
  attempts: r.attempts,
  sessionId: r.session_id,
});

/** Queues a call; a repeat of the same transaction id keeps the first (undefined then). */
export async function enqueue(
  q: StudioQueryable,
  call: { roundId: string; action: 'win' | 'rollback'; transactionId: string; body: string; now: Date },
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: unknown }>(
    `INSERT INTO studio_wallet_outbox (round_id, action, transaction_id, body, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (transaction_id) DO NOTHING RETURNING id`,
    [call.roundId, call.action, call.transactionId, call.body, call.now],
  );
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

const RETURNING = `RETURNING o.id, o.round_id, o.action, o.transaction_id, o.body, o.attempts,
  (SELECT session_id FROM studio_rounds r WHERE r.id = o.round_id) AS session_id`;

/**
 * Claims one due call for an attempt: the lease (next_attempt_at moved to `leaseUntil`) keeps
 * every other process off it while the call is in flight.
 */
export async function claimOne(
  q: StudioQueryable,
  id: number,
  now: Date,
  leaseUntil: Date,
): Promise<OutboxRow | undefined> {
  const { rows } = await q.query<Raw>(
    `UPDATE studio_wallet_outbox o SET attempts = attempts + 1, next_attempt_at = $3
     WHERE id = $1 AND acknowledged_at IS NULL AND next_attempt_at <= $2
     ${RETURNING}`,
    [id, now, leaseUntil],
  );
  return rows[0] && toOutbox(rows[0]);
}

/** Claims up to `limit` due calls, skipping rows another process is claiming right now. */
export async function claimDue(
  tx: StudioQueryable,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const { rows } = await tx.query<Raw>(
    `UPDATE studio_wallet_outbox o SET attempts = attempts + 1, next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM studio_wallet_outbox
       WHERE acknowledged_at IS NULL AND next_attempt_at <= $1
       ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
     ${RETURNING}`,
    [now, leaseUntil, limit],
  );
  return rows.map(toOutbox);
}

export async function acknowledge(q: StudioQueryable, id: number, outcome: string, now: Date): Promise<void> {
  await q.query(
    'UPDATE studio_wallet_outbox SET acknowledged_at = $3, outcome = $2, last_error = NULL WHERE id = $1',
    [id, outcome, now],
  );
}

export async function scheduleRetry(q: StudioQueryable, id: number, error: string, at: Date): Promise<void> {
  await q.query('UPDATE studio_wallet_outbox SET last_error = $2, next_attempt_at = $3 WHERE id = $1', [
    id,
    error.slice(0, 500),
    at,
  ]);
}
