import { createSlotGame } from './engine/slot-game.js';
import { spreadStrip } from './engine/strips.js';
import type { SlotDefinition } from './engine/types.js';

/*
 * Pharaoh's Ways: 5 x 3 with 243 ways to win (a symbol on adjacent reels from the left, any
 * row). The wild lands on the middle three reels only. Three or more scatters anywhere pay
 * and award 10 free spins on richer reels (more wilds and high symbols) where every win is
 * doubled; free spins do not retrigger, which keeps the largest round bounded (see bound.ts).
 * Many small ways wins, a third of the return in free spins: medium volatility. Ways pays are
 * in coins per way at 25 coins a spin.
 */

const OUTER = { lotus: 7, ankh: 6, cat: 6, eye: 4, falcon: 3, pharaoh: 3, scatter: 1 };
const INNER = { ...OUTER, wild: 1 };
const FREE_OUTER = { lotus: 5, ankh: 5, cat: 5, eye: 5, falcon: 4, pharaoh: 4, scatter: 1 };
const FREE_INNER = { ...FREE_OUTER, wild: 4 };

export const pharaohsWaysDefinition: SlotDefinition = {
  id: 'pharaohs-ways',
  name: "Pharaoh's Ways",
  volatility: 'medium',
  rtp: 0.96492,
  maxWinMultiplier: 3500,
  betCoins: 25,
  stakes: [25, 50, 100, 250, 500, 1000, 2500],
  mechanic: 'ways',
  reels: 5,
  rows: 3,
  symbols: [
    { id: 'lotus', kind: 'low', pays: { 3: 1, 4: 7, 5: 20 } },
    { id: 'ankh', kind: 'low', pays: { 3: 1, 4: 7, 5: 20 } },
    { id: 'cat', kind: 'low', pays: { 3: 2, 4: 10, 5: 25 } },
    { id: 'eye', kind: 'high', pays: { 3: 4, 4: 12, 5: 40 } },
    { id: 'falcon', kind: 'high', pays: { 3: 5, 4: 20, 5: 80 } },
    { id: 'pharaoh', kind: 'high', pays: { 3: 10, 4: 40, 5: 200 } },
    { id: 'wild', kind: 'wild' },
    { id: 'scatter', kind: 'scatter', pays: { 3: 50, 4: 250, 5: 2500 } },
  ],
  strips: [
    spreadStrip(OUTER),
    spreadStrip(INNER),
    spreadStrip(INNER),
    spreadStrip(INNER),
    spreadStrip(OUTER),
  ],
  freeSpins: {
    awards: { 3: 10 },
    multiplier: 2,
    strips: [
      spreadStrip(FREE_OUTER),
      spreadStrip(FREE_INNER),
      spreadStrip(FREE_INNER),
      spreadStrip(FREE_INNER),
      spreadStrip(FREE_OUTER),
    ],
  },
  features: ['wild', 'scatter', 'free_spins', 'free_spins_multiplier'],
  facts: [
    { label: 'Wild', value: 'On reels 2 to 4, stands in for every symbol but the scatter' },
    { label: 'Free spins', value: '3 or more scatters award 10 free spins on richer reels; every win x2' },
  ],
};

export const pharaohsWays = createSlotGame(pharaohsWaysDefinition);
