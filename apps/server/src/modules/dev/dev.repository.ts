import type { Queryable } from '../../platform/db/types.js';

export interface OutboxRow {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export async function listOutbox(db: Queryable, recipient?: string): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow & { created_at: Date }>(
    `SELECT id, channel, recipient, subject, body, created_at FROM outbound_messages
     WHERE $1::text IS NULL OR lower(recipient) = lower($1)
     ORDER BY id DESC LIMIT 100`,
    [recipient ?? null],
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
