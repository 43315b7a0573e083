import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { beadPlate, cardPoints, coupOf, handTotal, type BaccaratView, type Coup } from './baccarat-view';

const card = (rank: Card['rank']): Card => ({ rank, suit: 'S' });

describe('baccarat points', () => {
  it('counts aces 1, tens and faces 0, and keeps the last digit', () => {
    expect(cardPoints(card('A'))).toBe(1);
    expect(cardPoints(card('9'))).toBe(9);
    expect(cardPoints(card('10'))).toBe(0);
    expect(cardPoints(card('K'))).toBe(0);
    expect(handTotal([card('7'), card('8')])).toBe(5);
    expect(handTotal([card('K'), card('9')])).toBe(9);
    expect(handTotal([card('5'), card('5'), card('Q')])).toBe(0);
  });
});

describe('the road', () => {
  it('records the winner and the pairs', () => {
    const view = { winner: 'banker', player_pair: true, banker_pair: false } as BaccaratView;
    expect(coupOf(view)).toEqual({ w: 'B', pp: true, bp: false });
  });

  it('fills columns top to bottom and keeps the latest columns', () => {
    const coups: Coup[] = Array.from({ length: 8 }, (_, i) => ({
      w: i % 2 ? 'P' : 'B',
      pp: false,
      bp: false,
    }));
    const plate = beadPlate(coups, 3, 2);
    // Eight coups need three columns of three; the oldest column scrolls away.
    expect(plate.map((column) => column.map((coup) => coup?.w ?? '.').join(''))).toEqual(['PBP', 'BP.']);
  });
});
