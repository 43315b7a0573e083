import type { FigureCheck } from '../wallet/figure-checks.js';
import { missingDepositReferences } from './payments-checks.repository.js';

/** Deposits and their transfers name each other: proved by the ledger check. */
export const PAYMENTS_CHECKS: readonly FigureCheck[] = [
  {
    name: 'deposit-references',
    title: 'every transfer a deposit names exists, and every deposit a transfer names',
    run: missingDepositReferences,
  },
];
