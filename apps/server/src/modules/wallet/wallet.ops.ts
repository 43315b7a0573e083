import { centsToUsd } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { checkMoneyPath, describeFailure, type LedgerReport } from './ledger-check.js';
import { latestLedgerChecks } from './ledger-check.repository.js';
import { walletOf, type LedgerCheck } from './wallet.service.js';

export const WALLET_USAGE = `ledger commands:
  ledger:check                                    prove the ledger's invariants and every figure the money path
                                                  writes against its history (exit code 1 if violated)
  ledger:checks [limit]                           the hourly job's latest recorded checks
  ledger:balances <player id>                     a player's cash and bonus balances`;

/** The balances' invariants as readable lines. */
export function describeLedgerCheck(check: LedgerCheck): string[] {
  const lines = [
    `accounts: ${check.accounts}, transfers: ${check.transfers}`,
    `sum of all balances: ${check.totalBalanceCents} cents (must be 0) ${check.totalBalanceCents === 0 ? 'OK' : 'VIOLATED'}`,
    `balances equal to credits - debits: ${check.mismatched.length === 0 ? 'OK' : `VIOLATED on ${check.mismatched.length} account(s)`}`,
    `player balances below zero: ${check.negativePlayerAccounts} ${check.negativePlayerAccounts === 0 ? 'OK' : 'VIOLATED'}`,
  ];
  for (const m of check.mismatched) {
    const owner = m.owner_type === 'player' ? `player ${String(m.user_id)} ${m.kind}` : `house ${m.kind}`;
    lines.push(`  account ${m.id} (${owner}): balance ${m.balance}, transfers say ${m.computed}`);
  }
  return lines;
}

/** The whole ledger check as readable lines: the balances, then each figure check with its failing rows. */
export function describeLedgerReport(report: LedgerReport): string[] {
  const lines = describeLedgerCheck(report.balances);
  for (const check of report.checks) {
    lines.push(`${check.title}: ${check.total === 0 ? 'OK' : `VIOLATED on ${check.total} row(s)`}`);
    for (const f of check.failures) lines.push(`  ${describeFailure(f)}`);
    if (check.total > check.failures.length)
      lines.push(`  ... and ${check.total - check.failures.length} more`);
  }
  lines.push(report.ok ? 'ledger OK' : 'LEDGER VIOLATED');
  return lines;
}

/**
 * `npm run ops -- ledger:...` (and `npm run ledger:check`). Answers false for other commands.
 * ledger:check sets process.exitCode to 1 on a violation.
 */
export async function runWalletCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('ledger:')) return false;
  const wallet = walletOf(deps);
  switch (command) {
    case 'ledger:check': {
      const report = await checkMoneyPath(deps);
      for (const line of describeLedgerReport(report)) print(line);
      for (const h of await wallet.houseBalances())
        print(`  house ${h.name}: ${centsToUsd(h.balanceCents).toFixed(2)} USD`);
      if (!report.ok) process.exitCode = 1;
      return true;
    }
    case 'ledger:checks': {
      const limit = rest[0] ?? '24';
      if (!/^[1-9][0-9]{0,3}$/.test(limit))
        throw new Error(`ledger:checks takes a limit of 1 to 9999\n${WALLET_USAGE}`);
      const runs = await latestLedgerChecks(deps.db, Number(limit));
      if (runs.length === 0) print('no recorded checks (the job wallet:ledger-check runs hourly)');
      for (const run of runs) {
        const failed = run.failures.map((f) => `${f.name} (${f.total})`).join(', ');
        print(`${run.period}  ${run.ok ? 'OK' : `VIOLATED: ${failed}`}  ${run.duration_ms} ms`);
      }
      return true;
    }
    case 'ledger:balances': {
      const id = rest[0];
      if (!id || !/^\d{1,15}$/.test(id))
        throw new Error(`ledger:balances needs <player id>\n${WALLET_USAGE}`);
      const b = await wallet.getBalances(Number(id));
      print(
        `player ${id}: cash ${centsToUsd(b.cashCents).toFixed(2)} USD, bonus ${centsToUsd(b.bonusCents).toFixed(2)} USD`,
      );
      return true;
    }
    default:
      throw new Error(`unknown command ${command}\n${WALLET_USAGE}`);
  }
}
