import type { GameModule } from '../game.js';
import { blackjack } from './blackjack.js';
import { baccarat } from './baccarat.js';
import { europeanRoulette } from './roulette.js';

/** The table games of the studio, in lobby order. */
export const TABLE_GAMES: GameModule[] = [europeanRoulette, blackjack, baccarat];
