import { SimulationRng } from '../../rng.js';
import type { CompiledSlot } from './compile.js';
import { createScratch, playRound } from './round.js';

export interface SimulationResult {
  rounds: number;
  /** Mean return per unit staked. */
  rtp: number;
  /** Standard error of `rtp`. */
  standardError: number;
  /** Standard deviation of one round's return, in stakes. */
  standardDeviation: number;
  /** Share of rounds that win anything. */
  hitRate: number;
  /** Share of rounds that play free spins. */
  freeSpinsRate: number;
  /** Rounds that reached the cap. */
  cappedRounds: number;
  /** The largest round seen, in stakes. */
  largestWin: number;
}

/**
 * Plays `rounds` rounds through the engine's own round code (unrecorded) on a seeded
 * SimulationRng: the same code the players' rounds run, only without building views.
 */
export function simulateRounds(c: CompiledSlot, rounds: number, seed: number): SimulationResult {
  const rng = new SimulationRng(seed);
  const scratch = createScratch(c);
  const bet = c.definition.betCoins;
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let withFreeSpins = 0;
  let cappedRounds = 0;
  let largest = 0;
  for (let i = 0; i < rounds; i++) {
    const { coins, capped, freeSpins } = playRound(c, rng, scratch, null);
    sum += coins;
    sumSquares += coins * coins;
    if (coins > 0) hits += 1;
    if (freeSpins > 0) withFreeSpins += 1;
    if (capped) cappedRounds += 1;
    if (coins > largest) largest = coins;
  }
  const mean = sum / rounds / bet;
  const variance = Math.max(0, sumSquares / rounds / (bet * bet) - mean * mean);
  return {
    rounds,
    rtp: mean,
    standardError: Math.sqrt(variance / rounds),
    standardDeviation: Math.sqrt(variance),
    hitRate: hits / rounds,
    freeSpinsRate: withFreeSpins / rounds,
    cappedRounds,
    largestWin: largest / bet,
  };
}
