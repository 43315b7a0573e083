import { centsToUsd } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { walletOf } from '../wallet/wallet.service.js';
import { OperatorError, withdrawalsOf, type WithdrawalRow } from './withdrawals.service.js';

export const WITHDRAWALS_USAGE = `withdrawal commands:
  withdrawal:list [pending|paid|rejected|all]     the latest withdrawals (pending by default)
  withdrawal:pay <id> <chain tx id>               mark paid; the held money goes to the gateway
  withdrawal:reject <id> <reason ...>             reject; the held money returns to the player`;

const STATUSES = ['pending', 'paid', 'rejected'] as const;

function describe(w: WithdrawalRow & { email?: string }): string {
  const parts = [
    `#${w.id}`,
    w.status.padEnd(8),
    `${centsToUsd(w.amount_cents).toFixed(2)} USD`.padStart(14),
    `${w.provider}/${w.token_type}`,
    `to ${w.address}`,
    w.email ? `player ${w.user_id} <${w.email}>` : `player ${w.user_id}`,
    `requested ${new Date(w.created_at).toISOString()}`,
  ];
  if (w.tx_id) parts.push(`tx ${w.tx_id}`);
  if (w.reason) parts.push(`reason: ${w.reason}`);
  return parts.join('  ');
}

function parseId(text: string | undefined): number {
  if (!text || !/^\d{1,15}$/.test(text))
    throw new OperatorError(`expected a withdrawal id, got "${text ?? ''}"\n${WITHDRAWALS_USAGE}`);
  return Number(text);
}

/**
 * The operator's withdrawal commands (`npm run ops -- withdrawal:...`). Answers false when args[0]
 * is not one of them. Each settles through the ledger and prints the ledger check afterwards.
 */
export async function runWithdrawalsCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('withdrawal:')) return false;
  const service = withdrawalsOf(deps);
  const afterwards = async () => {
    const check = await walletOf(deps).checkLedger();
    print(`ledger check: ${check.ok ? 'OK' : 'VIOLATED (run ledger:check)'}`);
    if (!check.ok) throw new OperatorError('the ledger check failed after this command');
  };
  switch (command) {
    case 'withdrawal:list': {
      const wanted = rest[0] ?? 'pending';
      if (wanted !== 'all' && !(STATUSES as readonly string[]).includes(wanted)) {
        throw new OperatorError(`unknown status "${wanted}"\n${WITHDRAWALS_USAGE}`);
      }
      const rows = await service.listForOperator(
        wanted === 'all' ? undefined : (wanted as (typeof STATUSES)[number]),
      );
      if (rows.length === 0) print(`no ${wanted === 'all' ? '' : `${wanted} `}withdrawals`);
      for (const row of rows) print(describe(row));
      return true;
    }
    case 'withdrawal:pay': {
      const id = parseId(rest[0]);
      const txId = rest[1];
      if (!txId) throw new OperatorError(`withdrawal:pay needs <id> <chain tx id>\n${WITHDRAWALS_USAGE}`);
      const { withdrawal, changed } = await service.pay(id, txId);
      print(`${changed ? 'paid' : 'already paid, nothing changed'}: ${describe(withdrawal)}`);
      await afterwards();
      return true;
    }
    case 'withdrawal:reject': {
      const id = parseId(rest[0]);
      const reason = rest.slice(1).join(' ');
      if (!reason.trim())
        throw new OperatorError(`withdrawal:reject needs <id> <reason>\n${WITHDRAWALS_USAGE}`);
      const { withdrawal, changed } = await service.reject(id, reason);
      print(
        `${changed ? 'rejected, funds returned' : 'already rejected, nothing changed'}: ${describe(withdrawal)}`,
      );
      await afterwards();
      return true;
    }
    default:
      throw new OperatorError(`unknown command ${command}\n${WITHDRAWALS_USAGE}`);
  }
}
