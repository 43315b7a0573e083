import type { Queryable } from '../../platform/db/types.js';

/** A run of the ledger check as the hourly job records it (migration 023). */
export interface LedgerCheckRecord {
  period: string;
  checkedAt: Date;
  ok: boolean;
  /** The failed checks with their capped rows and totals. */
  failures: unknown[];
  durationMs: number;
}

/** Records the period's result; a period run again (after a failed attempt) keeps the latest. */
export async function recordLedgerCheck(db: Queryable, r: LedgerCheckRecord): Promise<void> {
  await db.query(
    `INSERT INTO ledger_checks (period, checked_at, ok, failures, duration_ms) VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (period) DO UPDATE
       SET checked_at = EXCLUDED.checked_at, ok = EXCLUDED.ok, failures = EXCLUDED.failures,
           duration_ms = EXCLUDED.duration_ms`,
    [r.period, r.checkedAt, r.ok, JSON.stringify(r.failures), r.durationMs],
  );
}

export interface LedgerCheckRow {
  period: string;
  checked_at: Date;
  ok: boolean;
  failures: Array<{ name: string; title: string; total: number }>;
  duration_ms: number;
}

/** The latest recorded runs, newest first. */
export async function latestLedgerChecks(db: Queryable, limit: number): Promise<LedgerCheckRow[]> {
  const { rows } = await db.query<LedgerCheckRow>(
    'SELECT period, checked_at, ok, failures, duration_ms FROM ledger_checks ORDER BY period DESC LIMIT $1',
    [limit],
  );
  return rows;
}
