import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { StudioDb, StudioQueryable } from './db.js';
import { lockDataDir } from './data-dir-lock.js';

type ClosableDb = StudioDb & { close(): Promise<void> };

// BIGINT cents fit a JS number, as with the pool's parsers (postgres.ts).
const parsers = { [types.INT8]: (v: string) => Number(v) };

function wrap(q: Pick<PGlite, 'query' | 'exec'>): StudioQueryable {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const res = await q.query<Row>(text, params as unknown[]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** An embedded PostgreSQL (PGlite): on disk in dataDir, or in memory when dataDir is undefined. */
export async function createPgliteDb(dataDir?: string): Promise<ClosableDb> {
  const lite = await PGlite.create(dataDir ? { dataDir, parsers } : { parsers });
  const base = wrap(lite);
  return {
    query: base.query,
    exec: base.exec,
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    close: () => lite.close(),
  };
}

/**
 * The standalone studio's own embedded database, kept in dataDir (STUDIO_DATA_DIR) when no
 * STUDIO_DATABASE_URL is set. Only one process may open it, so the folder is locked until close.
 */
export async function openEmbeddedDb(dataDir: string): Promise<ClosableDb> {
  const dir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const release = lockDataDir(path.join(dataDir, 'pgdata.lock'));
  try {
    const db = await createPgliteDb(dir);
    return {
      ...db,
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
