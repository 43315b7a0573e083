import pg from 'pg';
import type { StudioDb, StudioQueryable } from './db.js';

// BIGINT cents fit a JS number; the same parsers as the casino's own pool.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * A pool on a real PostgreSQL server, for the studio running as its own process. A schema (which
 * must exist) keeps parallel test runs apart.
 */
export function createPostgresDb(url: string, schema?: string): StudioDb & { close(): Promise<void> } {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error('a schema name is [a-z_][a-z0-9_]*');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: typeParsers as pg.CustomTypesConfig,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const on = (client: pg.Pool | pg.PoolClient): StudioQueryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const res = await client.query(text, params as unknown[]);
      return { rows: res.rows as Row[], rowCount: res.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const base = on(pool);
  return {
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
