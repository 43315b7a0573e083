import { cardValue, handTotal, type BlackjackAction } from '../blackjack.js';

/*
 * Basic strategy for our rules (6 decks, dealer stands on soft 17, double any two, double
 * after split, one split, no surrender), the usual total-dependent chart. Used by the RTP
 * simulation only. The dealer's up card is 2..10, or 11 for an ace.
 */

type Move = 'H' | 'S' | 'D' | 'Ds';
const H: Move = 'H';
const S: Move = 'S';
const D: Move = 'D'; // double, else hit
const Ds: Move = 'Ds'; // double, else stand

/** Rows by the player's total, columns by the dealer's up card 2, 3, ..., 10, A. */
const HARD: Record<number, Move[]> = {
  8: [H, H, H, H, H, H, H, H, H, H],
  9: [H, D, D, D, D, H, H, H, H, H],
  10: [D, D, D, D, D, D, D, D, H, H],
  11: [D, D, D, D, D, D, D, D, D, H],
  12: [H, H, S, S, S, H, H, H, H, H],
  13: [S, S, S, S, S, H, H, H, H, H],
  14: [S, S, S, S, S, H, H, H, H, H],
  15: [S, S, S, S, S, H, H, H, H, H],
  16: [S, S, S, S, S, H, H, H, H, H],
  17: [S, S, S, S, S, S, S, S, S, S],
};

const SOFT: Record<number, Move[]> = {
  12: [H, H, H, H, H, H, H, H, H, H],
  13: [H, H, H, D, D, H, H, H, H, H],
  14: [H, H, H, D, D, H, H, H, H, H],
  15: [H, H, D, D, D, H, H, H, H, H],
  16: [H, H, D, D, D, H, H, H, H, H],
  17: [H, D, D, D, D, H, H, H, H, H],
  18: [S, Ds, Ds, Ds, Ds, S, S, H, H, H],
  19: [S, S, S, S, S, S, S, S, S, S],
};

/** Which pairs to split, by the value of one card (1 = aces); others are played as totals. */
const SPLIT: Record<number, boolean[]> = {
  1: [true, true, true, true, true, true, true, true, true, true],
  2: [true, true, true, true, true, true, false, false, false, false],
  3: [true, true, true, true, true, true, false, false, false, false],
  4: [false, false, false, true, true, false, false, false, false, false],
  6: [true, true, true, true, true, false, false, false, false, false],
  7: [true, true, true, true, true, true, false, false, false, false],
  8: [true, true, true, true, true, true, true, true, true, true],
  9: [true, true, true, true, true, false, true, true, false, false],
};

/** The basic-strategy decision for a hand against the dealer's up card. */
export function basicStrategy(cards: readonly number[], up: number, canSplit: boolean): BlackjackAction {
  const upValue = cardValue(up);
  const column = upValue === 1 ? 9 : upValue - 2;
  const [a = 0, b = 0] = cards;
  if (canSplit && SPLIT[cardValue(a)]?.[column] === true && cardValue(a) === cardValue(b)) return 'split';
  const { total, soft } = handTotal(cards);
  const row = soft ? SOFT[Math.min(total, 19)] : HARD[Math.min(Math.max(total, 8), 17)];
  const move = row?.[column] ?? S;
  const canDouble = cards.length === 2;
  switch (move) {
    case 'D':
      return canDouble ? 'double' : 'hit';
    case 'Ds':
      return canDouble ? 'double' : 'stand';
    case 'H':
      return 'hit';
    default:
      return 'stand';
  }
}
