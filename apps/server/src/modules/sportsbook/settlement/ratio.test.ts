import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, equals, floor, formatRatio, mul, parseRatio, ratio, reduce, sub } from './ratio.js';

describe('exact ratios', () => {
  it('reads decimals and fractions exactly and refuses the rest', () => {
    expect(parseRatio('1.90')).toEqual({ num: 19n, den: 10n });
    expect(parseRatio('2')).toEqual({ num: 2n, den: 1n });
    expect(parseRatio('1/3')).toEqual({ num: 1n, den: 3n });
    expect(parseRatio('2/4')).toEqual({ num: 1n, den: 2n });
    for (const bad of ['', '-1', '1e3', '.5', '1/0', '1.5/2', ' 1', 'NaN'])
      expect(parseRatio(bad)).toBeUndefined();
  });

  it('prints exact decimals, or the fraction when none is exact', () => {
    expect(formatRatio(ratio(3045n, 1000n), 2)).toBe('3.045');
    expect(formatRatio(ratio(29n, 20n), 2)).toBe('1.45');
    expect(formatRatio(ratio(1n, 2n))).toBe('0.5');
    expect(formatRatio(ratio(2n), 2)).toBe('2.00');
    expect(formatRatio(ratio(0n))).toBe('0');
    expect(formatRatio(ratio(5n, 3n), 2)).toBe('5/3');
    // Unreduced inputs print in lowest terms.
    expect(formatRatio({ num: 10n, den: 6n })).toBe('5/3');
    expect(formatRatio({ num: 6n, den: 12n })).toBe('0.5');
    expect(formatRatio(ratio(-1n, 4n))).toBe('-0.25');
  });

  it('rounds down, also below zero', () => {
    expect(floor(ratio(7n, 2n))).toBe(3n);
    expect(floor(ratio(-7n, 2n))).toBe(-4n);
    expect(floor(ratio(6n, 3n))).toBe(2n);
  });

  it('adds, subtracts and multiplies like the integers they scale', () => {
    const small = fc.tuple(fc.bigInt({ min: -1000n, max: 1000n }), fc.bigInt({ min: 1n, max: 1000n }));
    fc.assert(
      fc.property(small, small, ([an, ad], [bn, bd]) => {
        const [a, b] = [ratio(an, ad), ratio(bn, bd)];
        // Scaled by ad·bd every value is an integer.
        const scale = ratio(ad * bd);
        expect(mul(add(a, b), scale)).toSatisfy((r: { num: bigint; den: bigint }) =>
          equals(r, ratio(an * bd + bn * ad)),
        );
        expect(equals(sub(add(a, b), b), a)).toBe(true);
        expect(equals(mul(a, b), ratio(an * bn, ad * bd))).toBe(true);
        expect(compare(a, b)).toBe(Math.sign(Number(an * bd - bn * ad)));
        expect(reduce(mul(a, b))).toEqual(ratio(an * bn, ad * bd));
      }),
    );
  });
});
