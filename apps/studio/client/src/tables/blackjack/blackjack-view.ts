import type { Card } from '../cards';

/** The blackjack wire shapes (packages/game-math tables/blackjack.ts). */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export type HandStatus = 'playing' | 'stood' | 'bust' | 'blackjack' | 'won' | 'lost' | 'push';

export interface BlackjackHand {
  cards: Card[];
  total: number;
  soft: boolean;
  stake: number;
  status: HandStatus;
  win: number;
}

export interface BlackjackView {
  dealer: { cards: Card[]; total: number | null; hidden: boolean };
  hands: BlackjackHand[];
  active: number;
  actions: BlackjackAction[];
  win: number;
  finished: boolean;
}

/**
 * A hand's total as players read it: a soft total still in play shows both counts ("7/17"); a
 * blackjack, a settled or a hard hand shows one number.
 */
export function handLabel(hand: Pick<BlackjackHand, 'total' | 'soft' | 'status' | 'cards'>): string {
  if (hand.soft && hand.total <= 21 && hand.total !== 21 && hand.status === 'playing') {
    return `${hand.total - 10}/${hand.total}`;
  }
  return String(hand.total);
}
