import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, numberToDecimal, parseUnits } from './decimal.js';
import { tokenUnitsForUsd, usdCentsForTokens } from './quote.js';

const rate = (text: string) => {
  const units = parseUnits(text, 8);
  if (units === undefined) throw new Error(text);
  return units;
};

describe('decimal parsing', () => {
  it('reads plain decimals at a scale and refuses the rest', () => {
    expect(parseUnits('100', 2)).toBe(10000n);
    expect(parseUnits('0.1', 2)).toBe(10n);
    expect(parseUnits('12.345', 5)).toBe(1234500n);
    expect(parseUnits('1.50000000', 2)).toBe(150n);
    expect(parseUnits('1.234', 2)).toBeUndefined();
    expect(parseUnits('-1', 2)).toBeUndefined();
    expect(parseUnits('1e3', 2)).toBeUndefined();
    expect(parseUnits('', 2)).toBeUndefined();
    expect(parseUnits(' 1', 2)).toBeUndefined();
    expect(parseUnits('.5', 2)).toBeUndefined();
  });

  it('keeps the decimal a JSON number was typed as', () => {
    expect(numberToDecimal(100.05)).toBe('100.05');
    expect(numberToDecimal(0.1)).toBe('0.1');
    expect(numberToDecimal(1e21)).toBeUndefined();
    expect(numberToDecimal(Number.NaN)).toBeUndefined();
    expect(numberToDecimal(-1)).toBeUndefined();
  });

  it('formats with exactly the scale', () => {
    expect(formatUnits(10005003n, 5)).toBe('100.05003');
    expect(formatUnits(5n, 5)).toBe('0.00005');
    expect(formatUnits(0n, 2)).toBe('0.00');
  });
});

describe('quotes', () => {
  it('asks 100 USDT for 100 USD at par and rounds up off par', () => {
    expect(formatUnits(tokenUnitsForUsd(10000n, rate('1')), 5)).toBe('100.00000');
    // 100 / 0.9995 = 100.05002501...: rounded up, never down.
    expect(formatUnits(tokenUnitsForUsd(10000n, rate('0.9995')), 5)).toBe('100.05003');
    expect(formatUnits(tokenUnitsForUsd(1000n, rate('3')), 5)).toBe('3.33334');
  });

  it('credits floor(received x rate) in cents', () => {
    expect(usdCentsForTokens(100050030n, 6, rate('0.9995'), 'floor')).toBe(10000n);
    expect(usdCentsForTokens(99999999n, 6, rate('1'), 'floor')).toBe(9999n);
    expect(usdCentsForTokens(99995000n, 6, rate('1'), 'round')).toBe(10000n);
  });

  it('paying the quoted amount is always worth at least the quoted USD', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 100_000_000n }),
        fc.bigInt({ min: 1_000_000n, max: 1_000_000_000_000n }),
        (cents, rateUnits) => {
          const token = tokenUnitsForUsd(cents, rateUnits);
          expect(usdCentsForTokens(token, 5, rateUnits, 'floor')).toBeGreaterThanOrEqual(cents);
          // ...and one unit less would not be (the quote is the smallest that suffices).
          const less = (token - 1n) * rateUnits * 100n < cents * 10n ** 13n;
          expect(less).toBe(true);
        },
      ),
    );
  });
});
