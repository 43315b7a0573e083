import type { GameModule } from '../game.js';
import { blackjack } from './blackjack.js';
import { baccarat } from './baccarat.js';
import { europeanRoulette } from './roulette.js';

// The views the tables send, for clients (type-only, so a client bundle stays free of the maths).
export type { Card, Rank, Suit } from './cards.js';
export type { RouletteColor, RouletteView } from './roulette.js';
export type { BaccaratSpot, BaccaratView, BaccaratWinner } from './baccarat.js';
export type { BlackjackAction, BlackjackView, HandStatus } from './blackjack.js';

/** The table games of the studio, in lobby order. */
export const TABLE_GAMES: GameModule[] = [europeanRoulette, blackjack, baccarat];
