import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import * as repo from './reports-fold.repository.js';

const DAY_MS = 24 * 3600 * 1000;
/** Rows written by transactions that began before a run but committed after it are found by time. */
const LATE_COMMIT_MARGIN_MS = 3600 * 1000;
/** The sweep re-folds one day per run among the last this many days (anything missed is corrected). */
const SWEEP_DAYS = 35;

export const dayOf = (at: Date): repo.Day => at.toISOString().slice(0, 10);
const monthOf = (day: repo.Day): repo.Day => `${day.slice(0, 7)}-01`;

export interface FoldResult {
  days: repo.Day[];
  months: repo.Day[];
}

/**
 * Brings the report tables up to date (docs/decisions/034): recomputes today, yesterday, every day
 * that new or changed rows fell into since the last run, and the day of the last SWEEP_DAYS folded
 * longest ago; then the cohorts of those days' months. Each day is replaced in one transaction,
 * so a run is idempotent and readers never see half a day.
 */
export async function foldReports(deps: { db: Db; clock: Clock }): Promise<FoldResult> {
  const now = deps.clock.now();
  const today = dayOf(now);
  const yesterday = dayOf(new Date(now.getTime() - DAY_MS));
  const marks = await repo.readWatermarks(deps.db);
  const upTo = await repo.currentIds(deps.db);
  const since = new Date(Math.max(0, marks.ranAt - LATE_COMMIT_MARGIN_MS));
  const days = new Set<repo.Day>([
    yesterday,
    today,
    ...(await repo.changedDays(deps.db, marks, upTo, since)),
  ]);
  const swept = await repo.stalestDay(
    deps.db,
    dayOf(new Date(now.getTime() - SWEEP_DAYS * DAY_MS)),
    yesterday,
  );
  if (swept !== undefined) days.add(swept);

  const ordered = [...days].filter((d) => d <= today).sort();
  for (const day of ordered) {
    await deps.db.transaction(async (tx) => {
      await repo.prepareFold(tx);
      const active = await repo.foldRoundsDay(tx, day);
      await repo.foldPaymentsDay(tx, day);
      await repo.foldDayTotals(tx, day, today, now, active);
    });
  }
  const months = [...new Set(ordered.map(monthOf))];
  for (const month of months) await deps.db.transaction((tx) => repo.foldCohortMonth(tx, month));
  await repo.writeWatermarks(deps.db, { ...upTo, ranAt: now.getTime() }, deps.clock.now());
  return { days: ordered, months };
}
