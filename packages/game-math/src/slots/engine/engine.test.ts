import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../../rng.js';
import { spinWinMax } from './bound.js';
import { compileSlot, type CompiledSlot } from './compile.js';
import { evaluateCluster, evaluateLines, evaluateWays, lineHit, tumble, type RawWin } from './evaluate.js';
import { exactReturn, exhaustiveBaseSpin } from './exact.js';
import { createScratch, playRound } from './round.js';
import { shuffledStrip, spreadStrip, withStacks } from './strips.js';
import type { SlotDefinition } from './types.js';

const base: Omit<SlotDefinition, 'mechanic' | 'reels' | 'rows' | 'symbols' | 'strips'> = {
  id: 'test',
  name: 'Test',
  volatility: 'low',
  rtp: 0.95,
  maxWinMultiplier: 1000,
  returnDeviation: 1,
  betCoins: 1,
  stakes: [1],
  features: [],
};

/** A 3 x 3 game with one middle payline and two multiplier wilds. */
const lines = compileSlot({
  ...base,
  mechanic: 'lines',
  reels: 3,
  rows: 3,
  paylines: [[1, 1, 1]],
  symbols: [
    { id: 'a', kind: 'low', pays: { 3: 10 } },
    { id: 'b', kind: 'high', pays: { 2: 5, 3: 20 } },
    { id: 'w2', kind: 'wild', multiplier: 2 },
    { id: 'w3', kind: 'wild', multiplier: 3 },
    { id: 's', kind: 'scatter', pays: { 3: 50 } },
  ],
  allWildsPayAs: 'b',
  strips: [
    ['a', 'b', 'w2', 'w3', 's'],
    ['a', 'b', 'w2', 'w3', 's'],
    ['a', 'b', 'w2', 'w3', 's'],
  ],
});

/** A 3 x 3 game whose one wild pays on its own. */
const payingWild = compileSlot({
  ...base,
  mechanic: 'lines',
  reels: 3,
  rows: 3,
  paylines: [[1, 1, 1]],
  symbols: [
    { id: 'a', kind: 'low', pays: { 3: 10 } },
    { id: 'w', kind: 'wild', pays: { 2: 50, 3: 100 } },
  ],
  strips: [
    ['a', 'w', 'a'],
    ['a', 'w', 'a'],
    ['a', 'w', 'a'],
  ],
});

/** Fills the middle row of a 3 x 3 grid (the rest shows symbol 0). */
function middleRow(c: CompiledSlot, ids: string[]): Uint8Array {
  const grid = new Uint8Array(c.cells);
  ids.forEach((id, reel) => {
    grid[reel * c.rows + 1] = c.symbolIds.indexOf(id);
  });
  return grid;
}

function lineWin(c: CompiledSlot, ids: string[]): { coins: number; symbol: string; count: number } {
  const wins: RawWin[] = [];
  const coins = evaluateLines(c, middleRow(c, ids), wins);
  expect(wins.reduce((sum, win) => sum + win.coins, 0)).toBe(coins);
  return { coins, symbol: c.symbolIds[lineHit[0] ?? -1] ?? '-', count: lineHit[1] ?? 0 };
}

describe('payline evaluation', () => {
  it('lets wilds stand in and multiplies by every wild in the paying run', () => {
    expect(lineWin(lines, ['a', 'w2', 'a']).coins).toBe(20);
    expect(lineWin(lines, ['w2', 'w3', 'b'])).toEqual({ coins: 120, symbol: 'b', count: 3 });
    expect(lineWin(lines, ['b', 'w3', 'a'])).toEqual({ coins: 15, symbol: 'b', count: 2 });
  });

  it('pays a line of wilds as allWildsPayAs, times all their factors', () => {
    expect(lineWin(lines, ['w2', 'w2', 'w3'])).toEqual({ coins: 240, symbol: 'b', count: 3 });
  });

  it('never lets a scatter into a line', () => {
    expect(lineWin(lines, ['a', 's', 'a']).coins).toBe(0);
    expect(lineWin(lines, ['s', 'a', 'a']).coins).toBe(0);
    expect(lineWin(lines, ['w2', 's', 'a']).coins).toBe(0);
  });

  it('pays leading wilds as wilds when that pays more than the symbol they complete', () => {
    expect(lineWin(payingWild, ['w', 'w', 'a'])).toEqual({ coins: 50, symbol: 'w', count: 2 });
    expect(lineWin(payingWild, ['w', 'a', 'a'])).toEqual({ coins: 10, symbol: 'a', count: 3 });
    expect(lineWin(payingWild, ['w', 'w', 'w'])).toEqual({ coins: 100, symbol: 'w', count: 3 });
  });
});

describe('ways evaluation', () => {
  const ways = compileSlot({
    ...base,
    mechanic: 'ways',
    reels: 3,
    rows: 2,
    symbols: [
      { id: 'a', kind: 'low', pays: { 2: 1, 3: 4 } },
      { id: 'b', kind: 'high', pays: { 3: 10 } },
      { id: 'c', kind: 'low', pays: { 3: 2 } },
      { id: 'w', kind: 'wild' },
    ],
    strips: [
      ['a', 'b'],
      ['a', 'b'],
      ['a', 'b'],
    ],
  });

  it('multiplies the counts of a symbol or wild on adjacent reels from the first', () => {
    const ids = ['a', 'a', /* reel 1 */ 'w', 'b', /* reel 2 */ 'a', 'c'];
    const grid = Uint8Array.from(ids, (id) => ways.symbolIds.indexOf(id));
    const wins: RawWin[] = [];
    const coins = evaluateWays(ways, grid, new Int32Array(3 * 4), new Int32Array(3), wins);
    // a: 2 x 1 x 1 ways of 3 reels = 2 * 4; b: none on reel 0; c: none on reel 0.
    expect(coins).toBe(8);
    expect(wins).toEqual([{ kind: 'ways', symbol: 0, count: 3, ways: 2, cells: [0, 1, 2, 4], coins: 8 }]);
  });
});

describe('tumbles', () => {
  const cluster = compileSlot({
    ...base,
    mechanic: 'cluster',
    reels: 2,
    rows: 3,
    cascade: { minCount: 3, ladder: [1, 2] },
    symbols: [
      { id: 'a', kind: 'low', pays: { 3: 1, 4: 2 } },
      { id: 'b', kind: 'low', pays: { 3: 1 } },
      { id: 'c', kind: 'high', pays: { 3: 5 } },
      { id: 's', kind: 'scatter' },
    ],
    strips: [
      ['c', 'b', 'a', 's', 'a'],
      ['b', 'c', 'a', 'b', 'a'],
    ],
  });

  it('pays every symbol shown minCount times or more, then drops the strip above into the gaps', () => {
    const ids = (grid: Uint8Array) => Array.from(grid, (s) => cluster.symbolIds[s]);
    const stops = Int32Array.of(2, 2);
    const grid = new Uint8Array(6);
    // Reel 0 from stop 2: a s a; reel 1 from stop 2: a b a.
    for (let reel = 0; reel < 2; reel++) {
      for (let row = 0; row < 3; row++) grid[reel * 3 + row] = cluster.baseStrips[reel]?.[(2 + row) % 5] ?? 0;
    }
    expect(ids(grid)).toEqual(['a', 's', 'a', 'a', 'b', 'a']);
    const counts = new Int32Array(4);
    const winning = new Uint8Array(4);
    expect(evaluateCluster(cluster, grid, counts, winning, null)).toBe(2);
    expect(Array.from(winning)).toEqual([1, 0, 0, 0]);
    tumble(cluster, cluster.baseStrips, grid, stops, winning);
    // Reel 0 loses two a's: s falls to the bottom, strip indexes 0 and 1 (c, b) drop in above.
    // Reel 1 loses two a's: b falls, indexes 0 and 1 (b, c) drop in.
    expect(ids(grid)).toEqual(['c', 'b', 's', 'b', 'c', 'b']);
    expect(Array.from(stops)).toEqual([0, 0]);
    expect(evaluateCluster(cluster, grid, counts, winning, null)).toBe(1);
  });

  it('plays the ladder: each tumble pays the next multiplier', () => {
    const compiled = cluster;
    const scratch = createScratch(compiled);
    const steps: number[] = [];
    // Stops 2, 2: a pays 2 at x1, then b pays 1 at x2, then nothing.
    const rng = {
      values: [2, 2],
      int() {
        return this.values.shift() ?? 0;
      },
    };
    const result = playRound(compiled, rng, scratch, {
      startSpin() {},
      step(_grid, wins, multiplier) {
        steps.push(wins.reduce((sum, win) => sum + win.coins, 0) * multiplier);
      },
      endSpin() {},
    });
    expect(steps).toEqual([2, 2, 0]);
    expect(result.coins).toBe(4);
  });
});

describe('exact expectation', () => {
  /** A small 3-reel game whose every stop combination can be walked. */
  const small: SlotDefinition = {
    ...base,
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
      { id: 'a', kind: 'low', pays: { 2: 1, 3: 4 } },
      { id: 'b', kind: 'high', pays: { 3: 12 } },
      { id: 'w', kind: 'wild', multiplier: 2 },
      { id: 's', kind: 'scatter', pays: { 2: 2, 3: 20 } },
    ],
    allWildsPayAs: 'b',
    strips: [
      shuffledStrip({ a: 9, b: 4, w: 2, s: 2 }, 1),
      shuffledStrip({ a: 8, b: 5, w: 3, s: 1 }, 2),
      shuffledStrip({ a: 10, b: 3, w: 1, s: 2 }, 3),
    ],
  };

  it('equals the mean over every stop combination (lines, multiplier wilds, scatters)', () => {
    const c = compileSlot(small);
    const walked = exhaustiveBaseSpin(c);
    expect(walked.combinations).toBe(17 * 17 * 16);
    expect(exactReturn(c).baseSpin).toBeCloseTo(walked.mean, 10);
    expect(spinWinMax(c, false)).toBe(walked.max);
  });

  it('equals the mean over every stop combination (ways, stacked wilds)', () => {
    const c = compileSlot({
      ...small,
      mechanic: 'ways',
      paylines: undefined,
      symbols: [
        { id: 'a', kind: 'low', pays: { 2: 1, 3: 4 } },
        { id: 'b', kind: 'high', pays: { 3: 12 } },
        { id: 'w', kind: 'wild' },
        { id: 's', kind: 'scatter', pays: { 2: 2, 3: 20 } },
      ],
      strips: small.strips.map((strip) => withStacks(strip, 'w', 1, 2)),
      allWildsPayAs: undefined,
    });
    const walked = exhaustiveBaseSpin(c);
    expect(exactReturn(c).baseSpin).toBeCloseTo(walked.mean, 10);
    expect(spinWinMax(c, false)).toBe(walked.max);
  });

  it('adds free spins by Wald: awards over one minus retriggers, times a free spin', () => {
    const c = compileSlot({
      ...small,
      freeSpins: { awards: { 2: 3 }, retrigger: { 3: 2 }, multiplier: 2 },
    });
    const exact = exactReturn(c);
    const simulated = simulateMean(c, 400_000);
    expect(Math.abs(simulated - exact.round)).toBeLessThan(0.02 * exact.round);
  });
});

describe('strips', () => {
  it('spreads symbols evenly, keeping the counts', () => {
    const strip = spreadStrip({ a: 6, b: 3, s: 1 });
    expect(strip).toHaveLength(10);
    expect(strip.filter((id) => id === 'b')).toHaveLength(3);
    // No two b's touch, even around the end of the strip.
    strip.forEach((id, i) => {
      if (id === 'b') expect(strip[(i + 1) % strip.length]).not.toBe('b');
    });
  });

  it('shuffles reproducibly and splices stacks', () => {
    expect(shuffledStrip({ a: 5, b: 5 }, 9)).toEqual(shuffledStrip({ a: 5, b: 5 }, 9));
    const stacked = withStacks(['a', 'a', 'a', 'a'], 'w', 2, 3);
    expect(stacked).toHaveLength(10);
    expect(stacked.join('')).toContain('www');
  });
});

function simulateMean(c: CompiledSlot, rounds: number): number {
  const rng = new SimulationRng(5);
  const scratch = createScratch(c);
  let sum = 0;
  for (let i = 0; i < rounds; i++) sum += playRound(c, rng, scratch, null).coins;
  return sum / rounds;
}
