import { describe, expect, it } from 'vitest';
import { depositRequest } from './payments.js';

describe('depositRequest', () => {
  it('takes the spec body and the USD amount, as numbers or decimal strings', () => {
    expect(depositRequest.parse({ provider: 'TRX', token_type: 'USDT', token_amount: '100.05003' })).toEqual({
      provider: 'TRX',
      token_type: 'USDT',
      token_amount: '100.05003',
    });
    expect(
      depositRequest.safeParse({ provider: 'ETH', token_type: 'USDT', usd_amount: 50, token_amount: 50 })
        .success,
    ).toBe(true);
  });

  it('names the amount message key for signs, exponents and non-numbers', () => {
    for (const amount of ['-1', '1e5', 'abc', '', true, [], {}]) {
      const result = depositRequest.safeParse({ provider: 'TRX', token_type: 'USDT', usd_amount: amount });
      expect(result.success, JSON.stringify(amount)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('payment_amount_invalid');
    }
  });

  it('requires the method', () => {
    const result = depositRequest.safeParse({ usd_amount: 10 });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['provider', 'token_type']);
  });
});
