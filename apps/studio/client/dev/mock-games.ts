/*
 * Stand-in slot definitions for the development harness, played by the real slot engine of
 * packages/game-math. The harness prefers the published games (packages/game-math/src/slots);
 * these only stand in for a game that is missing there.
 */
import { createSlotGame } from '../../../../packages/game-math/src/slots/engine/slot-game';
import {
  spreadStrip,
  shuffledStrip,
  withStacks,
} from '../../../../packages/game-math/src/slots/engine/strips';
import type { SlotDefinition } from '../../../../packages/game-math/src/slots/engine/types';

const STAKES = [20, 40, 100, 200, 500, 1000, 2000];

const pharaohs: SlotDefinition = {
  id: 'pharaohs-ways',
  name: "Pharaoh's Ways",
  volatility: 'medium',
  rtp: 0.96,
  maxWinMultiplier: 5000,
  betCoins: 20,
  stakes: STAKES,
  mechanic: 'ways',
  reels: 5,
  rows: 3,
  symbols: [
    { id: 'lotus', kind: 'low', pays: { 3: 5, 4: 10, 5: 20 } },
    { id: 'ankh', kind: 'low', pays: { 3: 5, 4: 12, 5: 25 } },
    { id: 'cat', kind: 'high', pays: { 3: 8, 4: 20, 5: 40 } },
    { id: 'eye', kind: 'high', pays: { 3: 10, 4: 25, 5: 60 } },
    { id: 'falcon', kind: 'high', pays: { 3: 15, 4: 40, 5: 100 } },
    { id: 'pharaoh', kind: 'high', pays: { 3: 25, 4: 80, 5: 250 } },
    { id: 'wild', kind: 'wild' },
    { id: 'scatter', kind: 'scatter', pays: { 3: 40, 4: 200, 5: 1000 } },
  ],
  strips: Array.from({ length: 5 }, (_, r) =>
    shuffledStrip(
      { lotus: 7, ankh: 7, cat: 5, eye: 5, falcon: 4, pharaoh: 3, wild: r === 0 ? 0 : 2, scatter: 2 },
      r + 11,
    ),
  ),
  freeSpins: { awards: { 3: 8, 4: 12, 5: 20 }, retrigger: { 3: 5 }, multiplier: 2 },
  features: ['wild', 'scatter', 'free_spins', 'free_spins_multiplier'],
};

const crystal: SlotDefinition = {
  id: 'crystal-cascade',
  name: 'Crystal Cascade',
  volatility: 'high',
  rtp: 0.96,
  maxWinMultiplier: 5000,
  betCoins: 20,
  stakes: STAKES,
  mechanic: 'cluster',
  reels: 6,
  rows: 5,
  symbols: [
    { id: 'gem-blue', kind: 'low', pays: { 8: 5, 10: 15, 12: 40 } },
    { id: 'gem-green', kind: 'low', pays: { 8: 6, 10: 18, 12: 50 } },
    { id: 'gem-purple', kind: 'low', pays: { 8: 8, 10: 20, 12: 60 } },
    { id: 'gem-red', kind: 'high', pays: { 8: 10, 10: 30, 12: 80 } },
    { id: 'gem-yellow', kind: 'high', pays: { 8: 15, 10: 40, 12: 100 } },
    { id: 'heart', kind: 'high', pays: { 8: 20, 10: 60, 12: 200 } },
    { id: 'crown', kind: 'high', pays: { 8: 40, 10: 100, 12: 500 } },
    { id: 'scatter', kind: 'scatter', pays: { 4: 60, 5: 100, 6: 2000 } },
  ],
  strips: Array.from({ length: 6 }, (_, r) =>
    shuffledStrip(
      {
        'gem-blue': 9,
        'gem-green': 9,
        'gem-purple': 8,
        'gem-red': 6,
        'gem-yellow': 5,
        heart: 4,
        crown: 3,
        scatter: 1,
      },
      r + 31,
    ),
  ),
  cascade: { minCount: 8, ladder: [1, 2, 3, 5, 8] },
  freeSpins: { awards: { 4: 10, 5: 12, 6: 15 }, retrigger: { 3: 5 }, multiplier: 1 },
  features: ['pay_anywhere', 'tumble', 'tumble_multiplier', 'scatter', 'free_spins'],
};

const dragon: SlotDefinition = {
  id: 'dragon-hoard',
  name: 'Dragon Hoard',
  volatility: 'high',
  rtp: 0.96,
  maxWinMultiplier: 5000,
  betCoins: 20,
  stakes: STAKES,
  mechanic: 'lines',
  reels: 5,
  rows: 4,
  paylines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2],
    [3, 3, 3, 3, 3],
    [0, 1, 2, 1, 0],
    [3, 2, 1, 2, 3],
    [1, 2, 3, 2, 1],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 3],
    [3, 3, 2, 1, 0],
    [1, 0, 0, 0, 1],
    [2, 3, 3, 3, 2],
    [0, 1, 1, 1, 0],
    [3, 2, 2, 2, 3],
    [1, 1, 0, 1, 1],
    [2, 2, 3, 2, 2],
    [0, 1, 0, 1, 0],
    [3, 2, 3, 2, 3],
    [1, 2, 1, 2, 1],
    [2, 1, 2, 1, 2],
  ],
  symbols: [
    { id: 'coin', kind: 'low', pays: { 3: 5, 4: 15, 5: 40 } },
    { id: 'shield', kind: 'low', pays: { 3: 5, 4: 15, 5: 40 } },
    { id: 'sword', kind: 'low', pays: { 3: 8, 4: 20, 5: 60 } },
    { id: 'helmet', kind: 'high', pays: { 3: 10, 4: 30, 5: 100 } },
    { id: 'chest', kind: 'high', pays: { 3: 15, 4: 50, 5: 150 } },
    { id: 'dragon', kind: 'high', pays: { 3: 25, 4: 100, 5: 500 } },
    { id: 'wild', kind: 'wild', multiplier: 2 },
    { id: 'scatter', kind: 'scatter', pays: { 3: 40, 4: 200, 5: 2000 } },
  ],
  strips: Array.from({ length: 5 }, (_, r) =>
    withStacks(
      shuffledStrip(
        { coin: 8, shield: 8, sword: 7, helmet: 6, chest: 5, dragon: 4, wild: 2, scatter: 2 },
        r + 51,
      ),
      'dragon',
      2,
      3,
    ),
  ),
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 3 },
  features: ['wild', 'scatter', 'free_spins', 'free_spins_multiplier', 'stacked_symbols'],
};

const clover: SlotDefinition = {
  id: 'clover-sevens',
  name: 'Clover Sevens',
  volatility: 'medium',
  rtp: 0.96,
  maxWinMultiplier: 1000,
  betCoins: 5,
  stakes: [5, 10, 25, 50, 100, 250, 500],
  mechanic: 'lines',
  reels: 3,
  rows: 3,
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  symbols: [
    { id: 'clover', kind: 'low', pays: { 3: 10 } },
    { id: 'horseshoe', kind: 'low', pays: { 3: 15 } },
    { id: 'bar', kind: 'high', pays: { 3: 25 } },
    { id: 'bell', kind: 'high', pays: { 3: 40 } },
    { id: 'seven', kind: 'high', pays: { 3: 100 } },
    { id: 'wild2', kind: 'wild', multiplier: 2 },
    { id: 'wild3', kind: 'wild', multiplier: 3 },
  ],
  allWildsPayAs: 'seven',
  strips: Array.from({ length: 3 }, () =>
    spreadStrip({ clover: 7, horseshoe: 6, bar: 5, bell: 4, seven: 3, wild2: 2, wild3: 1 }),
  ),
  features: ['multiplier_wilds'],
};

const cosmic: SlotDefinition = {
  id: 'cosmic-drift',
  name: 'Cosmic Drift',
  volatility: 'high',
  rtp: 0.96,
  maxWinMultiplier: 5000,
  betCoins: 20,
  stakes: STAKES,
  mechanic: 'ways',
  reels: 5,
  rows: 4,
  symbols: [
    { id: 'moon', kind: 'low', pays: { 3: 2, 4: 5, 5: 10 } },
    { id: 'planet', kind: 'low', pays: { 3: 2, 4: 5, 5: 10 } },
    { id: 'comet', kind: 'low', pays: { 3: 3, 4: 6, 5: 12 } },
    { id: 'rocket', kind: 'high', pays: { 3: 5, 4: 10, 5: 25 } },
    { id: 'ufo', kind: 'high', pays: { 3: 6, 4: 15, 5: 40 } },
    { id: 'astronaut', kind: 'high', pays: { 3: 10, 4: 25, 5: 100 } },
    { id: 'wild', kind: 'wild' },
    { id: 'scatter', kind: 'scatter', pays: { 3: 40, 4: 200, 5: 1000 } },
  ],
  strips: Array.from({ length: 5 }, (_, r) =>
    shuffledStrip(
      { moon: 9, planet: 9, comet: 8, rocket: 6, ufo: 5, astronaut: 4, wild: r === 0 ? 0 : 2, scatter: 2 },
      r + 71,
    ),
  ),
  spinMultipliers: [
    { value: 1, weight: 70 },
    { value: 2, weight: 18 },
    { value: 3, weight: 8 },
    { value: 5, weight: 4 },
  ],
  freeSpins: { awards: { 3: 8, 4: 12, 5: 15 }, multiplier: 1 },
  features: ['wild', 'scatter', 'free_spins', 'random_multiplier'],
};

/** The stand-in slots, played by the real engine. */
export const MOCK_SLOTS = [pharaohs, crystal, dragon, clover, cosmic].map((definition) =>
  createSlotGame(definition),
);
