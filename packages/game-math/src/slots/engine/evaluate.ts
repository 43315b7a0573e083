import type { Rng } from '../../rng.js';
import type { CompiledSlot, WeightTable } from './compile.js';
import type { WinKind } from './types.js';

/*
 * How a grid pays. Every function here serves both the played round (which records each win
 * for the client) and the simulations and exact sums (which only add coins): a `sink` collects
 * the wins when given, and nothing is allocated when it is null.
 */

/** A win as the engine finds it: coins before the step's multiplier, cells of the grid. */
export interface RawWin {
  kind: WinKind;
  symbol: number;
  count: number;
  line?: number;
  ways?: number;
  cells: number[];
  coins: number;
}

export type WinSink = RawWin[] | null;

/** The symbol and count the last evaluateLine call paid (shared scratch: one spin at a time). */
export const lineHit = new Int32Array(2);

/** Draws every reel's stop (the strip index shown on the top row), reel 0 first. */
export function drawStops(rng: Rng, strips: readonly Uint8Array[], stops: Int32Array): void {
  for (let reel = 0; reel < strips.length; reel++) stops[reel] = rng.int(strips[reel]?.length ?? 1);
}

/** Shows the window of every reel at its stop. */
export function fillWindow(
  c: CompiledSlot,
  strips: readonly Uint8Array[],
  stops: Int32Array,
  grid: Uint8Array,
): void {
  const rows = c.rows;
  for (let reel = 0; reel < c.reels; reel++) {
    const strip = strips[reel] ?? new Uint8Array(1);
    const stop = stops[reel] ?? 0;
    for (let row = 0; row < rows; row++) grid[reel * rows + row] = strip[(stop + row) % strip.length] ?? 0;
  }
}

/** A weighted draw (one rng.int over the total weight). */
export function drawWeighted(rng: Rng, table: WeightTable): number {
  const r = rng.int(table.total);
  const { cumulative, values } = table;
  for (let i = 0; i < cumulative.length; i++) if (r < (cumulative[i] ?? 0)) return values[i] ?? 1;
  return values[values.length - 1] ?? 1;
}

/**
 * Coins one payline pays, read from reel 0: the first symbol that is not a wild sets the line's
 * symbol and wilds stand in for it; a run of leading wilds may instead pay as wilds (when they
 * have pays) or, across every reel, as `allWildsPayAs`. The better of the two is paid, times
 * the factors of the multiplier wilds in the paying run. Scatters never sit in a line.
 * lineHit receives the paid symbol (-1 for none) and count.
 */
export function evaluateLine(c: CompiledSlot, grid: Uint8Array, lineOffset: number): number {
  const { reels, lineCells, isWild, wildMultiplier, pays, payStride } = c;
  let run = 0;
  let runFactor = 1;
  while (run < reels) {
    const s = grid[lineCells[lineOffset + run] ?? 0] ?? 0;
    if (isWild[s] !== 1) break;
    runFactor *= wildMultiplier[s] ?? 1;
    run += 1;
  }
  let best = 0;
  let bestSymbol = -1;
  let bestCount = 0;
  if (run > 0 && c.payingWild >= 0) {
    const pay = (pays[c.payingWild * payStride + run] ?? 0) * runFactor;
    if (pay > 0) {
      best = pay;
      bestSymbol = c.payingWild;
      bestCount = run;
    }
  }
  let target = -1;
  let count = run;
  let factor = runFactor;
  if (run === reels) {
    target = c.allWildsPayAs;
  } else {
    const first = grid[lineCells[lineOffset + run] ?? 0] ?? 0;
    if (c.isPaying[first] === 1) {
      target = first;
      count = run + 1;
      while (count < reels) {
        const s = grid[lineCells[lineOffset + count] ?? 0] ?? 0;
        if (s === target) count += 1;
        else if (isWild[s] === 1) {
          factor *= wildMultiplier[s] ?? 1;
          count += 1;
        } else break;
      }
    }
  }
  if (target >= 0) {
    const pay = (pays[target * payStride + count] ?? 0) * factor;
    if (pay > 0 && pay >= best) {
      best = pay;
      bestSymbol = target;
      bestCount = count;
    }
  }
  lineHit[0] = bestSymbol;
  lineHit[1] = bestCount;
  return best;
}

/** Coins all paylines pay. */
export function evaluateLines(c: CompiledSlot, grid: Uint8Array, sink: WinSink): number {
  let total = 0;
  const reels = c.reels;
  for (let line = 0; line < c.lineCount; line++) {
    const coins = evaluateLine(c, grid, line * reels);
    if (coins === 0) continue;
    total += coins;
    if (sink) {
      const count = lineHit[1] ?? 0;
      const cells = Array.from(c.lineCells.subarray(line * reels, line * reels + count));
      sink.push({ kind: 'line', symbol: lineHit[0] ?? 0, count, line, cells, coins });
    }
  }
  return total;
}

/**
 * Coins all ways pay: a symbol pays when it (or a wild) shows on adjacent reels from reel 0;
 * the ways are the product of how many times it shows on each of those reels.
 * `reelCounts` (reels * symbols) and `wildCounts` (reels) are scratch.
 */
export function evaluateWays(
  c: CompiledSlot,
  grid: Uint8Array,
  reelCounts: Int32Array,
  wildCounts: Int32Array,
  sink: WinSink,
): number {
  const { reels, rows, isWild, isPaying, pays, payStride } = c;
  const n = c.symbolIds.length;
  reelCounts.fill(0);
  wildCounts.fill(0);
  for (let cell = 0; cell < c.cells; cell++) {
    const reel = (cell / rows) | 0;
    const s = grid[cell] ?? 0;
    reelCounts[reel * n + s] = (reelCounts[reel * n + s] ?? 0) + 1;
    if (isWild[s] === 1) wildCounts[reel] = (wildCounts[reel] ?? 0) + 1;
  }
  let total = 0;
  for (let s = 0; s < n; s++) {
    if (isPaying[s] !== 1) continue;
    let ways = 1;
    let length = 0;
    while (length < reels) {
      const shown = (reelCounts[length * n + s] ?? 0) + (wildCounts[length] ?? 0);
      if (shown === 0) break;
      ways *= shown;
      length += 1;
    }
    const pay = pays[s * payStride + length] ?? 0;
    if (pay === 0) continue;
    total += pay * ways;
    if (sink) {
      const cells: number[] = [];
      for (let cell = 0; cell < length * rows; cell++) {
        const shown = grid[cell] ?? 0;
        if (shown === s || isWild[shown] === 1) cells.push(cell);
      }
      sink.push({ kind: 'ways', symbol: s, count: length, ways, cells, coins: pay * ways });
    }
  }
  return total;
}

export function countScatters(c: CompiledSlot, grid: Uint8Array): number {
  if (c.scatter < 0) return 0;
  let count = 0;
  for (let cell = 0; cell < c.cells; cell++) if (grid[cell] === c.scatter) count += 1;
  return count;
}

/** Coins `count` scatters anywhere pay. */
export function evaluateScatters(c: CompiledSlot, grid: Uint8Array, count: number, sink: WinSink): number {
  if (c.scatter < 0) return 0;
  const coins = c.pays[c.scatter * c.payStride + count] ?? 0;
  if (coins > 0 && sink) {
    const cells: number[] = [];
    for (let cell = 0; cell < c.cells; cell++) if (grid[cell] === c.scatter) cells.push(cell);
    sink.push({ kind: 'scatter', symbol: c.scatter, count, cells, coins });
  }
  return coins;
}

/**
 * Coins pay-anywhere pays: every paying symbol shown at least minCluster times anywhere pays
 * for its count. `winning[s]` is set to 1 for the symbols that paid (they tumble away).
 */
export function evaluateCluster(
  c: CompiledSlot,
  grid: Uint8Array,
  counts: Int32Array,
  winning: Uint8Array,
  sink: WinSink,
): number {
  const { isPaying, pays, payStride } = c;
  const n = c.symbolIds.length;
  counts.fill(0);
  for (let cell = 0; cell < c.cells; cell++) {
    const s = grid[cell] ?? 0;
    counts[s] = (counts[s] ?? 0) + 1;
  }
  let total = 0;
  for (let s = 0; s < n; s++) {
    const count = counts[s] ?? 0;
    const pay = isPaying[s] === 1 && count >= c.minCluster ? (pays[s * payStride + count] ?? 0) : 0;
    winning[s] = pay > 0 ? 1 : 0;
    if (pay === 0) continue;
    total += pay;
    if (sink) {
      const cells: number[] = [];
      for (let cell = 0; cell < c.cells; cell++) if (grid[cell] === s) cells.push(cell);
      sink.push({ kind: 'cluster', symbol: s, count, cells, coins: pay });
    }
  }
  return total;
}

/**
 * Removes the winning symbols: on each reel the rest fall to the bottom and the strip keeps
 * turning, so the symbols above the window drop in (no new draw: the stop decides them all).
 * `tops[reel]` is the strip index of the top row and moves up with every drop.
 */
export function tumble(
  c: CompiledSlot,
  strips: readonly Uint8Array[],
  grid: Uint8Array,
  tops: Int32Array,
  winning: Uint8Array,
): void {
  const rows = c.rows;
  for (let reel = 0; reel < c.reels; reel++) {
    const base = reel * rows;
    let write = rows - 1;
    for (let row = rows - 1; row >= 0; row--) {
      const s = grid[base + row] ?? 0;
      if (winning[s] !== 1) {
        grid[base + write] = s;
        write -= 1;
      }
    }
    const dropped = write + 1;
    if (dropped === 0) continue;
    const strip = strips[reel] ?? new Uint8Array(1);
    const length = strip.length;
    const top = ((((tops[reel] ?? 0) - dropped) % length) + length) % length;
    for (let row = 0; row < dropped; row++) grid[base + row] = strip[(top + row) % length] ?? 0;
    tops[reel] = top;
  }
}
