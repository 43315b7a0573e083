import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import type { JobLog, JobPeriod } from '../../platform/jobs/jobs.js';
import { BONUSES_CHECKS } from '../bonuses/bonuses.checks.js';
import { GAMES_CHECKS } from '../games/games.checks.js';
import { LOYALTY_CHECKS } from '../loyalty/loyalty.checks.js';
import { PAYMENTS_CHECKS } from '../payments/payments.checks.js';
import { SPORTS_BETS_CHECKS } from '../sportsbook/bets/bets.checks.js';
import { TOURNAMENTS_CHECKS } from '../tournaments/tournaments.checks.js';
import { WITHDRAWALS_CHECKS } from '../withdrawals/withdrawals.checks.js';
import type { FigureCheck, FigureFailure, FigureOutcome } from './figure-checks.js';
import * as repo from './ledger-check.repository.js';
import { walletOf, type LedgerCheck } from './wallet.service.js';

/** Failing rows reported per check (the count of all of them is always given). */
export const FAILURES_PER_CHECK = 20;

/**
 * The check reads whole tables; the sessions' bound on a statement (meant for requests) would cut
 * it short on a large ledger, so its own transaction allows this long.
 */
const STATEMENT_TIMEOUT = '15min';

/** Every module's figures, in the order the report lists them (docs/decisions/025). */
const FIGURE_CHECKS: readonly FigureCheck[] = [
  ...GAMES_CHECKS,
  ...LOYALTY_CHECKS,
  ...BONUSES_CHECKS,
  ...TOURNAMENTS_CHECKS,
  ...PAYMENTS_CHECKS,
  ...WITHDRAWALS_CHECKS,
  ...SPORTS_BETS_CHECKS,
];

/** One check's result: its name, what it proves, and the rows that break it. */
export interface CheckResult extends FigureOutcome {
  name: string;
  title: string;
}

/** The whole ledger check: the balances, then every figure the money path writes. */
export interface LedgerReport {
  ok: boolean;
  balances: LedgerCheck;
  checks: CheckResult[];
}

/**
 * Proves every figure the money path writes, in one read-only snapshot (so play going on meanwhile
 * cannot make a round disagree with transfers committed a moment later): the balances against the
 * transfers, then each module's figures against the history they come from.
 */
export async function checkMoneyPath(
  deps: { db: Db; clock: Clock },
  cap: number = FAILURES_PER_CHECK,
): Promise<LedgerReport> {
  return deps.db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await tx.query(`SET LOCAL statement_timeout = '${STATEMENT_TIMEOUT}'`);
    const balances = await walletOf(deps).checkLedger(tx);
    const checks: CheckResult[] = [];
    for (const check of FIGURE_CHECKS)
      checks.push({ name: check.name, title: check.title, ...(await check.run(tx, cap)) });
    return { ok: balances.ok && checks.every((c) => c.total === 0), balances, checks };
  });
}

/** The balances' invariants as a check result, so a record lists them like the others. */
export function balancesResult(balances: LedgerCheck, cap: number = FAILURES_PER_CHECK): CheckResult {
  const failures: FigureFailure[] = [];
  if (balances.totalBalanceCents !== 0)
    failures.push({
      subject: 'all accounts',
      field: 'sum of balances',
      expected: '0',
      found: String(balances.totalBalanceCents),
    });
  if (balances.negativePlayerAccounts !== 0)
    failures.push({
      subject: 'player accounts',
      field: 'below zero',
      expected: '0',
      found: String(balances.negativePlayerAccounts),
    });
  for (const m of balances.mismatched)
    failures.push({
      subject: `account ${m.id} (${m.owner_type === 'player' ? `player ${String(m.user_id)} ${m.kind}` : `house ${m.kind}`})`,
      field: 'balance',
      expected: String(m.computed),
      found: String(m.balance),
    });
  return {
    name: 'balances',
    title: 'each balance equals its transfers, all sum to zero, no player below zero',
    total: failures.length,
    failures: failures.slice(0, cap),
  };
}

/** The checks that failed, balances first, as the record keeps them. */
export function failedChecks(report: LedgerReport): CheckResult[] {
  return [balancesResult(report.balances), ...report.checks].filter((c) => c.total > 0);
}

/** A failure as one line of the operator's report. */
export function describeFailure(f: FigureFailure): string {
  return `${f.subject}: ${f.field} should be ${f.expected}, is ${f.found}`;
}

/**
 * The hourly job's work: runs the whole check, records the period's result (ok, and the failed
 * checks with their rows) and logs a failure at error level. Safe to run again for a period: the
 * check only reads, and the record keeps the latest result. Answers the job's one-line summary.
 */
export async function runLedgerCheckJob(
  deps: { db: Db; clock: Clock; log: JobLog },
  period: JobPeriod,
): Promise<string> {
  const started = Date.now();
  const report = await checkMoneyPath(deps);
  const failed = failedChecks(report);
  await repo.recordLedgerCheck(deps.db, {
    period: period.key,
    checkedAt: deps.clock.now(),
    ok: report.ok,
    failures: failed,
    durationMs: Date.now() - started,
  });
  const summary = `${report.checks.length + 1} checks over ${report.balances.transfers} transfers`;
  if (report.ok) return `ledger OK: ${summary}`;
  const names = failed.map((c) => `${c.name} (${c.total})`).join(', ');
  deps.log.error({ period: period.key, failures: failed }, `ledger check failed: ${names}`);
  return `LEDGER VIOLATED: ${names}; ${summary}`;
}
