import { describe, expect, it } from 'vitest';
import { ChipBets, limitsOf } from './chip-bets';

const limits = { maxBet: 1000, maxTotal: 1500, maxChips: 3 };

describe('ChipBets', () => {
  it('adds chips per spot and sends one chip per spot', () => {
    const bets = new ChipBets(limits);
    bets.add('red', 100);
    bets.add('n:7', 50);
    bets.add('red', 100);
    expect(bets.total()).toBe(250);
    expect(bets.chips()).toEqual([
      { spot: 'red', amount: 200 },
      { spot: 'n:7', amount: 50 },
    ]);
  });

  it('undoes the last placement and clears', () => {
    const bets = new ChipBets(limits);
    bets.add('red', 100);
    bets.add('black', 100);
    bets.undo();
    expect(bets.chips()).toEqual([{ spot: 'red', amount: 100 }]);
    bets.clear();
    expect(bets.empty).toBe(true);
  });

  it('refuses a chip past a spot, total or count limit and keeps the table as it was', () => {
    const bets = new ChipBets(limits);
    expect(bets.add('red', 900)).toBeNull();
    expect(bets.add('red', 200)).toBe('spot_limit');
    expect(bets.add('black', 700)).toBe('total_limit');
    bets.add('odd', 100);
    bets.add('even', 100);
    expect(bets.add('low', 100)).toBe('too_many_chips');
    expect(bets.total()).toBe(1100);
  });

  it('remembers the played bet for rebet, and doubles the table as one step', () => {
    const bets = new ChipBets(limits);
    expect(bets.canRebet).toBe(false);
    bets.add('red', 100);
    bets.add('n:0', 50);
    bets.settle();
    expect(bets.empty).toBe(true);
    expect(bets.canRebet).toBe(true);
    expect(bets.rebet()).toBeNull();
    expect(bets.total()).toBe(150);
    expect(bets.double()).toBeNull();
    expect(bets.total()).toBe(300);
    bets.undo();
    expect(bets.total()).toBe(150);
  });
});

describe('limitsOf', () => {
  it('reads a table layout and ignores nonsense', () => {
    expect(limitsOf({ max_bet: 50000, max_total: 200000, max_chips: 500 })).toEqual({
      maxBet: 50000,
      maxTotal: 200000,
      maxChips: 500,
    });
    expect(limitsOf({ max_bet: 'lots' }).maxBet).toBe(Number.MAX_SAFE_INTEGER);
    expect(limitsOf(undefined).maxChips).toBe(500);
  });
});
