import type { FigureCheck } from '../wallet/figure-checks.js';
import { missingTournamentReferences, scoresAgainstRounds } from './tournaments-checks.repository.js';

/** The events' scores and prize references, proved by the ledger check. */
export const TOURNAMENTS_CHECKS: readonly FigureCheck[] = [
  {
    name: 'tournament-scores',
    title: 'each tournament score equals the closed rounds it counts',
    run: scoresAgainstRounds,
  },
  {
    name: 'tournament-references',
    title: 'every payout names its transfer, and every event a transfer names exists',
    run: missingTournamentReferences,
  },
];
