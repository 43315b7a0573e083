import { migrations } from './migrations/index.js';
import type { Db } from './types.js';

/**
 * Applies pending migrations in order, each in its own transaction. An advisory lock makes
 * concurrent starts of several server processes safe: one migrates, the others wait.
 */
export async function migrate(db: Db): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7261001)');
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
    );
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
    }
  });
}
