import { createSlotGame } from './engine/slot-game.js';
import { shuffledStrip } from './engine/strips.js';
import type { SlotDefinition } from './engine/types.js';

/*
 * Crystal Cascade: a 6 x 5 grid that pays anywhere: 8 or more of a symbol anywhere on the grid
 * pay (more for 10+ and 12+). Winning symbols shatter, the rest fall and each reel's strip
 * drops the symbols above into the gaps (no new draw: the stops decide every tumble); each
 * tumble raises the spin's multiplier: x1, x2, then x3. Four or more scatters on the grid once
 * the tumbles stop award 6 free spins whose ladder runs x2, x3, x4; three scatters in a free
 * spin add 2 more. Cluster pays are in coins for the whole bet of 20 coins.
 *
 * The multiplier ladder is kept short and the free spins frequent (one round in 39) and small,
 * so one round's standard deviation stays near 3.2 stakes: CI's 4 million rounds then pin the
 * return to 0.16 pp. Tumbles make the return impossible to enumerate: the RTP is published
 * from a long offline simulation (long-simulation.ts).
 */

const STRIP = {
  'gem-blue': 10,
  'gem-green': 10,
  'gem-purple': 9,
  'gem-red': 9,
  'gem-yellow': 8,
  heart: 7,
  crown: 6,
  scatter: 2,
};

export const crystalCascadeDefinition: SlotDefinition = {
  id: 'crystal-cascade',
  name: 'Crystal Cascade',
  volatility: 'medium',
  rtp: 0.9578,
  maxWinMultiplier: 2000,
  returnDeviation: 3.2,
  // Retriggering free spins leave the round without a largest win: 2,000x is a cap.
  maxWinIsCap: true,
  betCoins: 20,
  stakes: [20, 40, 100, 200, 500, 1000, 2000],
  mechanic: 'cluster',
  reels: 6,
  rows: 5,
  cascade: { minCount: 8, ladder: [1, 2, 3] },
  symbols: [
    { id: 'gem-blue', kind: 'low', pays: { 8: 11, 10: 17, 12: 26 } },
    { id: 'gem-green', kind: 'low', pays: { 8: 10, 10: 17, 12: 26 } },
    { id: 'gem-purple', kind: 'low', pays: { 8: 13, 10: 21, 12: 34 } },
    { id: 'gem-red', kind: 'low', pays: { 8: 15, 10: 26, 12: 43 } },
    { id: 'gem-yellow', kind: 'low', pays: { 8: 18, 10: 31, 12: 51 } },
    { id: 'heart', kind: 'high', pays: { 8: 26, 10: 46, 12: 86 } },
    { id: 'crown', kind: 'high', pays: { 8: 39, 10: 72, 12: 140 } },
    { id: 'scatter', kind: 'scatter' },
  ],
  strips: [2, 2, 2, 2, 2, 2].map((scatters, reel) =>
    shuffledStrip({ ...STRIP, scatter: scatters }, 300 + reel),
  ),
  freeSpins: {
    awards: { 4: 6 },
    retrigger: { 3: 2 },
    multiplier: 1,
    ladder: [2, 3, 4],
  },
  features: ['pay_anywhere', 'tumble', 'tumble_multiplier', 'scatter', 'free_spins'],
  facts: [
    {
      label: 'Tumbles',
      value: 'Winning symbols shatter and new ones fall; each tumble raises the multiplier: x1, x2, x3',
    },
    {
      label: 'Free spins',
      value: '4 or more scatters award 6 free spins with tumbles at x2, x3, x4; 3 scatters add 2 more',
    },
  ],
};

export const crystalCascade = createSlotGame(crystalCascadeDefinition);
