import type { FigureCheck } from '../wallet/figure-checks.js';
import { transfersNamingMissingBonuses, wageringAgainstBets } from './bonuses-checks.repository.js';

/** The bonuses' wagering and the ledger's references to bonuses, proved by the ledger check. */
export const BONUSES_CHECKS: readonly FigureCheck[] = [
  {
    name: 'bonus-wagering',
    title: "each bonus's wagering equals the bets made while it was active, less rollbacks",
    run: wageringAgainstBets,
  },
  {
    name: 'bonus-references',
    title: 'every bonus a transfer names exists',
    run: transfersNamingMissingBonuses,
  },
];
