/** A small seeded random source (mulberry32): the simulator's matches follow from its seed alone. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A normal draw (Box-Muller). */
  normal(mean: number, sd: number): number;
  pick<T>(items: readonly T[]): T;
}

/** FNV-1a of a text: a seed per fixture from the simulator's seed and the fixture's id. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seededRng(seed: number | string): Rng {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    normal: (mean, sd) => {
      const u = Math.max(next(), 1e-12);
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
