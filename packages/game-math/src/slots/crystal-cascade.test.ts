import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../rng.js';
import { crystalCascade } from './crystal-cascade.js';
import { expectSimulationNear } from './testing/rtp-proof.js';

describe('Crystal Cascade RTP', () => {
  it('returns its published RTP over 4 million seeded rounds of the real round code', () => {
    // The published figure comes from 10^8 rounds (long-simulation.ts, standard error 0.03 pp).
    // One round's standard deviation is about 3.2 stakes: 4 * 10^6 rounds on another seed have a
    // standard error of 0.16 pp, so landing within 0.5 pp is over 3 standard errors.
    const rounds = 4_000_000;
    const result = expectSimulationNear(crystalCascade, crystalCascade.rtp, rounds, 7);
    expect(result.standardError).toBeLessThan(0.005 / 3);
    // The long run's parts: a paid spin returns 14.661 coins, free spins come in 2.541% of rounds.
    expect(Math.abs(result.baseSpin.mean - 14.661)).toBeLessThan(4 * result.baseSpin.standardError);
    expect(Math.abs(result.freeSpinsRate - 0.02541)).toBeLessThan(4 * Math.sqrt((0.0254 * 0.9746) / rounds));
  });
});

describe('Crystal Cascade tumbles', () => {
  it('pays each tumble at the next rung of the ladder until a grid pays nothing', () => {
    const rng = new SimulationRng(8);
    let tumbles = 0;
    let freeRounds = 0;
    for (let round = 0; round < 500; round++) {
      const { view } = crystalCascade.start(rng, { stake: 20 });
      for (const spin of view.spins) {
        const ladder = spin.free ? [2, 3, 4] : [1, 2, 3];
        spin.steps.forEach((step, i) => {
          expect(step.multiplier).toBe(ladder[Math.min(i, 2)]);
          // Every step but the last pays; the last shows the grid the tumbles stopped on.
          expect(step.wins.length > 0).toBe(i < spin.steps.length - 1);
          for (const win of step.wins) {
            expect(win.kind).toBe('cluster');
            expect(win.count).toBeGreaterThanOrEqual(8);
            expect(win.positions).toHaveLength(win.count);
          }
        });
        tumbles += spin.steps.length - 1;
      }
      if (view.spins.length > 1) freeRounds += 1;
    }
    expect(tumbles).toBeGreaterThan(100);
    expect(freeRounds).toBeGreaterThan(3);
  });
});
