import { describe, expect, it } from 'vitest';
import { roundWinBound, spinWinMax } from './engine/bound.js';
import { pharaohsWays } from './pharaohs-ways.js';
import { expectExactRtp, expectSimulationMatches } from './testing/rtp-proof.js';

describe("Pharaoh's Ways RTP", () => {
  it('publishes the exact expected return: ways by per-reel means, scatters by convolution, free spins by Wald', () => {
    const exact = expectExactRtp(pharaohsWays);
    expect(exact.rtp).toBeCloseTo(0.965208, 6);
    // About one round in 124 awards the 10 free spins, which bring a quarter of the return.
    expect(exact.triggerProbability).toBeCloseTo(0.0081, 4);
    expect(exact.freeSpinsPerRound).toBeCloseTo(10 * exact.triggerProbability, 12);
    expect((exact.freeSpinsPerRound * exact.freeSpin) / exact.round).toBeGreaterThan(0.23);
  });

  it('bounds a round by its largest paid spin plus 10 largest free spins, above the true 3,124x (max-win.test.ts)', () => {
    const betCoins = pharaohsWays.definition.betCoins;
    expect(spinWinMax(pharaohsWays.compiled, false) / betCoins).toBeCloseTo(109.6, 6);
    expect(spinWinMax(pharaohsWays.compiled, true) / betCoins).toBeCloseTo(302.4, 6);
    expect(roundWinBound(pharaohsWays.compiled) / betCoins).toBeCloseTo(3133.6, 6);
    expect(pharaohsWays.maxWinMultiplier).toBe(3124);
  });

  it('returns the same over 2 million seeded rounds of the real round code', () => {
    // One round's standard deviation is about 4.5 stakes: the standard error of 2 * 10^6 rounds
    // is 0.32 pp, too large for 0.5 pp to be 4 standard errors, so whole rounds are held to 4
    // standard errors; the paid spin, the trigger rate and the free spin are each checked
    // against their exact values.
    const result = expectSimulationMatches(pharaohsWays, expectExactRtp(pharaohsWays), 2_000_000, 2);
    expect(result.standardDeviation).toBeGreaterThan(3);
    expect(result.hitRate).toBeLessThan(0.35);
    expect(result.freeSpinsRate).toBeCloseTo(0.0081, 3);
  });
});
