import type { CompiledSlot, WeightTable } from './compile.js';
import {
  countScatters,
  evaluateLine,
  evaluateLines,
  evaluateScatters,
  evaluateWays,
  fillWindow,
} from './evaluate.js';

/*
 * The exact expected return of a paylines or ways slot, from its strips alone.
 *
 * The reels stop independently and uniformly, so the symbol a payline crosses on reel r is
 * distributed as the strip's symbol counts, whatever the row: every line has the same
 * expectation, computed by walking every choice of one symbol per reel weighted by the counts
 * (at most symbols^reels cases, each scored by the engine's own evaluateLine). Ways depend on
 * how many of a symbol a reel's window shows: their expectation is a product over reels of
 * per-reel means (reels are independent), found by walking every stop of every reel once.
 * Scatter counts add up over independent reels: their distribution is the convolution of the
 * per-reel ones. Spin multipliers are drawn independently of the reels, so they contribute
 * their mean. Free spins: with T the free spins of a round and F the mean win of one, the free
 * part of a round returns E[T] * F (Wald), where E[T] = awards / (1 - retriggers per free spin).
 *
 * The figures ignore the round cap; a game proves separately (roundWinBound) that its cap is
 * never reached, so that they are its exact RTP.
 */

export interface ExactReturn {
  /** Mean coins of a paid spin (its multiplier included). */
  baseSpin: number;
  /** Probability that a paid spin awards free spins. */
  triggerProbability: number;
  /** Mean free spins per round, retriggers included. */
  freeSpinsPerRound: number;
  /** Mean coins of one free spin (every multiplier included). */
  freeSpin: number;
  /** Mean coins of a round. */
  round: number;
  /** round / betCoins. */
  rtp: number;
}

/** The exact expected return of a paylines or ways slot (see the file comment). */
export function exactReturn(c: CompiledSlot): ExactReturn {
  if (c.definition.mechanic === 'cluster')
    throw new Error('tumbling pay-anywhere slots are proved by simulation');
  const baseDistribution = scatterDistribution(c, c.baseStrips);
  const baseSpin =
    meanMultiplier(c.baseSpinMultipliers) * (winsMean(c, c.baseStrips) + scatterPayMean(c, baseDistribution));

  let triggerProbability = 0;
  let awardsPerRound = 0;
  baseDistribution.forEach((p, count) => {
    const spins = c.awards[count] ?? 0;
    if (spins > 0) triggerProbability += p;
    awardsPerRound += p * spins;
  });

  let freeSpin = 0;
  let freeSpinsPerRound = 0;
  if (awardsPerRound > 0) {
    const freeDistribution = scatterDistribution(c, c.freeStrips);
    freeSpin =
      meanMultiplier(c.freeSpinMultipliers) *
      c.freeMultiplier *
      (winsMean(c, c.freeStrips) + scatterPayMean(c, freeDistribution));
    let retriggers = 0;
    if (c.retrigger) {
      const extra = c.retrigger;
      freeDistribution.forEach((p, count) => {
        retriggers += p * (extra[count] ?? 0);
      });
    }
    if (retriggers >= 1) throw new Error('free spins that retrigger more than once per spin never end');
    freeSpinsPerRound = awardsPerRound / (1 - retriggers);
  }
  const round = baseSpin + freeSpinsPerRound * freeSpin;
  return {
    baseSpin,
    triggerProbability,
    freeSpinsPerRound,
    freeSpin,
    round,
    rtp: round / c.definition.betCoins,
  };
}

/** Mean coins of the line or ways wins of one spin on these strips (no multiplier). */
export function winsMean(c: CompiledSlot, strips: readonly Uint8Array[]): number {
  return c.definition.mechanic === 'lines' ? c.lineCount * lineMean(c, strips) : waysMean(c, strips);
}

/** How often each symbol sits on each strip: counts[reel][symbol]. */
export function symbolCounts(c: CompiledSlot, strips: readonly Uint8Array[]): Float64Array[] {
  return strips.map((strip) => {
    const counts = new Float64Array(c.symbolIds.length);
    for (const s of strip) counts[s] = (counts[s] ?? 0) + 1;
    return counts;
  });
}

/** Mean coins of one payline: every choice of one symbol per reel, weighted by strip counts. */
function lineMean(c: CompiledSlot, strips: readonly Uint8Array[]): number {
  const counts = symbolCounts(c, strips);
  const grid = new Uint8Array(c.cells);
  const cells = c.lineCells.subarray(0, c.reels);
  let sum = 0;
  const walk = (reel: number, weight: number): void => {
    if (reel === c.reels) {
      sum += weight * evaluateLine(c, grid, 0);
      return;
    }
    const onReel = counts[reel] ?? new Float64Array(0);
    for (let s = 0; s < onReel.length; s++) {
      const n = onReel[s] ?? 0;
      if (n === 0) continue;
      grid[cells[reel] ?? 0] = s;
      walk(reel + 1, weight * n);
    }
  };
  walk(0, 1);
  const total = strips.reduce((product, strip) => product * strip.length, 1);
  return sum / total;
}

/**
 * Mean coins of ways wins: a symbol paying `length` reels pays pay(length) times the product of
 * its counts on those reels, and only when the next reel shows none; the reels being
 * independent, the mean is the product of per-reel means times that reel's chance of none.
 */
function waysMean(c: CompiledSlot, strips: readonly Uint8Array[]): number {
  const n = c.symbolIds.length;
  // shown[reel][s]: mean count of s-or-wild in the window; none[reel][s]: chance it is zero.
  const shown = strips.map(() => new Float64Array(n));
  const none = strips.map(() => new Float64Array(n));
  strips.forEach((strip, reel) => {
    const mean = shown[reel] ?? new Float64Array(n);
    const zero = none[reel] ?? new Float64Array(n);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let s = 0; s < n; s++) {
        if (c.isPaying[s] !== 1) continue;
        let count = 0;
        for (let row = 0; row < c.rows; row++) {
          const shownSymbol = strip[(stop + row) % strip.length] ?? 0;
          if (shownSymbol === s || c.isWild[shownSymbol] === 1) count += 1;
        }
        mean[s] = (mean[s] ?? 0) + count / strip.length;
        if (count === 0) zero[s] = (zero[s] ?? 0) + 1 / strip.length;
      }
    }
  });
  let total = 0;
  for (let s = 0; s < n; s++) {
    if (c.isPaying[s] !== 1) continue;
    let product = 1;
    for (let length = 1; length <= c.reels; length++) {
      product *= shown[length - 1]?.[s] ?? 0;
      const ends = length === c.reels ? 1 : (none[length]?.[s] ?? 0);
      total += (c.pays[s * c.payStride + length] ?? 0) * product * ends;
    }
  }
  return total;
}

/** dist[count] = probability that a spin shows `count` scatters (reels convolved). */
export function scatterDistribution(c: CompiledSlot, strips: readonly Uint8Array[]): Float64Array {
  let dist = new Float64Array(c.cells + 1);
  dist[0] = 1;
  for (const strip of strips) {
    const onReel = new Float64Array(c.rows + 1);
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let row = 0; row < c.rows; row++) if (strip[(stop + row) % strip.length] === c.scatter) count += 1;
      onReel[count] = (onReel[count] ?? 0) + 1 / strip.length;
    }
    const next = new Float64Array(c.cells + 1);
    for (let a = 0; a <= c.cells; a++) {
      const pa = dist[a] ?? 0;
      if (pa === 0) continue;
      for (let b = 0; b <= c.rows && a + b <= c.cells; b++)
        next[a + b] = (next[a + b] ?? 0) + pa * (onReel[b] ?? 0);
    }
    dist = next;
  }
  return dist;
}

function scatterPayMean(c: CompiledSlot, dist: Float64Array): number {
  if (c.scatter < 0) return 0;
  let mean = 0;
  dist.forEach((p, count) => {
    mean += p * (c.pays[c.scatter * c.payStride + count] ?? 0);
  });
  return mean;
}

function meanMultiplier(table: WeightTable | null): number {
  if (!table) return 1;
  let sum = 0;
  let previous = 0;
  table.values.forEach((value, i) => {
    const cumulative = table.cumulative[i] ?? 0;
    sum += value * (cumulative - previous);
    previous = cumulative;
  });
  return sum / table.total;
}

/**
 * Every stop combination of the base reels, played through the engine's own evaluation: the
 * exact mean, maximum and hit rate of a paid spin's line or ways and scatter wins (before any
 * spin multiplier). Only for small reel spaces (a 3-reel game: tens of thousands of
 * combinations).
 */
export function exhaustiveBaseSpin(c: CompiledSlot): {
  mean: number;
  max: number;
  hitRate: number;
  combinations: number;
} {
  if (c.definition.mechanic === 'cluster') throw new Error('tumbles are not walked exhaustively');
  const strips = c.baseStrips;
  const combinations = strips.reduce((product, strip) => product * strip.length, 1);
  if (combinations > 5_000_000) throw new Error('too many stop combinations to walk');
  const stops = new Int32Array(c.reels);
  const grid = new Uint8Array(c.cells);
  const reelCounts = new Int32Array(c.reels * c.symbolIds.length);
  const wildCounts = new Int32Array(c.reels);
  let sum = 0;
  let max = 0;
  let hits = 0;
  for (let k = 0; k < combinations; k++) {
    let rest = k;
    for (let reel = c.reels - 1; reel >= 0; reel--) {
      const length = strips[reel]?.length ?? 1;
      stops[reel] = rest % length;
      rest = Math.floor(rest / length);
    }
    fillWindow(c, strips, stops, grid);
    const wins =
      c.definition.mechanic === 'lines'
        ? evaluateLines(c, grid, null)
        : evaluateWays(c, grid, reelCounts, wildCounts, null);
    const coins = wins + evaluateScatters(c, grid, countScatters(c, grid), null);
    sum += coins;
    if (coins > max) max = coins;
    if (coins > 0) hits += 1;
  }
  return { mean: sum / combinations, max, hitRate: hits / combinations, combinations };
}
