import { describe, expect, it } from 'vitest';
import { expandLines, lineCount, lineSizes, namedSystems, type NamedSystem } from './bet-types.js';

describe('bet types', () => {
  it('makes the known number of lines for every named system', () => {
    const known: Record<NamedSystem, number> = {
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky_15: 15,
      canadian: 26,
      lucky_31: 31,
      heinz: 57,
      lucky_63: 63,
      super_heinz: 120,
      goliath: 247,
    };
    for (const [name, count] of Object.entries(known) as [NamedSystem, number][]) {
      const legs = namedSystems[name].legs;
      expect([name, lineCount({ kind: 'system', name }, legs)]).toEqual([name, count]);
      const lines = expandLines({ kind: 'system', name }, legs);
      expect([name, lines.length]).toEqual([name, count]);
      // Every line is a distinct set of distinct legs.
      expect(new Set(lines.map((l) => l.join(','))).size).toBe(count);
      expect(lines.every((l) => new Set(l).size === l.length && l.every((i) => i >= 0 && i < legs))).toBe(
        true,
      );
    }
  });

  it('counts singles, accumulators and k from n', () => {
    expect(lineCount({ kind: 'single' }, 1)).toBe(1);
    expect(lineCount({ kind: 'accumulator' }, 20)).toBe(1);
    expect(lineCount({ kind: 'k_from_n', size: 2 }, 4)).toBe(6);
    expect(lineCount({ kind: 'k_from_n', size: 3 }, 6)).toBe(20);
    expect(lineCount({ kind: 'k_from_n', size: 10 }, 20)).toBe(184_756);
    expect(expandLines({ kind: 'k_from_n', size: 2 }, 3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it('refuses a type on the wrong number of legs', () => {
    expect(lineSizes({ kind: 'single' }, 2)).toHaveProperty('refused');
    expect(lineSizes({ kind: 'accumulator' }, 1)).toHaveProperty('refused');
    expect(lineSizes({ kind: 'accumulator' }, 21)).toHaveProperty('refused');
    expect(lineSizes({ kind: 'system', name: 'yankee' }, 5)).toHaveProperty('refused');
    expect(lineSizes({ kind: 'k_from_n', size: 5 }, 4)).toHaveProperty('refused');
    expect(lineSizes({ kind: 'k_from_n', size: 0 }, 4)).toHaveProperty('refused');
    expect(lineSizes({ kind: 'k_from_n', size: 1.5 }, 4)).toHaveProperty('refused');
    expect(() => lineCount({ kind: 'system', name: 'goliath' }, 7)).toThrow(RangeError);
  });
});
