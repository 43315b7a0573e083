import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteSession } from './sessions.js';
import type { Connection, Db, Queryable, QueryResult } from './types.js';

// BIGINT cents fit a JS number (2^53 cents is far beyond any balance); NUMERIC stays a string
// so token amounts never lose digits. The same parsers are set for node-postgres.
const parsers = { [types.INT8]: (v: string) => Number(v) };

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const res = await q.query<Row>(text, params as unknown[]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
  };
}

/** An embedded PostgreSQL: on disk in dataDir, or in memory when dataDir is undefined. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  // pg_trgm indexes the catalogue's name search (migration 006).
  const extensions = { pg_trgm };
  const pg = await PGlite.create(dataDir ? { dataDir, parsers, extensions } : { parsers, extensions });
  const base: Connection = { ...wrap(pg), transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))) };
  return {
    kind: 'pglite',
    ...base,
    dedicated: () => base,
    openSession: async () => pgliteSession(pg, base),
    close: () => pg.close(),
  };
}
