import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrate } from './migrate.js';
import { createPgliteDb } from './pglite.js';
import { createPostgresDb } from './postgres.js';
import type { Db } from './types.js';

/** Opens the configured database (a server by DATABASE_URL, else PGlite in DATA_DIR) and migrates it. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = await createPostgresDb(config.databaseUrl, config.databaseSchema);
  } else {
    const dir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    const release = lockDataDir(path.join(config.dataDir, 'pgdata.lock'));
    try {
      db = await createPgliteDb(dir);
    } catch (err) {
      release();
      throw err;
    }
    const close = db.close.bind(db);
    db = Object.assign(db, {
      close: async () => {
        await close();
        release();
      },
    });
  }
  await migrate(db);
  return db;
}
