import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DedicatedSession, Queryable } from './types.js';

/** What LISTEN takes unquoted: the channels platform/db/notifications.ts makes. */
const CHANNEL = /^[a-z0-9_]{1,63}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/**
 * A connection of its own on a real server, outside every pool, with the pool's settings (schema,
 * session bounds): it stays open for the life of the process to receive NOTIFY messages and hold
 * session advisory locks. TCP keep-alive notices a server that vanished without closing.
 */
export async function openPostgresSession(config: pg.ClientConfig): Promise<DedicatedSession> {
  const client = new pg.Client({ ...config, keepAlive: true });
  const handlers = new Map<string, (payload: string) => void>();
  let reportLoss: ((err: Error) => void) | undefined;
  let over = false;
  const lose = (err: Error) => {
    if (over) return;
    over = true;
    reportLoss?.(err);
  };
  // Without an 'error' listener a broken connection would end the process.
  client.on('error', lose);
  client.on('end', () => lose(new Error('the server closed the connection')));
  client.on('notification', (message) => handlers.get(message.channel)?.(message.payload ?? ''));
  try {
    await client.connect();
  } catch (err) {
    over = true;
    throw err;
  }
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const res = await client.query(text, params as unknown[]);
      return { rows: res.rows as Row[], rowCount: res.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async listen(channel, onMessage) {
      checkChannel(channel);
      handlers.set(channel, onMessage);
      await client.query(`LISTEN ${channel}`);
    },
    onLost(handler) {
      reportLoss = handler;
    },
    async close() {
      over = true;
      await client.end().catch(() => undefined);
    },
  };
}

/** PGlite's session: the database's one connection, in this process, so it is never lost. */
export function pgliteSession(pg: PGlite, base: Queryable): DedicatedSession {
  const unlisten: Array<() => Promise<void>> = [];
  return {
    query: base.query,
    exec: base.exec,
    async listen(channel, onMessage) {
      checkChannel(channel);
      unlisten.push(await pg.listen(channel, onMessage));
    },
    onLost() {
      // Nothing to watch: the database lives and dies with this process.
    },
    async close() {
      await Promise.all(unlisten.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}
