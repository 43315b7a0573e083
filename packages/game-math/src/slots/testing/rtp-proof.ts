import { expect } from 'vitest';
import { largestRound } from '../engine/max-win.js';
import { exactReturn, type ExactReturn } from '../engine/exact.js';
import type { SlotGame } from '../engine/slot-game.js';
import { simulateRounds, type SimulationResult } from '../engine/simulate.js';

/** The published RTP is the exact figure rounded to 5 decimals. */
export const PUBLISHED_PRECISION = 5e-5;
/** A simulation lands within 0.5 percentage points of the exact figure... */
export const SIMULATION_TOLERANCE = 0.005;
/** ...or within 4 standard errors where the game's variance makes 10^6 rounds too few for that. */
export const STANDARD_ERRORS = 4;

/** Asserts the published RTP is the exact one, and that the cap cannot cut it. */
export function expectExactRtp(game: SlotGame): ExactReturn {
  const exact = exactReturn(game.compiled);
  expect(Math.abs(exact.rtp - game.rtp)).toBeLessThan(PUBLISHED_PRECISION);
  // The exact figure ignores the cap; it is the RTP because no round can pay more than the cap.
  const largest = largestRound(game.compiled);
  expect(largest).not.toBeNull();
  expect(largest?.coins).toBeLessThanOrEqual(game.compiled.capCoins);
  return exact;
}

/** Plays seeded rounds through the real round code and compares them with `expected`. */
export function expectSimulationNear(
  game: SlotGame,
  expected: number,
  rounds: number,
  seed: number,
): SimulationResult {
  const result = simulateRounds(game.compiled, rounds, seed);
  const tolerance = Math.max(SIMULATION_TOLERANCE, STANDARD_ERRORS * result.standardError);
  expect(Math.abs(result.rtp - expected)).toBeLessThan(tolerance);
  // The published deviation (the casino's RTP reports set their ranges by it) is the game's.
  expect(Math.abs(result.standardDeviation / game.math.deviation - 1)).toBeLessThan(0.15);
  return result;
}

/**
 * Plays seeded rounds through the real round code and compares them with the exact figures:
 * the whole return (within 0.5 pp or 4 standard errors), and then its parts, whose errors are
 * much smaller than a volatile game's whole rounds: the paid spin's mean, how often free spins
 * come, and a free spin's mean (each within 4 standard errors).
 */
export function expectSimulationMatches(
  game: SlotGame,
  exact: ExactReturn,
  rounds: number,
  seed: number,
): SimulationResult {
  const result = expectSimulationNear(game, exact.rtp, rounds, seed);
  expect(Math.abs(result.baseSpin.mean - exact.baseSpin)).toBeLessThan(
    STANDARD_ERRORS * result.baseSpin.standardError,
  );
  const p = exact.triggerProbability;
  expect(Math.abs(result.freeSpinsRate - p)).toBeLessThanOrEqual(
    STANDARD_ERRORS * Math.sqrt((p * (1 - p)) / rounds),
  );
  if (p > 0) {
    expect(Math.abs(result.freeSpin.mean - exact.freeSpin)).toBeLessThan(
      STANDARD_ERRORS * result.freeSpin.standardError,
    );
  }
  return result;
}
