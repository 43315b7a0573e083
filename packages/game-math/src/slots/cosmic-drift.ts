import { LINES_5X3 } from './engine/paylines.js';
import { createSlotGame } from './engine/slot-game.js';
import { spreadStacks } from './engine/strips.js';
import type { SlotDefinition } from './engine/types.js';

/*
 * Cosmic Drift: 5 x 3, 20 fixed paylines, and a drift multiplier drawn for every spin (after
 * the reel stops) that multiplies all of that spin's wins: x1 four times in five, up to x10
 * (mean x1.39). Symbols come in stacks, so about one spin in four wins. Three or more scatters
 * (the middle reels carry two each) award 10 free spins on reels full of wilds, whose
 * multipliers come from a richer table (x2 to x10, mean x4.05). Free spins do not retrigger,
 * so the largest round is bounded. The wild lands on the middle three reels. Line pays are in
 * coins at 1 coin per line.
 */

/** [stacks, height] per symbol. */
const OUTER = {
  moon: [4, 3],
  planet: [4, 3],
  comet: [4, 2],
  rocket: [4, 2],
  ufo: [3, 2],
  astronaut: [3, 1],
  scatter: [1, 1],
} as const;
const INNER = { ...OUTER, wild: [2, 1], scatter: [2, 1] } as const;
const FREE_INNER = { ...OUTER, wild: [8, 1] } as const;

export const cosmicDriftDefinition: SlotDefinition = {
  id: 'cosmic-drift',
  name: 'Cosmic Drift',
  volatility: 'high',
  rtp: 0.96594,
  maxWinMultiplier: 18092.5,
  returnDeviation: 6.1,
  betCoins: 20,
  stakes: [20, 40, 100, 200, 500, 1000, 2000],
  mechanic: 'lines',
  reels: 5,
  rows: 3,
  paylines: LINES_5X3,
  symbols: [
    { id: 'moon', kind: 'low', pays: { 3: 3, 4: 10, 5: 35 } },
    { id: 'planet', kind: 'low', pays: { 3: 3, 4: 15, 5: 40 } },
    { id: 'comet', kind: 'low', pays: { 3: 6, 4: 20, 5: 70 } },
    { id: 'rocket', kind: 'high', pays: { 3: 10, 4: 35, 5: 100 } },
    { id: 'ufo', kind: 'high', pays: { 3: 15, 4: 50, 5: 175 } },
    { id: 'astronaut', kind: 'high', pays: { 3: 20, 4: 100, 5: 400 } },
    { id: 'wild', kind: 'wild' },
    { id: 'scatter', kind: 'scatter', pays: { 3: 40, 4: 200, 5: 1000 } },
  ],
  strips: [
    spreadStacks(OUTER),
    spreadStacks(INNER),
    spreadStacks(INNER),
    spreadStacks(INNER),
    spreadStacks(OUTER),
  ],
  spinMultipliers: [
    { value: 1, weight: 80 },
    { value: 2, weight: 12 },
    { value: 3, weight: 5 },
    { value: 5, weight: 2 },
    { value: 10, weight: 1 },
  ],
  freeSpins: {
    awards: { 3: 10 },
    multiplier: 1,
    strips: [
      spreadStacks(OUTER),
      spreadStacks(FREE_INNER),
      spreadStacks(FREE_INNER),
      spreadStacks(FREE_INNER),
      spreadStacks(OUTER),
    ],
    spinMultipliers: [
      { value: 2, weight: 40 },
      { value: 3, weight: 25 },
      { value: 5, weight: 20 },
      { value: 10, weight: 15 },
    ],
  },
  features: ['wild', 'scatter', 'free_spins', 'random_multiplier'],
  facts: [
    { label: 'Drift multiplier', value: 'Every spin draws x1, x2, x3, x5 or x10 for all its wins' },
    {
      label: 'Free spins',
      value: '3 or more scatters award 10 free spins with extra wilds and x2 to x10 on every spin',
    },
  ],
};

export const cosmicDrift = createSlotGame(cosmicDriftDefinition);
