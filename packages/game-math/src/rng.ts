/**
 * Where every game draws its randomness from. Games ask only for unbiased whole numbers, so the
 * same game code runs on the provably fair generator in play and on a fast seeded one in RTP
 * simulations.
 */
export interface Rng {
  /** A uniformly distributed whole number in [0, maxExclusive); maxExclusive is 1 to 2^32. */
  int(maxExclusive: number): number;
}

const TWO_POW_32 = 0x1_0000_0000;

export function checkRange(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`int() takes a whole number from 1 to 2^32, not ${maxExclusive}`);
  }
}

/**
 * Maps a stream of uniform 32-bit words to [0, n) without modulo bias: words at or above the
 * largest multiple of n below 2^32 are thrown away and the next word is taken.
 */
export function unbiasedInt(nextUint32: () => number, maxExclusive: number): number {
  checkRange(maxExclusive);
  const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
  for (;;) {
    const word = nextUint32();
    if (word < limit) return word % maxExclusive;
  }
}

/**
 * A fast seeded generator (SplitMix32 seeding xoshiro128**) for simulations and tests only:
 * never for real rounds, whose outcomes come from FairRng.
 */
export class SimulationRng implements Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number) {
    let x = seed >>> 0;
    const next = () => {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next() | 1;
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.s1 << 9) >>> 0;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    this.s0 >>>= 0;
    this.s1 >>>= 0;
    this.s2 >>>= 0;
    return result;
  }

  int(maxExclusive: number): number {
    return unbiasedInt(() => this.nextUint32(), maxExclusive);
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
