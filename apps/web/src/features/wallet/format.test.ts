import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney, shortAddress } from './format';

describe('format', () => {
  it('shows USD with 2 decimals and grouping', () => {
    expect(formatMoney(1500, 'en')).toBe('$1,500.00');
    expect(formatMoney(0.5, 'en')).toBe('$0.50');
    expect(formatSignedMoney(100, 'en')).toBe('+$100.00');
    expect(formatSignedMoney(-2.5, 'en')).toBe('−$2.50');
    expect(formatSignedMoney(0, 'en')).toBe('$0.00');
  });

  it('shortens long addresses only', () => {
    expect(shortAddress('TQ5CcE9nDhDp5iYvA3Hw8Xn9vQz1aY2bCd')).toBe('TQ5CcE…aY2bCd');
    expect(shortAddress('0xabc')).toBe('0xabc');
  });
});
