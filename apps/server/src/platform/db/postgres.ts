import pg from 'pg';
import { openPostgresSession } from './sessions.js';
import type { Db, Queryable, QueryOptions, QueryResult } from './types.js';

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

/** A pool on a real PostgreSQL server. With a schema, every connection works inside it. */
export async function createPostgresDb(url: string, schema?: string): Promise<Db> {
  const connection = {
    connectionString: url,
    types: typeParsers as pg.CustomTypesConfig,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: 10 });
  if (schema) {
    const client = await pool.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      client.release();
    }
  }
  const query = async <Row>(
    text: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>> => {
    const res = await pool.query(statement(text, params, options));
    return { rows: res.rows as Row[], rowCount: res.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query,
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
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    openSession: () => openPostgresSession(connection),
    close: () => pool.end(),
  };
}
