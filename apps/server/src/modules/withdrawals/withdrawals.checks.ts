import type { FigureCheck } from '../wallet/figure-checks.js';
import { transfersNamingMissingWithdrawals } from './withdrawals-checks.repository.js';

/** The withdrawals the ledger's transfers name: proved by the ledger check. */
export const WITHDRAWALS_CHECKS: readonly FigureCheck[] = [
  {
    name: 'withdrawal-references',
    title: 'every withdrawal a transfer names exists',
    run: transfersNamingMissingWithdrawals,
  },
];
