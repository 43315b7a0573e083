import { describe, expect, it } from 'vitest';
import { centsToUsd, MAX_WITHDRAWAL_USD, usdToCents, withdrawalRequest } from './wallet.js';

describe('wallet contract', () => {
  it('reads USD with at most 2 decimals as whole cents, tolerating binary noise', () => {
    expect(usdToCents(100)).toBe(10_000);
    expect(usdToCents(0.29)).toBe(29);
    expect(usdToCents(0.1 + 0.2)).toBe(30);
    expect(usdToCents(25.5)).toBe(2_550);
    expect(usdToCents(-1.25)).toBe(-125);
    expect(usdToCents(10.005)).toBeUndefined();
    expect(usdToCents(0.001)).toBeUndefined();
    expect(usdToCents(Number.NaN)).toBeUndefined();
    expect(usdToCents(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(usdToCents(1e300)).toBeUndefined();
  });

  it('shows cents as a USD number', () => {
    expect(centsToUsd(12_345)).toBe(123.45);
    expect(centsToUsd(-2_025)).toBe(-20.25);
    expect(centsToUsd(0)).toBe(0);
  });

  it('validates a withdrawal request', () => {
    const ok = {
      amount: 20.25,
      provider: 'TRX',
      token_type: 'USDT',
      address: 'TAcWbsKJryUGAGqHSJWa8bhgZQJtkvCaGd',
    };
    expect(withdrawalRequest.safeParse(ok).success).toBe(true);
    for (const amount of [0, -1, 0.001, MAX_WITHDRAWAL_USD + 0.01, '20', null]) {
      expect(withdrawalRequest.safeParse({ ...ok, amount }).success, String(amount)).toBe(false);
    }
    expect(withdrawalRequest.safeParse({ ...ok, amount: MAX_WITHDRAWAL_USD }).success).toBe(true);
    expect(withdrawalRequest.safeParse({ ...ok, address: '' }).success).toBe(false);
    expect(withdrawalRequest.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});
