import type { Rng } from '../../rng.js';

/**
 * An Rng that makes a lazily shuffled shoe (cards.ts) deal the given card codes in order: it
 * mirrors the shoe's positions and answers each draw with the offset of a wanted card. Once the
 * list is used up it deals whatever comes first. For tests that need exact hands.
 */
export function riggedShoe(codes: readonly number[], decks: number): Rng {
  const positions = Array.from({ length: decks * 52 }, (_, i) => i);
  let dealt = 0;
  return {
    int(maxExclusive: number) {
      const k = positions.length - maxExclusive;
      if (k !== dealt) throw new Error('the rigged shoe is drawn from out of order');
      const wanted = codes[dealt];
      let j = k;
      if (wanted !== undefined) {
        while (j < positions.length && (positions[j] ?? -1) % 52 !== wanted) j += 1;
        if (j === positions.length) throw new Error(`no card ${wanted} left in the rigged shoe`);
      }
      const here = positions[k] ?? 0;
      positions[k] = positions[j] ?? 0;
      positions[j] = here;
      dealt += 1;
      return j - k;
    },
  };
}

/** Card codes by rank and suit letter for readable tests: code('A', 'S'), code('10', 'H'). */
export function code(rank: string, suit = 'S'): number {
  const r = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(rank);
  const s = ['S', 'H', 'D', 'C'].indexOf(suit);
  if (r < 0 || s < 0) throw new Error(`no card ${rank}${suit}`);
  return s * 13 + r;
}
