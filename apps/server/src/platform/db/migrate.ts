import { migrations } from './migrations/index.js';
import { applyRepeatables, moduleRepeatables, type Repeatable } from './repeatables.js';
import type { Db } from './types.js';

/**
 * Applies pending numbered migrations in order, then every repeatable file (the database's
 * functions, docs/decisions/022) whose text changed, all in one transaction. An advisory lock makes
 * concurrent starts of several server processes safe: one migrates, the others wait.
 * Numbered migrations hold tables and data and never call a function of a repeatable file: they
 * run first, so on a new database they see only what earlier numbered migrations made.
 * Answers what it applied.
 */
export async function migrate(
  db: Db,
  repeatables: readonly Repeatable[] = moduleRepeatables(),
): Promise<{ migrations: string[]; repeatables: string[] }> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  return db.transaction(async (tx) => {
    // A migration may rewrite a large table, and a process starting beside a migrating one waits
    // for it: neither is bounded by the sessions' usual timeouts (platform/db/postgres.ts).
    await tx.exec('SET LOCAL lock_timeout = 0; SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock(7261001)');
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      applied.push(m.id);
    }
    return { migrations: applied, repeatables: await applyRepeatables(tx, repeatables) };
  });
}
