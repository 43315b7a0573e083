import type { FigureCheck } from '../wallet/figure-checks.js';
import { callsAgainstTransfers, roundsAgainstTransfers } from './games-checks.repository.js';

/** What the seamless wallet writes, proved by the ledger check against the transfers. */
export const GAMES_CHECKS: readonly FigureCheck[] = [
  {
    name: 'rounds',
    title: "each round's stake, bonus stake, win and refunds equal its transfers",
    run: roundsAgainstTransfers,
  },
  {
    name: 'wallet-calls',
    title: 'each recorded 200 answer has its transfers, and each wallet call transfer its answer',
    run: callsAgainstTransfers,
  },
];
