import { describe, expect, it } from 'vitest';
import { roundWinBound } from './engine/bound.js';
import { neonFruits } from './neon-fruits.js';
import { expectExactRtp, expectSimulationMatches } from './testing/rtp-proof.js';

describe('Neon Fruits RTP', () => {
  it('publishes the exact expected return of its strips and paytable', () => {
    const exact = expectExactRtp(neonFruits);
    expect(exact.rtp).toBeCloseTo(0.956875, 6);
    expect(exact.freeSpinsPerRound).toBe(0);
  });

  it('publishes its largest possible spin, 342.25x, as its maximum win', () => {
    expect(roundWinBound(neonFruits.compiled) / neonFruits.definition.betCoins).toBe(342.25);
    expect(neonFruits.maxWinMultiplier).toBe(342.25);
  });

  it('returns the same over 4 million seeded rounds of the real round code', () => {
    // One round's standard deviation is about 2.6 stakes: 4 * 10^6 rounds (under 2 s) bring the
    // standard error to 0.13 pp, so 0.5 pp is about 4 standard errors.
    const result = expectSimulationMatches(neonFruits, expectExactRtp(neonFruits), 4_000_000, 1);
    // Low volatility: small, frequent wins.
    expect(result.standardDeviation).toBeLessThan(3);
    expect(result.hitRate).toBeGreaterThan(0.35);
  });
});
