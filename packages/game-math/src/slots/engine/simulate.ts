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
  /** The paid spin alone: mean coins and its standard error. */
  baseSpin: { mean: number; standardError: number };
  /** One free spin: mean coins and its standard error (from per-round means). */
  freeSpin: { mean: number; standardError: number };
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
  let baseSum = 0;
  let baseSquares = 0;
  let freeCoins = 0;
  let freeSpinsPlayed = 0;
  let freeMeanSquares = 0;
  for (let i = 0; i < rounds; i++) {
    const { coins, capped, freeSpins, baseCoins } = playRound(c, rng, scratch, null);
    sum += coins;
    sumSquares += coins * coins;
    baseSum += baseCoins;
    baseSquares += baseCoins * baseCoins;
    if (coins > 0) hits += 1;
    if (freeSpins > 0) {
      withFreeSpins += 1;
      const free = coins - baseCoins;
      freeCoins += free;
      freeSpinsPlayed += freeSpins;
      freeMeanSquares += (free / freeSpins) ** 2;
    }
    if (capped) cappedRounds += 1;
    if (coins > largest) largest = coins;
  }
  const mean = sum / rounds / bet;
  const variance = Math.max(0, sumSquares / rounds / (bet * bet) - mean * mean);
  const baseMean = baseSum / rounds;
  const freeMean = freeSpinsPlayed > 0 ? freeCoins / freeSpinsPlayed : 0;
  const freeVariance =
    withFreeSpins > 0 ? Math.max(0, freeMeanSquares / withFreeSpins - freeMean * freeMean) : 0;
  return {
    rounds,
    rtp: mean,
    standardError: Math.sqrt(variance / rounds),
    standardDeviation: Math.sqrt(variance),
    hitRate: hits / rounds,
    freeSpinsRate: withFreeSpins / rounds,
    cappedRounds,
    largestWin: largest / bet,
    baseSpin: {
      mean: baseMean,
      standardError: Math.sqrt(Math.max(0, baseSquares / rounds - baseMean * baseMean) / rounds),
    },
    freeSpin: {
      mean: freeMean,
      standardError: withFreeSpins > 0 ? Math.sqrt(freeVariance / withFreeSpins) : 0,
    },
  };
}
