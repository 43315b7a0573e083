import { createSlotGame } from './engine/slot-game.js';
import { spreadStacks } from './engine/strips.js';
import type { SlotDefinition } from './engine/types.js';

/*
 * Dragon's Hoard: 5 x 4, 40 fixed paylines, high volatility. Symbols come in stacks, so a spin
 * often shows few different symbols and wins about one time in four; the hoard is in the free
 * spins: three or more scatters (the middle reel carries two) award 10 free spins on reels with
 * 4-high dragon stacks, where every win is tripled and a screen of dragons pays over 3,000x.
 * Free spins do not retrigger, so the largest round is bounded. Line pays are in coins at
 * 1 coin per line.
 */

/** [stacks, height] per symbol. */
const REEL = {
  coin: [4, 3],
  shield: [4, 3],
  sword: [4, 2],
  helmet: [4, 2],
  chest: [3, 2],
  dragon: [2, 2],
  wild: [1, 1],
  scatter: [1, 1],
} as const;
const MIDDLE = { ...REEL, scatter: [2, 1] } as const;
const FREE_REEL = { ...REEL, chest: [3, 3], dragon: [3, 4], wild: [3, 1] } as const;

export const dragonHoardDefinition: SlotDefinition = {
  id: 'dragon-hoard',
  name: "Dragon's Hoard",
  volatility: 'high',
  rtp: 0.95531,
  maxWinMultiplier: 30910.75,
  returnDeviation: 12.9,
  betCoins: 40,
  stakes: [40, 80, 200, 400, 1000, 2000, 4000],
  mechanic: 'lines',
  reels: 5,
  rows: 4,
  paylines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2],
    [3, 3, 3, 3, 3],
    [0, 1, 2, 1, 0],
    [1, 2, 3, 2, 1],
    [3, 2, 1, 2, 3],
    [2, 1, 0, 1, 2],
    [0, 1, 0, 1, 0],
    [1, 0, 1, 0, 1],
    [1, 2, 1, 2, 1],
    [2, 1, 2, 1, 2],
    [2, 3, 2, 3, 2],
    [3, 2, 3, 2, 3],
    [0, 0, 1, 0, 0],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [2, 2, 1, 2, 2],
    [2, 2, 3, 2, 2],
    [3, 3, 2, 3, 3],
    [0, 1, 1, 1, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [2, 1, 1, 1, 2],
    [2, 3, 3, 3, 2],
    [3, 2, 2, 2, 3],
    [0, 1, 2, 3, 3],
    [3, 2, 1, 0, 0],
    [0, 0, 1, 2, 3],
    [3, 3, 2, 1, 0],
    [1, 2, 3, 3, 3],
    [2, 1, 0, 0, 0],
    [0, 0, 0, 1, 2],
    [3, 3, 3, 2, 1],
    [1, 2, 1, 0, 1],
    [2, 1, 2, 3, 2],
    [1, 0, 1, 2, 1],
    [2, 3, 2, 1, 2],
    [0, 2, 0, 2, 0],
    [3, 1, 3, 1, 3],
  ],
  symbols: [
    { id: 'coin', kind: 'low', pays: { 3: 5, 4: 15, 5: 50 } },
    { id: 'shield', kind: 'low', pays: { 3: 5, 4: 15, 5: 50 } },
    { id: 'sword', kind: 'low', pays: { 3: 9, 4: 25, 5: 80 } },
    { id: 'helmet', kind: 'high', pays: { 3: 11, 4: 40, 5: 150 } },
    { id: 'chest', kind: 'high', pays: { 3: 15, 4: 80, 5: 300 } },
    { id: 'dragon', kind: 'high', pays: { 3: 35, 4: 150, 5: 1000 } },
    { id: 'wild', kind: 'wild', pays: { 3: 50, 4: 300, 5: 2000 } },
    { id: 'scatter', kind: 'scatter', pays: { 3: 100, 4: 400, 5: 4000 } },
  ],
  strips: [
    spreadStacks(REEL),
    spreadStacks(REEL),
    spreadStacks(MIDDLE),
    spreadStacks(REEL),
    spreadStacks(REEL),
  ],
  freeSpins: {
    awards: { 3: 10 },
    multiplier: 3,
    strips: [
      spreadStacks(FREE_REEL),
      spreadStacks(FREE_REEL),
      spreadStacks(FREE_REEL),
      spreadStacks(FREE_REEL),
      spreadStacks(FREE_REEL),
    ],
  },
  features: ['wild', 'scatter', 'free_spins', 'free_spins_multiplier', 'stacked_symbols'],
  facts: [
    { label: 'Wild', value: 'Stands in for every symbol but the scatter and pays the most' },
    {
      label: 'Free spins',
      value: '3 or more scatters award 10 free spins with stacked dragons; every win x3',
    },
  ],
};

export const dragonHoard = createSlotGame(dragonHoardDefinition);
