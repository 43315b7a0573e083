import { createSlotGame } from './engine/slot-game.js';
import { spreadStrip } from './engine/strips.js';
import type { SlotDefinition } from './engine/types.js';

/*
 * Clover Sevens: a classic 3 x 3 machine with 5 paylines (three rows, two diagonals) and two
 * multiplier wilds: a wild2 doubles and a wild3 triples the line win it completes, and both on
 * one line multiply (x6); a line of wilds alone pays as sevens times all its factors. No
 * bonus: low volatility. Line pays are in coins at 1 coin per line.
 */

const STRIP = { clover: 10, horseshoe: 9, bar: 7, bell: 5, seven: 3, wild2: 1, wild3: 1 };

export const cloverSevensDefinition: SlotDefinition = {
  id: 'clover-sevens',
  name: 'Clover Sevens',
  volatility: 'low',
  rtp: 0.95204,
  maxWinMultiplier: 112.92,
  returnDeviation: 2.9,
  betCoins: 25,
  stakes: [25, 50, 100, 250, 500, 1000, 2500],
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
    { id: 'clover', kind: 'low', pays: { 3: 15 } },
    { id: 'horseshoe', kind: 'low', pays: { 3: 22 } },
    { id: 'bar', kind: 'high', pays: { 3: 28 } },
    { id: 'bell', kind: 'high', pays: { 3: 40 } },
    { id: 'seven', kind: 'high', pays: { 3: 70 } },
    { id: 'wild2', kind: 'wild', multiplier: 2 },
    { id: 'wild3', kind: 'wild', multiplier: 3 },
  ],
  allWildsPayAs: 'seven',
  strips: [spreadStrip(STRIP), spreadStrip(STRIP), spreadStrip(STRIP)],
  features: ['multiplier_wilds'],
  facts: [
    { label: 'Wilds', value: 'wild2 doubles and wild3 triples the line win they complete; together x6' },
    { label: 'Three wilds', value: 'Pay as three sevens, times every wild factor on the line' },
  ],
};

export const cloverSevens = createSlotGame(cloverSevensDefinition);
