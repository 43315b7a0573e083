export * from './rng.js';
export * from './fair.js';
export * from './game.js';
export { TABLE_GAMES } from './tables/index.js';
export type {
  BaccaratSpot,
  BaccaratView,
  BaccaratWinner,
  BlackjackAction,
  BlackjackView,
  Card,
  HandStatus,
  Rank,
  RouletteColor,
  RouletteView,
  Suit,
} from './tables/index.js';
export * from './slots/index.js';
export * from './math/document.js';
export { MOST_CARDS_IN_A_ROUND } from './tables/blackjack.js';
