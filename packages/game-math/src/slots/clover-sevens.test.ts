import { describe, expect, it } from 'vitest';
import { roundWinBound } from './engine/bound.js';
import { exhaustiveBaseSpin } from './engine/exact.js';
import { cloverSevens } from './clover-sevens.js';
import { expectExactRtp, expectSimulationMatches } from './testing/rtp-proof.js';

describe('Clover Sevens RTP', () => {
  it('publishes the exact expected return of its strips and paytable', () => {
    const exact = expectExactRtp(cloverSevens);
    expect(exact.rtp).toBeCloseTo(0.95204, 6);
  });

  it('gives the same figure, its largest win and its hit rate from every one of the 46,656 stop combinations', () => {
    // Three reels are few enough to play every stop combination through the engine's own
    // evaluation: an independent check of the symbol-weights sum, and the exact maximum.
    const walked = exhaustiveBaseSpin(cloverSevens.compiled);
    const betCoins = cloverSevens.definition.betCoins;
    expect(walked.combinations).toBe(36 ** 3);
    // The total of every combination's coins, a whole number: RTP = 1,110,460 / (46,656 * 25).
    expect(Math.round(walked.mean * walked.combinations)).toBe(1_110_460);
    expect(walked.mean / betCoins).toBeCloseTo(expectExactRtp(cloverSevens).rtp, 12);
    expect(walked.max / betCoins).toBe(112.92);
    expect(roundWinBound(cloverSevens.compiled)).toBe(walked.max);
    expect(cloverSevens.maxWinMultiplier).toBe(112.92);
    expect(walked.hitRate).toBeCloseTo(0.3665, 4);
  });

  it('tells the client what each wild multiplies by', () => {
    const wilds = cloverSevens.layout.symbols.filter((symbol) => symbol.kind === 'wild');
    expect(wilds.map((symbol) => [symbol.id, symbol.multiplier])).toEqual([
      ['wild2', 2],
      ['wild3', 3],
    ]);
  });

  it('returns the same over 4 million seeded rounds of the real round code', () => {
    // One round's standard deviation is about 2.9 stakes: 4 * 10^6 rounds give a standard error
    // of 0.15 pp, so 0.5 pp is over 3 standard errors.
    const result = expectSimulationMatches(cloverSevens, expectExactRtp(cloverSevens), 4_000_000, 5);
    expect(result.standardDeviation).toBeLessThan(3.5);
  });
});
