import { describe, expect, it } from 'vitest';
import { handLabel } from './blackjack-view';

describe('handLabel', () => {
  it('shows both counts of a soft hand in play', () => {
    expect(handLabel({ total: 17, soft: true, status: 'playing', cards: [] })).toBe('7/17');
  });

  it('shows one count for hard, settled, and 21 hands', () => {
    expect(handLabel({ total: 17, soft: false, status: 'playing', cards: [] })).toBe('17');
    expect(handLabel({ total: 18, soft: true, status: 'stood', cards: [] })).toBe('18');
    expect(handLabel({ total: 21, soft: true, status: 'playing', cards: [] })).toBe('21');
    expect(handLabel({ total: 24, soft: false, status: 'bust', cards: [] })).toBe('24');
  });
});
