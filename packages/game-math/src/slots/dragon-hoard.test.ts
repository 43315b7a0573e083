import { describe, expect, it } from 'vitest';
import { roundWinBound, spinWinMax } from './engine/bound.js';
import { dragonHoard } from './dragon-hoard.js';
import { expectExactRtp, expectSimulationMatches } from './testing/rtp-proof.js';

describe("Dragon's Hoard RTP", () => {
  it('publishes the exact expected return: 40 lines by symbol weights, scatters by convolution, free spins by Wald', () => {
    const exact = expectExactRtp(dragonHoard);
    expect(exact.rtp).toBeCloseTo(0.955313, 6);
    // High volatility: over a third of the return comes from free spins, one round in 159.
    expect(exact.triggerProbability).toBeCloseTo(0.00628, 5);
    expect((exact.freeSpinsPerRound * exact.freeSpin) / exact.round).toBeGreaterThan(0.35);
  });

  it('bounds a round above its true largest, 30,910.75x (10 free spins of stacked dragons at x3; max-win.test.ts)', () => {
    const betCoins = dragonHoard.definition.betCoins;
    // A screen of dragons pays 40 lines x 1000 coins, tripled: 3,000x the stake and more.
    expect(spinWinMax(dragonHoard.compiled, true) / betCoins).toBe(3075);
    expect(roundWinBound(dragonHoard.compiled) / betCoins).toBe(31194.5);
    expect(dragonHoard.maxWinMultiplier).toBe(30910.75);
  });

  it('returns the same over 2 million seeded rounds of the real round code', () => {
    // One round's standard deviation is about 13 stakes: the standard error of 2 * 10^6 rounds
    // is about 0.95 pp, so whole rounds are held to 4 standard errors; the paid spin, the
    // trigger rate and the free spin are each checked against their exact values, with far
    // smaller errors.
    const result = expectSimulationMatches(dragonHoard, expectExactRtp(dragonHoard), 2_000_000, 4);
    expect(result.standardDeviation).toBeGreaterThan(10);
    expect(result.hitRate).toBeLessThan(0.3);
  });
});
