import { createHash } from 'node:crypto';
import { readModuleSql } from './module-sql.js';
import type { Queryable } from './types.js';

/**
 * The database's functions and the types they use, one SQL file per owning module
 * (docs/decisions/022), in the order they are applied: a file comes after the files whose
 * functions it calls. Each is applied after the numbered migrations whenever its text changes,
 * so a function's current text lives in its file only.
 */
export const REPEATABLE_FILES: readonly string[] = [
  'catalogue/sql/catalogue-version.sql',
  'wallet/sql/ledger.sql',
  'loyalty/sql/loyalty.sql',
  'tournaments/sql/scoring.sql',
  'bonuses/sql/wagering.sql',
  'limits/sql/limits.sql',
  'games/sql/fast-calls.sql',
  'audit/sql/audit.sql',
];

export interface Repeatable {
  /** The file's path under src/modules, as recorded in schema_repeatables. */
  name: string;
  sql: string;
}

/** Every repeatable file with its current text, in applying order. */
export function moduleRepeatables(): Repeatable[] {
  return REPEATABLE_FILES.map((name) => ({ name, sql: readModuleSql(name) }));
}

/** The checksum schema_repeatables records for a file's text. */
export function repeatableChecksum(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/**
 * Applies, in order, each repeatable whose text differs from the one last applied, and records
 * its checksum. Runs inside the migrations' locked transaction, after the numbered migrations.
 * Answers the names applied.
 */
export async function applyRepeatables(tx: Queryable, repeatables: readonly Repeatable[]): Promise<string[]> {
  await tx.query(`CREATE TABLE IF NOT EXISTS schema_repeatables (
    name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  const recorded = new Map(
    (
      await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_repeatables')
    ).rows.map((r) => [r.name, r.checksum]),
  );
  const applied: string[] = [];
  for (const r of repeatables) {
    const checksum = repeatableChecksum(r.sql);
    if (recorded.get(r.name) === checksum) continue;
    await tx.exec(r.sql);
    await tx.query(
      `INSERT INTO schema_repeatables (name, checksum, applied_at) VALUES ($1, $2, now())
       ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = EXCLUDED.applied_at`,
      [r.name, checksum],
    );
    applied.push(r.name);
  }
  return applied;
}
