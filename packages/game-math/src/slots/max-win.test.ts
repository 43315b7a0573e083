import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../rng.js';
import { scriptedRng } from '../testing/scripted-rng.js';
import { roundWinBound } from './engine/bound.js';
import { largestRound } from './engine/max-win.js';
import type { SlotGame } from './engine/slot-game.js';
import { simulateRounds } from './engine/simulate.js';
import { cloverSevens } from './clover-sevens.js';
import { cosmicDrift } from './cosmic-drift.js';
import { crystalCascade } from './crystal-cascade.js';
import { dragonHoard } from './dragon-hoard.js';
import { neonFruits } from './neon-fruits.js';
import { pharaohsWays } from './pharaohs-ways.js';

/*
 * Every published maximum win is one a player can win: the largest round is found exactly
 * (max-win.ts: a branch and bound over every reel window, by scatter count), the published
 * figure is that round, and the round is played here from its stops through the real round
 * code. The figures before the true maxima were published: Neon Fruits 350x, Pharaoh's Ways
 * 3,200x, Dragon's Hoard 31,200x, Clover Sevens 115x, Cosmic Drift 18,200x.
 */

/** The largest round of each game: the paid spin's draws, then each free spin's (all alike). */
const LARGEST: Array<{
  game: SlotGame;
  multiplier: number;
  paid: number[];
  free: number[];
  freeSpins: number;
}> = [
  // Five wilds on the middle row: 5,000 coins on line 0, plus wild and seven lines around it.
  { game: neonFruits, multiplier: 342.25, paid: [14, 14, 14, 14, 14], free: [], freeSpins: 0 },
  // Three wild-and-triple rows with x3 and x2 wilds.
  { game: cloverSevens, multiplier: 112.92, paid: [14, 15, 14], free: [], freeSpins: 0 },
  // A paid spin with three scatters (100x), then ten free spins of 302.4x each.
  { game: pharaohsWays, multiplier: 3124, paid: [14, 8, 8, 8, 14], free: [8, 9, 9, 9, 8], freeSpins: 10 },
  {
    game: dragonHoard,
    multiplier: 30910.75,
    paid: [24, 24, 40, 24, 24],
    free: [14, 14, 14, 14, 14],
    freeSpins: 10,
  },
  // The last draw of each spin is its multiplier: 99 of 100 is x10, 85 of 100 in free spins is x10.
  {
    game: cosmicDrift,
    multiplier: 18092.5,
    paid: [12, 12, 12, 12, 12, 99],
    free: [25, 13, 13, 13, 25, 85],
    freeSpins: 10,
  },
];

describe.each(LARGEST.map((entry) => [entry.game.id, entry] as const))('%s maximum win', (_id, entry) => {
  const { game } = entry;

  it('publishes the largest round the strips can pay, as the largest possible (not a cap)', () => {
    const largest = largestRound(game.compiled);
    expect(largest).not.toBeNull();
    expect((largest?.coins ?? 0) / game.definition.betCoins).toBe(entry.multiplier);
    expect(game.maxWinMultiplier).toBe(entry.multiplier);
    expect(game.math.maxWin).toMatchObject({ multiplier: entry.multiplier, kind: 'largest_possible' });
    // The exact search agrees with the looser bound of bound.ts, which can only be higher.
    expect(roundWinBound(game.compiled)).toBeGreaterThanOrEqual(largest?.coins ?? Infinity);
    expect(game.facts.find((fact) => fact.label === 'Max win')?.value).toBe(
      `${entry.multiplier.toLocaleString('en-US')}× stake`,
    );
  });

  it('is reached by playing its stops through the real round code', () => {
    const draws = [...entry.paid];
    for (let spin = 0; spin < entry.freeSpins; spin++) draws.push(...entry.free);
    const rng = scriptedRng(draws);
    const { view } = game.reveal(rng);
    expect(rng.used).toBe(draws.length);
    expect(view.spins).toHaveLength(1 + entry.freeSpins);
    expect(view.win_multiplier).toBe(entry.multiplier);
    // In cents at the largest stake, too.
    const stake = game.stakes.at(-1) ?? 0;
    const played = game.start(scriptedRng(draws), { stake });
    expect(played.winCents).toBe(entry.multiplier * stake);
  });

  it('is never exceeded by seeded rounds (the search above is the proof; this checks the engine agrees)', () => {
    const result = simulateRounds(game.compiled, 200_000, 17);
    expect(result.largestWin).toBeLessThanOrEqual(entry.multiplier);
  });
});

describe('Crystal Cascade maximum win', () => {
  it('is a cap, stated as one: retriggering free spins leave a round without a largest win', () => {
    expect(largestRound(crystalCascade.compiled)).toBeNull();
    expect(crystalCascade.math.maxWin).toMatchObject({ multiplier: 2000, kind: 'cap' });
    expect(crystalCascade.facts.find((fact) => fact.label === 'Max win')?.value).toBe('2,000× stake (cap)');
  });

  it('is reached: four scatters, then a free spin that wins 62.45x and retriggers, again and again', () => {
    const paid = [14, 26, 23, 15, 22, 30];
    const free = [39, 41, 8, 41, 16, 21];
    const rng = scriptedRng(paid, free);
    const { view } = crystalCascade.reveal(rng);
    expect(view.spins[0]?.free_spins_awarded).toBe(6);
    expect(view.spins[1]?.win).toBe(1249);
    expect(view.spins[1]?.free_spins_awarded).toBe(2);
    expect(view.win_multiplier).toBe(2000);
    expect(view.capped).toBe(true);
    // The round stops at the spin that reached the cap: 32 free spins fall short of it.
    expect(view.spins).toHaveLength(34);
    expect(view.spins.slice(0, -1).reduce((sum, spin) => sum + spin.win, 0)).toBeLessThan(2000 * 20);
  });

  it('is never exceeded', () => {
    const rng = new SimulationRng(5);
    for (let round = 0; round < 20_000; round++) {
      expect(crystalCascade.reveal(rng).view.win_multiplier).toBeLessThanOrEqual(2000);
    }
  });
});
