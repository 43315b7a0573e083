import { centsToUsd, type Withdrawal } from '@casino/contract';
import type { WithdrawalRow } from './withdrawals.repository.js';

/** What a player sees of a withdrawal: no ledger ids, no request key. */
export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: centsToUsd(row.amount_cents),
    provider: row.provider,
    token_type: row.token_type,
    address: row.address,
    status: row.status,
    tx_id: row.tx_id,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    processed_at: row.processed_at ? new Date(row.processed_at).toISOString() : null,
  };
}
