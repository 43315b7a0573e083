import type { StudioDb } from './db.js';
import { studioMigrations } from './migrations/index.js';

/** The studio's own advisory lock key, distinct from the casino's migration lock. */
const MIGRATION_LOCK = 7261077;

/**
 * Applies the studio's pending migrations, recorded in its own `studio_migrations` table so it
 * never interferes with the casino's. The advisory lock lets several processes start at once.
 */
export async function migrateStudio(db: StudioDb): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS studio_migrations (
    id TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM studio_migrations')).rows.map((r) => r.id),
    );
    for (const m of studioMigrations) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO studio_migrations (id) VALUES ($1)', [m.id]);
    }
  });
}
