import type { BlackjackView } from '@casino/game-math';

/** The blackjack wire shapes, as packages/game-math publishes them. */
export type { BlackjackAction, BlackjackView, HandStatus } from '@casino/game-math';
export type BlackjackHand = BlackjackView['hands'][number];

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
