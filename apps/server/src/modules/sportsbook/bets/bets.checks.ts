import type { FigureCheck } from '../../wallet/figure-checks.js';
import { betsAgainstTransfers } from './bets-checks.repository.js';

/** The sports bets' figures, proved by the ledger check. */
export const SPORTS_BETS_CHECKS: readonly FigureCheck[] = [
  {
    name: 'sports-bets',
    title: "each sports bet's stake, refund and paid return equal its transfers",
    run: betsAgainstTransfers,
  },
];
