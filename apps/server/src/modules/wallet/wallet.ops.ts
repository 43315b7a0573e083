import { centsToUsd } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { walletOf, type LedgerCheck } from './wallet.service.js';

export const WALLET_USAGE = `ledger commands:
  ledger:check                                    prove the ledger's invariants (exit code 1 if violated)
  ledger:balances <player id>                     a player's cash and bonus balances`;

/** The ledger check as readable lines. */
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
  lines.push(check.ok ? 'ledger OK' : 'LEDGER VIOLATED');
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
      const check = await wallet.checkLedger();
      for (const line of describeLedgerCheck(check)) print(line);
      for (const h of await wallet.houseBalances())
        print(`  house ${h.name}: ${centsToUsd(h.balanceCents).toFixed(2)} USD`);
      if (!check.ok) process.exitCode = 1;
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
