import type { BaccaratView } from '@casino/game-math';
import type { Card } from '../cards';

/** The baccarat wire shapes, as packages/game-math publishes them. */
export type { BaccaratSpot, BaccaratView, BaccaratWinner } from '@casino/game-math';

/** One coup as the road remembers it. */
export interface Coup {
  w: 'P' | 'B' | 'T';
  pp: boolean;
  bp: boolean;
}

/** Baccarat value of a card: ace 1, two to nine at face value, tens and faces 0. */
export function cardPoints(card: Card): number {
  if (card.rank === 'A') return 1;
  const n = Number(card.rank);
  return Number.isInteger(n) && n < 10 ? n : 0;
}

/** A hand's total: the last digit of its points. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;
}

/** The road's record of a view. */
export function coupOf(view: BaccaratView): Coup {
  return {
    w: view.winner === 'player' ? 'P' : view.winner === 'banker' ? 'B' : 'T',
    pp: view.player_pair,
    bp: view.banker_pair,
  };
}

/**
 * The bead plate: coups in play order filling columns of `rows` top to bottom, left to right,
 * keeping only the last `columns` columns. Answers [column][row] (null where empty).
 */
export function beadPlate(coups: readonly Coup[], rows: number, columns: number): Array<Array<Coup | null>> {
  const used = Math.ceil(coups.length / rows);
  const skip = Math.max(0, used - columns) * rows;
  const shown = coups.slice(skip);
  return Array.from({ length: columns }, (_, c) =>
    Array.from({ length: rows }, (_, r) => shown[c * rows + r] ?? null),
  );
}
