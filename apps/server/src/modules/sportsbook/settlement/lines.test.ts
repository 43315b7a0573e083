import { describe, expect, it } from 'vitest';
import { HALF_LOST, HALF_WON, LOST, VOID, WON, type LegResult } from './leg-result.js';
import { lineQuarters, settleHandicap, settleTotal } from './lines.js';
import { formatRatio } from './ratio.js';

const show = (r: LegResult) => `${formatRatio(r.winFactor)}/${formatRatio(r.voidFactor)}`;

describe('handicap and total lines', () => {
  it('reads lines in quarters', () => {
    expect(lineQuarters('-0.25')).toBe(-1);
    expect(lineQuarters('+1.5')).toBe(6);
    expect(lineQuarters('2.75')).toBe(11);
    expect(lineQuarters('0')).toBe(0);
    expect(lineQuarters('1.50')).toBe(6);
    expect(lineQuarters('0.3')).toBeUndefined();
    expect(lineQuarters('1,5')).toBeUndefined();
    expect(lineQuarters('')).toBeUndefined();
  });

  it('settles Asian quarter handicaps as two halves', () => {
    // Home -0.25 = half on 0, half on -0.5.
    expect(show(settleHandicap({ home: 1, away: 1 }, 'home', '-0.25'))).toBe(show(HALF_LOST));
    expect(show(settleHandicap({ home: 2, away: 1 }, 'home', '-0.25'))).toBe(show(WON));
    expect(show(settleHandicap({ home: 0, away: 1 }, 'home', '-0.25'))).toBe(show(LOST));
    // Away +0.25 on a draw: half on 0 (void), half on +0.5 (won).
    expect(show(settleHandicap({ home: 1, away: 1 }, 'away', '+0.25'))).toBe(show(HALF_WON));
    // Home -0.75 = half on -0.5, half on -1: a one-goal win is half won.
    expect(show(settleHandicap({ home: 2, away: 1 }, 'home', '-0.75'))).toBe(show(HALF_WON));
    expect(show(settleHandicap({ home: 3, away: 1 }, 'home', '-0.75'))).toBe(show(WON));
    // Away +0.75 on a one-goal defeat: half on +0.5 lost, half on +1 void.
    expect(show(settleHandicap({ home: 2, away: 1 }, 'away', '+0.75'))).toBe(show(HALF_LOST));
    // Home -1.25 on a one-goal win: half on -1 void, half on -1.5 lost.
    expect(show(settleHandicap({ home: 1, away: 0 }, 'home', '-1.25'))).toBe(show(HALF_LOST));
  });

  it('settles whole and half handicaps as one bet', () => {
    expect(show(settleHandicap({ home: 2, away: 1 }, 'home', '-1'))).toBe(show(VOID));
    expect(show(settleHandicap({ home: 2, away: 1 }, 'home', '-1.5'))).toBe(show(LOST));
    expect(show(settleHandicap({ home: 2, away: 1 }, 'away', '+1.5'))).toBe(show(WON));
    expect(show(settleHandicap({ home: 0, away: 0 }, 'away', '0'))).toBe(show(VOID));
  });

  it('settles totals including quarter lines', () => {
    expect(show(settleTotal(3, 'over', '2.5'))).toBe(show(WON));
    expect(show(settleTotal(2, 'over', '2.5'))).toBe(show(LOST));
    expect(show(settleTotal(2, 'under', '2.5'))).toBe(show(WON));
    expect(show(settleTotal(2, 'over', '2'))).toBe(show(VOID));
    // Over 2.25 = half on 2, half on 2.5.
    expect(show(settleTotal(2, 'over', '2.25'))).toBe(show(HALF_LOST));
    expect(show(settleTotal(2, 'under', '2.25'))).toBe(show(HALF_WON));
    // Over 2.75 = half on 2.5, half on 3.
    expect(show(settleTotal(3, 'over', '2.75'))).toBe(show(HALF_WON));
    expect(show(settleTotal(3, 'under', '2.75'))).toBe(show(HALF_LOST));
    expect(show(settleTotal(4, 'over', '2.75'))).toBe(show(WON));
  });

  it('refuses impossible scores and lines', () => {
    expect(() => settleHandicap({ home: -1, away: 0 }, 'home', '0')).toThrow(RangeError);
    expect(() => settleHandicap({ home: 1.5, away: 0 }, 'home', '0')).toThrow(RangeError);
    expect(() => settleTotal(2, 'over', '-0.5')).toThrow(RangeError);
    expect(() => settleTotal(2, 'over', '2.1')).toThrow(RangeError);
  });
});
