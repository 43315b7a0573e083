import pg from 'pg';
import type { Connection, Db, Queryable, QueryOptions } from './types.js';
import { openPostgresSession } from './sessions.js';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/** A query config for node-postgres: named (prepared once per connection) when a name is given. */
function statement(
  text: string,
  params: readonly unknown[],
  options: QueryOptions | undefined,
): pg.QueryConfig {
  return options?.name
    ? { name: options.name, text, values: params as unknown[] }
    : { text, values: params as unknown[] };
}

/**
 * Every session's bounds (docs/decisions/023): no statement waits on another transaction's lock
 * for more than LOCK_TIMEOUT (the caller gets an error it can answer as "retry", never a request
 * that hangs on one player's rows), no statement runs longer than STATEMENT_TIMEOUT, a
 * transaction left open by a stalled client is ended, and a statement whose client is gone (a
 * killed process) is cancelled by the server instead of waiting on.
 */
export const SESSION_SETTINGS = {
  lock_timeout: '2s',
  statement_timeout: '30s',
  idle_in_transaction_session_timeout: '60s',
  client_connection_check_interval: '2s',
} as const;

function connectionOptions(schema: string | undefined): string {
  const settings: Record<string, string> = { ...SESSION_SETTINGS };
  if (schema) settings.search_path = schema;
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/** A query function over a pool, answering the repositories' result shape. */
function queryOf(pool: pg.Pool): Queryable['query'] {
  return async <Row>(text: string, params: readonly unknown[] = [], options?: QueryOptions) => {
    const res = await pool.query(statement(text, params, options));
    return { rows: res.rows as Row[], rowCount: res.rowCount ?? 0 };
  };
}

function newPool(config: pg.PoolConfig, max: number): pg.Pool {
  const pool = new pg.Pool({ ...config, max });
  // An idle connection the server ends (a restart, a timeout) is dropped from the pool and the
  // next query opens another; unhandled, the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Statements and transactions on a pool's connections. */
function connectionOn(pool: pg.Pool): Connection {
  return {
    query: queryOf(pool),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Queryable = {
        async query<Row>(text: string, params: readonly unknown[] = [], options?: QueryOptions) {
          const res = await client.query(statement(text, params, options));
          return { rows: res.rows as Row[], rowCount: res.rowCount ?? 0 };
        },
        async exec(sql: string) {
          await client.query(sql);
        },
      };
      // A connection whose rollback fails (the server ended the session: a timeout, a restart)
      // is dropped instead of going back to the pool.
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => (broken = true));
        throw err;
      } finally {
        client.release(broken);
      }
    },
  };
}

/** A pool on a real PostgreSQL server. With a schema, every connection works inside it. */
export async function createPostgresDb(url: string, schema?: string): Promise<Db> {
  const poolConfig = {
    connectionString: url,
    types: typeParsers as pg.CustomTypesConfig,
    options: connectionOptions(schema),
    // Names our sessions in pg_stat_activity for operators (and the availability tests).
    application_name: 'casino',
  };
  const pool = newPool(poolConfig, 10);
  // One single-connection pool per dedicated() caller (each wallet lane).
  const dedicatedPools: pg.Pool[] = [];
  if (schema) {
    const client = await pool.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      client.release();
    }
  }
  return {
    kind: 'postgres',
    ...connectionOn(pool),
    dedicated() {
      const own = newPool(poolConfig, 1);
      dedicatedPools.push(own);
      return connectionOn(own);
    },
    openSession: () => openPostgresSession(poolConfig),
    async close() {
      await Promise.all([pool, ...dedicatedPools].map((p) => p.end()));
    },
  };
}
