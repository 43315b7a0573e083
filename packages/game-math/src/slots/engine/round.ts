import type { Rng } from '../../rng.js';
import type { CompiledSlot } from './compile.js';
import {
  countScatters,
  drawStops,
  drawWeighted,
  evaluateCluster,
  evaluateLines,
  evaluateScatters,
  evaluateWays,
  fillWindow,
  tumble,
  type RawWin,
  type WinSink,
} from './evaluate.js';

/*
 * One round: the paid spin, then every free spin it awards (and their retriggers), all drawn
 * from the round's one Rng in a fixed order: per spin the reel stops (reel 0 first), then the
 * spin multiplier if the game has one. Tumbles draw nothing (the strips keep turning).
 *
 * The same code plays a recorded round for a player and an unrecorded one for simulations: a
 * RoundRecorder, when given, is told every spin and step; without it nothing is allocated.
 */

/** Scratch buffers for one round at a time. */
export interface Scratch {
  readonly grid: Uint8Array;
  readonly stops: Int32Array;
  readonly tops: Int32Array;
  readonly reelCounts: Int32Array;
  readonly wildCounts: Int32Array;
  readonly counts: Int32Array;
  readonly winning: Uint8Array;
  /** Free spins the last spin awarded. */
  awarded: number;
}

export function createScratch(c: CompiledSlot): Scratch {
  const n = c.symbolIds.length;
  return {
    grid: new Uint8Array(c.cells),
    stops: new Int32Array(c.reels),
    tops: new Int32Array(c.reels),
    reelCounts: new Int32Array(c.reels * n),
    wildCounts: new Int32Array(c.reels),
    counts: new Int32Array(n),
    winning: new Uint8Array(n),
    awarded: 0,
  };
}

export interface RoundRecorder {
  startSpin(free: boolean, stops: Int32Array, spinMultiplier: number): void;
  /** A grid and its wins; `multiplier` applies to every win's coins. */
  step(grid: Uint8Array, wins: RawWin[], multiplier: number): void;
  endSpin(coins: number, freeSpinsAwarded: number): void;
}

export interface RoundResult {
  /** Coins won, capped. */
  coins: number;
  /** The round reached the cap (the rest of it, if any, was not played). */
  capped: boolean;
  /** Free spins played. */
  freeSpins: number;
  /** Coins of the paid spin alone (before the cap). */
  baseCoins: number;
}

/** Plays a whole round; coins are capped at c.capCoins. */
export function playRound(
  c: CompiledSlot,
  rng: Rng,
  scratch: Scratch,
  recorder: RoundRecorder | null,
): RoundResult {
  const cap = c.capCoins;
  const baseCoins = playSpin(c, rng, scratch, false, cap, recorder);
  let total = baseCoins;
  let pending = scratch.awarded;
  let freeSpins = 0;
  while (pending > 0 && total < cap) {
    pending -= 1;
    freeSpins += 1;
    total += playSpin(c, rng, scratch, true, cap - total, recorder);
    if (c.retrigger) pending += scratch.awarded;
  }
  return { coins: Math.min(total, cap), capped: total >= cap, freeSpins, baseCoins };
}

/**
 * One spin: coins after every multiplier; scratch.awarded receives the free spins it awards.
 * `budget` is what the round may still win: tumbles stop once it is reached, as nothing more
 * could be paid.
 */
function playSpin(
  c: CompiledSlot,
  rng: Rng,
  scratch: Scratch,
  free: boolean,
  budget: number,
  recorder: RoundRecorder | null,
): number {
  const strips = free ? c.freeStrips : c.baseStrips;
  const { grid, stops } = scratch;
  drawStops(rng, strips, stops);
  const table = free ? c.freeSpinMultipliers : c.baseSpinMultipliers;
  const spinMultiplier = (table ? drawWeighted(rng, table) : 1) * (free ? c.freeMultiplier : 1);
  fillWindow(c, strips, stops, grid);
  recorder?.startSpin(free, stops, spinMultiplier);

  let coins: number;
  let scatters: number;
  if (c.definition.mechanic === 'cluster') {
    coins = tumbleSpin(c, strips, scratch, free, spinMultiplier, budget, recorder);
    // Scatters are never removed, so the grid the tumbles end on holds every one that landed.
    scatters = countScatters(c, grid);
  } else {
    const sink: WinSink = recorder ? [] : null;
    scatters = countScatters(c, grid);
    const raw =
      (c.definition.mechanic === 'lines'
        ? evaluateLines(c, grid, sink)
        : evaluateWays(c, grid, scratch.reelCounts, scratch.wildCounts, sink)) +
      evaluateScatters(c, grid, scatters, sink);
    coins = raw * spinMultiplier;
    if (recorder && sink) recorder.step(grid, sink, spinMultiplier);
  }

  scratch.awarded = free ? (c.retrigger?.[scatters] ?? 0) : (c.awards[scatters] ?? 0);
  recorder?.endSpin(coins, scratch.awarded);
  return coins;
}

/** Pay-anywhere: pay, tumble, pay again with the next rung of the ladder, until nothing pays. */
function tumbleSpin(
  c: CompiledSlot,
  strips: readonly Uint8Array[],
  scratch: Scratch,
  free: boolean,
  spinMultiplier: number,
  budget: number,
  recorder: RoundRecorder | null,
): number {
  const { grid, tops, counts, winning } = scratch;
  tops.set(scratch.stops);
  const ladder = free ? c.freeLadder : c.baseLadder;
  let total = 0;
  for (let step = 0; ; step++) {
    const sink: WinSink = recorder ? [] : null;
    const multiplier = (ladder[Math.min(step, ladder.length - 1)] ?? 1) * spinMultiplier;
    const coins = evaluateCluster(c, grid, counts, winning, sink) * multiplier;
    if (recorder && sink) recorder.step(grid, sink, multiplier);
    if (coins === 0) return total;
    total += coins;
    if (total >= budget) return total;
    tumble(c, strips, grid, tops, winning);
  }
}
