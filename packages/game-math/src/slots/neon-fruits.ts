import { LINES_5X3 } from './engine/paylines.js';
import { createSlotGame } from './engine/slot-game.js';
import { spreadStrip } from './engine/strips.js';
import type { SlotDefinition } from './engine/types.js';

/*
 * Neon Fruits: the classic fruit machine. 5 x 3, 10 fixed paylines, a wild that stands in for
 * every fruit and pays the most itself; no bonus, so wins are small and frequent (low
 * volatility). Line pays are in coins at 2 coins per line (20 coins a spin).
 */

const STRIP = spreadStrip({
  cherry: 6,
  lemon: 6,
  orange: 5,
  plum: 5,
  grape: 4,
  bell: 3,
  bar: 3,
  seven: 2,
  wild: 1,
});

export const neonFruitsDefinition: SlotDefinition = {
  id: 'neon-fruits',
  name: 'Neon Fruits',
  volatility: 'low',
  rtp: 0.95687,
  maxWinMultiplier: 342.25,
  returnDeviation: 2.6,
  betCoins: 20,
  stakes: [20, 40, 100, 200, 500, 1000, 2000],
  mechanic: 'lines',
  reels: 5,
  rows: 3,
  paylines: LINES_5X3.slice(0, 10),
  symbols: [
    { id: 'cherry', kind: 'low', pays: { 2: 7, 3: 25, 4: 75, 5: 250 } },
    { id: 'lemon', kind: 'low', pays: { 3: 25, 4: 75, 5: 250 } },
    { id: 'orange', kind: 'low', pays: { 3: 30, 4: 90, 5: 300 } },
    { id: 'plum', kind: 'low', pays: { 3: 30, 4: 90, 5: 300 } },
    { id: 'grape', kind: 'high', pays: { 3: 40, 4: 120, 5: 400 } },
    { id: 'bell', kind: 'high', pays: { 3: 60, 4: 200, 5: 600 } },
    { id: 'bar', kind: 'high', pays: { 3: 80, 4: 300, 5: 1000 } },
    { id: 'seven', kind: 'high', pays: { 3: 120, 4: 500, 5: 2000 } },
    { id: 'wild', kind: 'wild', pays: { 3: 200, 4: 1000, 5: 5000 } },
  ],
  strips: [STRIP, STRIP, STRIP, STRIP, STRIP],
  features: ['wild'],
  facts: [{ label: 'Wild', value: 'Stands in for every symbol and pays the most' }],
};

export const neonFruits = createSlotGame(neonFruitsDefinition);
