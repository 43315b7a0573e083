import type { Queryable } from '../../platform/db/types.js';
import { outcomeOf, type FailureRow, type FigureOutcome } from '../wallet/figure-checks.js';
import { cappedFailures, transfersNamingMissing } from '../wallet/figure-checks.repository.js';

/**
 * Transfers naming a withdrawal (its hold, release or payout) name one that exists; the
 * withdrawal's own transfer ids have foreign keys (the ledger check, docs/decisions/025).
 */
export async function transfersNamingMissingWithdrawals(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    cappedFailures(transfersNamingMissing('withdrawal_id', 'withdrawals', 'withdrawal')),
    [cap],
  );
  return outcomeOf(rows);
}
