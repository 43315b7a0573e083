import type { CompiledSlot, WeightTable } from './compile.js';
import { countScatters, evaluateLines, evaluateScatters, evaluateWays } from './evaluate.js';

/*
 * The largest win a round can pay, from the strips: where it stays at or below the published
 * cap, the cap is never reached and the exact expectation (exact.ts) is the RTP.
 *
 * The largest spin is found exactly by a branch-and-bound walk over the reels: each reel
 * contributes one of its distinct windows, a partial choice (reels 0..j) is scored with an
 * optimistic completion (every line or ways symbol still running is assumed to run to the
 * last reel with its best pay and largest wild factors, scatters to land on every later reel
 * that can show one), and is dropped when that cannot beat the best complete spin found so far.
 * Complete spins are scored by the engine's own evaluation. Spin multipliers count at their
 * largest. A round is bounded by its paid spin's largest win plus the most free spins times the
 * largest free spin; retriggering free spins have no bound.
 */

/** An upper bound of one round's coins (Infinity when none exists, e.g. with retriggers). */
export function roundWinBound(c: CompiledSlot): number {
  const base = spinWinMax(c, false);
  let mostFreeSpins = 0;
  for (const spins of c.awards) mostFreeSpins = Math.max(mostFreeSpins, spins);
  if (mostFreeSpins === 0) return base;
  if (c.retrigger?.some((spins) => spins > 0)) return Infinity;
  return base + mostFreeSpins * spinWinMax(c, true);
}

/** The largest coins one spin can pay, its multipliers at their largest (see the file comment). */
export function spinWinMax(c: CompiledSlot, free: boolean): number {
  if (c.definition.mechanic === 'cluster') return Infinity;
  const strips = free ? c.freeStrips : c.baseStrips;
  const table = free ? c.freeSpinMultipliers : c.baseSpinMultipliers;
  return largestSpin(c, strips) * largest(table) * (free ? c.freeMultiplier : 1);
}

/** The largest line or ways plus scatter coins of any stop combination of these strips. */
export function largestSpin(c: CompiledSlot, strips: readonly Uint8Array[]): number {
  return bestSpin(c, strips)?.coins ?? 0;
}

/** Which spins a search looks at: those showing from `minScatters` to `maxScatters` scatters. */
export interface SpinFilter {
  minScatters?: number;
  maxScatters?: number;
}

/**
 * The largest spin (line or ways plus scatter coins) of these strips among those the filter
 * allows, with one stop per reel that shows it; null when no spin passes the filter.
 */
export function bestSpin(
  c: CompiledSlot,
  strips: readonly Uint8Array[],
  filter: SpinFilter = {},
): { coins: number; stops: number[] } | null {
  const { reels, rows } = c;
  const n = c.symbolIds.length;
  const minScatters = filter.minScatters ?? 0;
  const maxScatters = filter.maxScatters ?? Infinity;
  const score = symbolScores(c);
  // Distinct windows per reel (with the first stop showing each), the most promising first so
  // a good spin is found early.
  const windows = strips.map((strip) => {
    const seen = new Map<string, { window: number[]; stop: number; scatters: number }>();
    for (let stop = 0; stop < strip.length; stop++) {
      const window = Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] ?? 0);
      const key = window.join(',');
      if (!seen.has(key))
        seen.set(key, { window, stop, scatters: window.filter((s) => s === c.scatter).length });
    }
    const sum = (window: number[]) => window.reduce((total, s) => total + (score[s] ?? 0), 0);
    return [...seen.values()].sort((a, b) => sum(b.window) - sum(a.window));
  });
  const mostScatters = windows.map((list) => Math.max(...list.map((w) => w.scatters)));
  const laterScatters = mostScatters.map((_, reel) =>
    mostScatters.slice(reel).reduce((total, most) => total + most, 0),
  );
  // For ways: the most cells of s-or-wild a reel's window can show.
  const mostShown = windows.map((list) => {
    const most = new Int32Array(n);
    for (const { window } of list) {
      for (let s = 0; s < n; s++) {
        const shown = window.filter((w) => w === s || c.isWild[w] === 1).length;
        most[s] = Math.max(most[s] ?? 0, shown);
      }
    }
    return most;
  });

  const grid = new Uint8Array(c.cells);
  const reelCounts = new Int32Array(reels * n);
  const wildCounts = new Int32Array(reels);
  const stops = new Array<number>(reels).fill(0);
  let best = -1;
  let bestStops: number[] | null = null;
  const walk = (reel: number, scatters: number): void => {
    if (scatters > maxScatters || scatters + (laterScatters[reel] ?? 0) < minScatters) return;
    if (reel === reels) {
      const wins =
        c.definition.mechanic === 'lines'
          ? evaluateLines(c, grid, null)
          : evaluateWays(c, grid, reelCounts, wildCounts, null);
      const coins = wins + evaluateScatters(c, grid, countScatters(c, grid), null);
      if (coins > best) {
        best = coins;
        bestStops = [...stops];
      }
      return;
    }
    for (const { window, stop, scatters: shown } of windows[reel] ?? []) {
      window.forEach((s, row) => {
        grid[reel * rows + row] = s;
      });
      stops[reel] = stop;
      const optimistic =
        (c.definition.mechanic === 'lines'
          ? linesOptimistic(c, grid, reel + 1)
          : waysOptimistic(c, grid, reel + 1, mostShown)) +
        scatterOptimistic(c, grid, reel + 1, mostScatters);
      if (optimistic > best) walk(reel + 1, scatters + shown);
    }
  };
  walk(0, 0);
  return bestStops ? { coins: best, stops: bestStops } : null;
}

/** How much a symbol can pay at most, to order windows. */
function symbolScores(c: CompiledSlot): Float64Array {
  const n = c.symbolIds.length;
  const score = new Float64Array(n);
  let most = 0;
  for (let s = 0; s < n; s++) {
    for (let count = 0; count <= c.reels; count++)
      score[s] = Math.max(score[s] ?? 0, c.pays[s * c.payStride + count] ?? 0);
    if (c.isPaying[s] === 1) most = Math.max(most, score[s] ?? 0);
  }
  for (let s = 0; s < n; s++) if (c.isWild[s] === 1) score[s] = Math.max(score[s] ?? 0, most);
  return score;
}

/** The best pay of `s` for `from` or more reels. */
function bestFrom(c: CompiledSlot, s: number, from: number): number {
  let most = 0;
  for (let count = from; count <= c.reels; count++)
    most = Math.max(most, c.pays[s * c.payStride + count] ?? 0);
  return most;
}

/** Line coins the first `known` reels allow at most. */
function linesOptimistic(c: CompiledSlot, grid: Uint8Array, known: number): number {
  const { reels, lineCells, isWild, isPaying, wildMultiplier, pays, payStride } = c;
  let mostFactor = 1;
  for (const factor of wildMultiplier) mostFactor = Math.max(mostFactor, factor);
  const laterFactor = mostFactor ** (reels - known);
  let anyPay = 0;
  for (let s = 0; s < c.symbolIds.length; s++)
    if (isPaying[s] === 1 || s === c.payingWild) anyPay = Math.max(anyPay, bestFrom(c, s, 1));
  let total = 0;
  for (let line = 0; line < c.lineCount; line++) {
    const offset = line * reels;
    let run = 0;
    let factor = 1;
    while (run < known) {
      const s = grid[lineCells[offset + run] ?? 0] ?? 0;
      if (isWild[s] !== 1) break;
      factor *= wildMultiplier[s] ?? 1;
      run += 1;
    }
    if (run === known) {
      // Nothing but wilds so far: the line may still become anything.
      total += anyPay * factor * laterFactor;
      continue;
    }
    const wildPay = run > 0 && c.payingWild >= 0 ? (pays[c.payingWild * payStride + run] ?? 0) * factor : 0;
    const target = grid[lineCells[offset + run] ?? 0] ?? 0;
    if (isPaying[target] !== 1) {
      total += wildPay;
      continue;
    }
    let count = run + 1;
    let lineFactor = factor;
    while (count < known) {
      const s = grid[lineCells[offset + count] ?? 0] ?? 0;
      if (s === target) count += 1;
      else if (isWild[s] === 1) {
        lineFactor *= wildMultiplier[s] ?? 1;
        count += 1;
      } else break;
    }
    const symbolPay =
      count < known
        ? (pays[target * payStride + count] ?? 0) * lineFactor
        : bestFrom(c, target, count) * lineFactor * laterFactor;
    total += Math.max(wildPay, symbolPay);
  }
  return total;
}

/** Ways coins the first `known` reels allow at most. */
function waysOptimistic(
  c: CompiledSlot,
  grid: Uint8Array,
  known: number,
  mostShown: readonly Int32Array[],
): number {
  const { rows, isWild, isPaying, pays, payStride } = c;
  let total = 0;
  for (let s = 0; s < c.symbolIds.length; s++) {
    if (isPaying[s] !== 1) continue;
    let ways = 1;
    let length = 0;
    while (length < known) {
      let shown = 0;
      for (let row = 0; row < rows; row++) {
        const cell = grid[length * rows + row] ?? 0;
        if (cell === s || isWild[cell] === 1) shown += 1;
      }
      if (shown === 0) break;
      ways *= shown;
      length += 1;
    }
    if (length < known) {
      total += (pays[s * payStride + length] ?? 0) * ways;
      continue;
    }
    let most = (pays[s * payStride + length] ?? 0) * ways;
    for (let reel = known; reel < c.reels; reel++) {
      ways *= mostShown[reel]?.[s] ?? 0;
      most = Math.max(most, (pays[s * payStride + reel + 1] ?? 0) * ways);
    }
    total += most;
  }
  return total;
}

/** Scatter coins the first `known` reels allow at most. */
function scatterOptimistic(
  c: CompiledSlot,
  grid: Uint8Array,
  known: number,
  mostScatters: readonly number[],
): number {
  if (c.scatter < 0) return 0;
  let count = 0;
  for (let cell = 0; cell < known * c.rows; cell++) if (grid[cell] === c.scatter) count += 1;
  let later = 0;
  for (let reel = known; reel < c.reels; reel++) later += mostScatters[reel] ?? 0;
  let most = 0;
  for (let n = count; n <= count + later; n++)
    most = Math.max(most, c.pays[c.scatter * c.payStride + n] ?? 0);
  return most;
}

function largest(table: WeightTable | null): number {
  if (!table) return 1;
  let most = 1;
  for (const value of table.values) most = Math.max(most, value);
  return most;
}
