import type {
  ActivityRow,
  HistoryAction,
  HistoryRow,
  HistoryStatus,
  TransactionsResponse,
} from '@casino/contract';
import { centsToUsd } from '@casino/contract';
import type { Deps } from '../../platform/deps.js';
import { listPlayerSessions } from '../accounts/sessions.service.js';
import { listDepositsForHistory } from '../payments/payments.service.js';
import { walletOf } from '../wallet/wallet.service.js';
import { withdrawalsOf } from '../withdrawals/withdrawals.service.js';

/** Rows the history shows at most (newest first); older ones stay in the ledger. */
export const HISTORY_LIMIT = 200;

// Deposits and withdrawals come from their own requests (with provider, token and a status);
// the ledger adds every other movement of the player's money.
const LEDGER_ACTIONS: Partial<Record<string, HistoryAction>> = {
  bet: 'bet',
  win: 'win',
  win_reversal: 'win',
  bet_rollback: 'bet',
  bonus_grant: 'bonus',
  bonus_convert: 'bonus',
  bonus_cancel: 'bonus',
  cashback: 'cashback',
  tournament_prize: 'prize',
  adjustment: 'adjustment',
};

interface Dated {
  at: number;
  row: HistoryRow;
}

/** The player's money history (deposits, withdrawals, other ledger movements), totals and account activity. */
export async function playerHistory(deps: Deps, userId: number): Promise<TransactionsResponse> {
  const [deposits, withdrawals, transfers, sessions] = await Promise.all([
    listDepositsForHistory(deps, userId, HISTORY_LIMIT),
    withdrawalsOf(deps).listOf(userId),
    walletOf(deps).playerTransfers(userId, HISTORY_LIMIT),
    listPlayerSessions(deps, userId),
  ]);
  const rows: Dated[] = [];
  let depositCents = 0;
  let withdrawalCents = 0;

  for (const d of deposits) {
    const status: HistoryStatus = d.status === 'credited' ? 'completed' : d.status;
    if (d.status === 'credited') depositCents += d.creditedCents ?? 0;
    const cents = d.status === 'credited' ? (d.creditedCents ?? 0) : d.usdAmountCents;
    rows.push({
      at: d.createdAt.getTime(),
      row: {
        id: `deposit-${d.id}`,
        created_at: d.createdAt.toISOString(),
        amount: centsToUsd(cents),
        provider: d.provider,
        token_type: d.tokenType,
        action: 'deposit',
        status,
        ...(d.txId ? { tx_id: d.txId } : {}),
      },
    });
  }
  for (const w of withdrawals) {
    if (w.status !== 'rejected') withdrawalCents += w.amount_cents;
    const created = new Date(w.created_at);
    rows.push({
      at: created.getTime(),
      row: {
        id: `withdrawal-${w.id}`,
        created_at: created.toISOString(),
        amount: -centsToUsd(w.amount_cents),
        provider: w.provider,
        token_type: w.token_type,
        action: 'withdrawal',
        status: w.status,
      },
    });
  }
  const seen = new Set<number>();
  for (const t of transfers) {
    const action = LEDGER_ACTIONS[t.kind];
    // A move between the player's own accounts (bonus converted to cash) shows once, as the cash credit.
    if (!action || seen.has(t.id) || (t.kind === 'bonus_convert' && t.accountKind !== 'cash')) continue;
    seen.add(t.id);
    const provider = typeof t.reference.provider === 'string' ? t.reference.provider : '';
    const tokenType = typeof t.reference.token_type === 'string' ? t.reference.token_type : '';
    rows.push({
      at: t.createdAt.getTime(),
      row: {
        id: `transfer-${t.id}`,
        created_at: t.createdAt.toISOString(),
        amount: centsToUsd(t.signedAmountCents),
        provider,
        token_type: tokenType,
        action,
        status: 'completed',
      },
    });
  }

  rows.sort((a, b) => b.at - a.at || b.row.id.localeCompare(a.row.id));
  const activity: ActivityRow[] = sessions.map((s) => ({
    created_at: new Date(s.created_at).toISOString(),
    ip: s.ip,
    device: s.device,
    source: s.source,
  }));
  return {
    results: rows.slice(0, HISTORY_LIMIT).map((r) => r.row),
    totals: {
      deposits: centsToUsd(depositCents),
      withdrawals: centsToUsd(withdrawalCents),
      total: centsToUsd(depositCents - withdrawalCents),
    },
    activity,
  };
}
