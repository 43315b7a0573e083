import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, parseOdds, type ExactOdds } from './odds-format.js';

const fraction = (odds: ExactOdds | undefined) => (odds ? `${odds.num}/${odds.den}` : 'none');

describe('odds formats', () => {
  it('shows decimal odds in the three formats', () => {
    const rows = [
      ['1.90', '1.90', '9/10', '-111'],
      ['1.91', '1.91', '91/100', '-110'],
      ['2.00', '2.00', 'evs', '+100'],
      ['2.5', '2.50', '3/2', '+150'],
      ['1.5', '1.50', '1/2', '-200'],
      ['11.00', '11.00', '10/1', '+1000'],
      ['1.125', '1.125', '1/8', '-800'],
      ['3.045', '3.045', '409/200', '+205'],
    ];
    for (const [odds, decimal, fractional, american] of rows) {
      expect([odds, formatOdds(odds ?? '', 'decimal')]).toEqual([odds, decimal]);
      expect([odds, formatOdds(odds ?? '', 'fractional')]).toEqual([odds, fractional]);
      expect([odds, formatOdds(odds ?? '', 'american')]).toEqual([odds, american]);
    }
  });

  it('reads each format exactly', () => {
    expect(fraction(parseOdds('1.90', 'decimal'))).toBe('19/10');
    expect(fraction(parseOdds('9/10', 'fractional'))).toBe('19/10');
    expect(fraction(parseOdds('evs', 'fractional'))).toBe('2/1');
    expect(fraction(parseOdds('-110', 'american'))).toBe('21/11');
    expect(fraction(parseOdds('+150', 'american'))).toBe('5/2');
    expect(fraction(parseOdds('-100', 'american'))).toBe('2/1');
    // -110 is 1.909090…: shown rounded as a decimal, exact as a fraction.
    expect(formatOdds({ num: 21n, den: 11n }, 'decimal')).toBe('1.91');
    expect(formatOdds({ num: 21n, den: 11n }, 'fractional')).toBe('10/11');
    expect(formatOdds({ num: 21n, den: 11n }, 'american')).toBe('-110');
  });

  it('refuses what is not odds above 1', () => {
    for (const [text, format] of [
      ['1', 'decimal'],
      ['0.5', 'decimal'],
      ['-1.5', 'decimal'],
      ['1e3', 'decimal'],
      ['', 'decimal'],
      ['0/1', 'fractional'],
      ['1/0', 'fractional'],
      ['1.5/2', 'fractional'],
      ['+50', 'american'],
      ['-99', 'american'],
      ['110', 'american'],
    ] as const)
      expect([text, parseOdds(text, format)]).toEqual([text, undefined]);
    expect(() => formatOdds('1.00', 'decimal')).toThrow(RangeError);
  });

  const decimals = fc
    .tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 99 }))
    .filter(([whole, cents]) => whole > 1 || cents > 0)
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);

  it('goes from decimal to fractional and back without loss', () => {
    fc.assert(
      fc.property(decimals, (odds) => {
        const back = parseOdds(formatOdds(odds, 'fractional'), 'fractional');
        expect(back && formatOdds(back, 'decimal')).toBe(odds);
      }),
    );
  });

  it('goes from American to decimal and back when the American odds are whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.boolean(), (american, plus) => {
        const text = `${plus ? '+' : '-'}${american}`;
        const odds = parseOdds(text, 'american');
        expect(odds).toBeDefined();
        if (!odds) return;
        expect(formatOdds(odds, 'american')).toBe(american === 100 ? '+100' : text);
        // And exactly: decimal = 1 + profit, profit = a/100 or 100/a.
        const profitNum = odds.num - odds.den;
        expect(
          plus
            ? profitNum * 100n === BigInt(american) * odds.den
            : profitNum * BigInt(american) === 100n * odds.den,
        ).toBe(true);
      }),
    );
  });
});
