import type { Rng } from '../rng.js';

/**
 * An Rng that answers the given draws in order, then repeats `cycle` (if any) for ever: to play
 * a chosen round (the stops of a largest win) through the real round code. Each draw is
 * checked against the range asked for, so a script that does not fit the game fails loudly.
 */
export function scriptedRng(draws: readonly number[], cycle: readonly number[] = []): Rng & { used: number } {
  const rng = {
    used: 0,
    int(maxExclusive: number): number {
      const i = rng.used;
      const value = i < draws.length ? draws[i] : cycle[(i - draws.length) % Math.max(cycle.length, 1)];
      if (value === undefined) throw new Error(`the script has no draw ${i}`);
      if (!Number.isInteger(value) || value < 0 || value >= maxExclusive)
        throw new Error(`draw ${i} is ${value}, outside [0, ${maxExclusive})`);
      rng.used += 1;
      return value;
    },
  };
  return rng;
}
