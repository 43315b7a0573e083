import { describe, expect, it } from 'vitest';
import { roundWinBound, spinWinMax } from './engine/bound.js';
import { cosmicDrift } from './cosmic-drift.js';
import { expectExactRtp, expectSimulationMatches } from './testing/rtp-proof.js';

describe('Cosmic Drift RTP', () => {
  it('publishes the exact expected return: lines by symbol weights times the mean drift multiplier, free spins by Wald', () => {
    const exact = expectExactRtp(cosmicDrift);
    expect(exact.rtp).toBeCloseTo(0.965939, 6);
    // The multiplier is drawn independently of the reels, so a paid spin returns its mean
    // (139/100) times the mean of its wins; free spins draw from a table of mean 405/100.
    expect(exact.triggerProbability).toBeCloseTo(0.00638, 5);
    expect((exact.freeSpinsPerRound * exact.freeSpin) / exact.round).toBeGreaterThan(0.3);
  });

  it('bounds a round above its true largest, 18,092.5x (10 free spins at x10; max-win.test.ts)', () => {
    const betCoins = cosmicDrift.definition.betCoins;
    expect(spinWinMax(cosmicDrift.compiled, false) / betCoins).toBe(1162.5);
    expect(spinWinMax(cosmicDrift.compiled, true) / betCoins).toBe(1697.5);
    expect(roundWinBound(cosmicDrift.compiled) / betCoins).toBe(18137.5);
    expect(cosmicDrift.maxWinMultiplier).toBe(18092.5);
  });

  it('returns the same over 2 million seeded rounds of the real round code', () => {
    // One round's standard deviation is about 6.2 stakes: the standard error of 2 * 10^6 rounds
    // is 0.44 pp, so whole rounds are held to 4 standard errors; the paid spin, the trigger
    // rate and the free spin are each checked against their exact values.
    const result = expectSimulationMatches(cosmicDrift, expectExactRtp(cosmicDrift), 2_000_000, 6);
    expect(result.hitRate).toBeLessThan(0.3);
  });
});
