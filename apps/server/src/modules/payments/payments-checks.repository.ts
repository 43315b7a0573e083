import type { Queryable } from '../../platform/db/types.js';
import { outcomeOf, type FailureRow, type FigureOutcome } from '../wallet/figure-checks.js';
import {
  cappedFailures,
  rowsNamingMissingTransfers,
  transfersNamingMissing,
} from '../wallet/figure-checks.repository.js';

/**
 * Deposits and the ledger name each other without foreign keys (a credit's row is written before
 * its transfer; transfers keep their causes in a JSON reference): every id named must exist (the
 * ledger check, docs/decisions/025).
 */
export async function missingDepositReferences(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    cappedFailures(`${rowsNamingMissingTransfers('deposit_credits', 'transfer_id', `'deposit credit ' || r.id`)}
      UNION ALL ${rowsNamingMissingTransfers(
        'deposit_applications',
        'credited_transfer_id',
        `'deposit application ' || r.id`,
      )}
      UNION ALL ${transfersNamingMissing('deposit_credit_id', 'deposit_credits', 'deposit credit')}`),
    [cap],
  );
  return outcomeOf(rows);
}
