/**
 * Bet types as the sizes of the lines they are made of. A single is one line of one leg, an
 * accumulator one line of all its legs, and a system bet every combination of its legs of each
 * listed size: a Yankee on four legs is the 6 doubles, 4 trebles and the four-fold (11 lines).
 */
export const MAX_LEGS = 20;

export const namedSystems = {
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky_15: { legs: 4, sizes: [1, 2, 3, 4] },
  canadian: { legs: 5, sizes: [2, 3, 4, 5] },
  lucky_31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] },
  lucky_63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
  super_heinz: { legs: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
} as const satisfies Record<string, { legs: number; sizes: readonly number[] }>;

export type NamedSystem = keyof typeof namedSystems;

export type BetType =
  | { kind: 'single' }
  | { kind: 'accumulator' }
  | { kind: 'system'; name: NamedSystem }
  /** "k from n": every combination of `size` of the legs (2 from 4 = six doubles). */
  | { kind: 'k_from_n'; size: number };

/** The line sizes of a bet type on `legs` legs, or a reason it cannot be placed on that many. */
export function lineSizes(type: BetType, legs: number): readonly number[] | { refused: string } {
  if (!Number.isSafeInteger(legs) || legs < 1 || legs > MAX_LEGS) return { refused: `1 to ${MAX_LEGS} legs` };
  switch (type.kind) {
    case 'single':
      return legs === 1 ? [1] : { refused: 'a single has one leg' };
    case 'accumulator':
      return legs >= 2 ? [legs] : { refused: 'an accumulator has at least two legs' };
    case 'system': {
      const system = namedSystems[type.name];
      return legs === system.legs ? system.sizes : { refused: `a ${type.name} has ${system.legs} legs` };
    }
    case 'k_from_n':
      return Number.isSafeInteger(type.size) && type.size >= 1 && type.size <= legs
        ? [type.size]
        : { refused: 'k from n needs 1 <= k <= n' };
  }
}

/** Same as lineSizes, throwing when the type does not fit the legs. */
export function requireLineSizes(type: BetType, legs: number): readonly number[] {
  const sizes = lineSizes(type, legs);
  if ('refused' in sizes) throw new RangeError(sizes.refused);
  return sizes;
}

/** n choose k, exact. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return c;
}

/** The number of lines a bet type makes on `legs` legs (a Goliath: 247). */
export function lineCount(type: BetType, legs: number): number {
  return requireLineSizes(type, legs).reduce((sum, k) => sum + choose(legs, k), 0);
}

/**
 * Every line as the indexes of its legs, smallest lines first (for listing a slip's lines; the
 * settlement itself sums lines without listing them).
 */
export function expandLines(type: BetType, legs: number): number[][] {
  const lines: number[][] = [];
  const pick = (start: number, size: number, chosen: number[]) => {
    if (chosen.length === size) {
      lines.push([...chosen]);
      return;
    }
    for (let i = start; i <= legs - (size - chosen.length); i += 1) pick(i + 1, size, [...chosen, i]);
  };
  for (const size of requireLineSizes(type, legs)) pick(0, size, []);
  return lines;
}
