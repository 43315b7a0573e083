import { createSlotGame } from './engine/slot-game.js';
import { spreadStacks } from './engine/strips.js';
import type { SlotDefinition } from './engine/types.js';

/*
 * Pharaoh's Ways: 5 x 3 with 243 ways to win (a symbol on adjacent reels from the left, any
 * row). Symbols come in short stacks, so about one spin in three wins; the wild lands on the
 * middle three reels only, and the centre reel carries two scatters. Three or more scatters
 * anywhere pay and award 10 free spins on richer reels (more wilds and high symbols) where
 * every win is doubled; free spins do not retrigger, which keeps the largest round bounded
 * (see bound.ts). A quarter of the return comes from free spins: medium volatility. Ways pays
 * are in coins per way at 25 coins a spin.
 */

/** [stacks, height] per symbol. */
const OUTER = {
  lotus: [4, 2],
  ankh: [4, 2],
  cat: [3, 2],
  eye: [3, 2],
  falcon: [3, 1],
  pharaoh: [3, 1],
  scatter: [1, 1],
} as const;
const INNER = { ...OUTER, wild: [1, 1] } as const;
const CENTRE = { ...INNER, scatter: [2, 1] } as const;
const FREE_OUTER = { ...OUTER, falcon: [4, 1], pharaoh: [4, 1] } as const;
const FREE_INNER = { ...FREE_OUTER, wild: [4, 1] } as const;

export const pharaohsWaysDefinition: SlotDefinition = {
  id: 'pharaohs-ways',
  name: "Pharaoh's Ways",
  volatility: 'medium',
  rtp: 0.96521,
  maxWinMultiplier: 3124,
  returnDeviation: 4.5,
  betCoins: 25,
  stakes: [25, 50, 100, 250, 500, 1000, 2500],
  mechanic: 'ways',
  reels: 5,
  rows: 3,
  symbols: [
    { id: 'lotus', kind: 'low', pays: { 3: 1, 4: 7, 5: 22 } },
    { id: 'ankh', kind: 'low', pays: { 3: 1, 4: 7, 5: 22 } },
    { id: 'cat', kind: 'low', pays: { 3: 2, 4: 10, 5: 25 } },
    { id: 'eye', kind: 'high', pays: { 3: 5, 4: 12, 5: 40 } },
    { id: 'falcon', kind: 'high', pays: { 3: 5, 4: 20, 5: 80 } },
    { id: 'pharaoh', kind: 'high', pays: { 3: 10, 4: 40, 5: 200 } },
    { id: 'wild', kind: 'wild' },
    { id: 'scatter', kind: 'scatter', pays: { 3: 50, 4: 250, 5: 2500 } },
  ],
  strips: [
    spreadStacks(OUTER),
    spreadStacks(INNER),
    spreadStacks(CENTRE),
    spreadStacks(INNER),
    spreadStacks(OUTER),
  ],
  freeSpins: {
    awards: { 3: 10 },
    multiplier: 2,
    strips: [
      spreadStacks(FREE_OUTER),
      spreadStacks(FREE_INNER),
      spreadStacks(FREE_INNER),
      spreadStacks(FREE_INNER),
      spreadStacks(FREE_OUTER),
    ],
  },
  features: ['wild', 'scatter', 'free_spins', 'free_spins_multiplier'],
  facts: [
    { label: 'Wild', value: 'On reels 2 to 4, stands in for every symbol but the scatter' },
    { label: 'Free spins', value: '3 or more scatters award 10 free spins on richer reels; every win x2' },
  ],
};

export const pharaohsWays = createSlotGame(pharaohsWaysDefinition);
