import type { FigureCheck } from '../wallet/figure-checks.js';
import { monthsAgainstBets } from './loyalty-checks.repository.js';
import { STATUS_CONTRIBUTIONS } from './programme.js';

/** The status programme's months, proved by the ledger check against the bets (weighted as the listener does). */
export const LOYALTY_CHECKS: readonly FigureCheck[] = [
  {
    name: 'loyalty-months',
    title: "each loyalty month's weighted stake equals its bets less their rollbacks",
    run: (db, cap) => monthsAgainstBets(db, cap, STATUS_CONTRIBUTIONS),
  },
];
