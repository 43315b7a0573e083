import { SimulationRng } from '../../rng.js';
import type { Strip } from './types.js';

/** How many copies of each symbol a strip holds, in the order ties are broken. */
export type StripCounts = Readonly<Record<string, number>>;

/**
 * A strip with each symbol spread as evenly as its count allows (smooth weighted round robin),
 * so rare symbols such as scatters never share a window and nothing stacks by accident.
 */
export function spreadStrip(counts: StripCounts): Strip {
  const entries = Object.entries(counts).filter(([, n]) => n > 0);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  const current = entries.map(() => 0);
  const strip: string[] = [];
  for (let i = 0; i < total; i++) {
    let best = 0;
    for (let j = 0; j < entries.length; j++) {
      current[j] = (current[j] ?? 0) + (entries[j]?.[1] ?? 0);
      if ((current[j] ?? 0) > (current[best] ?? 0)) best = j;
    }
    current[best] = (current[best] ?? 0) - total;
    strip.push(entries[best]?.[0] ?? '');
  }
  return strip;
}

/**
 * A strip of stacks: `[copies, size]` per symbol, the stacks spread as evenly as spreadStrip
 * spreads single symbols, each stack `size` symbols tall.
 */
export function spreadStacks(stacks: Readonly<Record<string, readonly [number, number]>>): Strip {
  const units = spreadStrip(Object.fromEntries(Object.entries(stacks).map(([id, [copies]]) => [id, copies])));
  return units.flatMap((id) => Array.from({ length: stacks[id]?.[1] ?? 1 }, () => id));
}

/**
 * A strip in a fixed shuffled order (Fisher-Yates driven by `seed`), for games that want symbols
 * to clump now and then. The order is part of the game's definition, fixed at build time.
 */
export function shuffledStrip(counts: StripCounts, seed: number): Strip {
  const strip = Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id));
  const rng = new SimulationRng(seed);
  for (let i = strip.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const swap = strip[i] ?? '';
    strip[i] = strip[j] ?? '';
    strip[j] = swap;
  }
  return strip;
}

/** `stacks` copies of `size` consecutive `id`s spliced into a strip at even intervals. */
export function withStacks(strip: Strip, id: string, stacks: number, size: number): Strip {
  const out: string[] = [];
  const every = strip.length / stacks;
  let next = every / 2;
  let placed = 0;
  strip.forEach((symbol, i) => {
    out.push(symbol);
    if (placed < stacks && i + 1 >= next) {
      for (let k = 0; k < size; k++) out.push(id);
      next += every;
      placed += 1;
    }
  });
  return out;
}
