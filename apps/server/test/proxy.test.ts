import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.js';

// Sign-in allows 10 attempts a minute per client address; each attempt uses a new e-mail so
// only the per-address limit can trip.
async function attemptsUntilThrottled(app: Awaited<ReturnType<typeof buildTestApp>>['app']): Promise<number> {
  for (let i = 1; i <= 12; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
      payload: { email: `nobody-${i}@example.com`, password: 'Wrong1234' },
    });
    if (res.statusCode === 429) return i;
    expect(res.statusCode).toBe(401);
  }
  return 0;
}

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For by default, so a forged header cannot dodge rate limits', async () => {
    const { app } = await buildTestApp();
    expect(await attemptsUntilThrottled(app)).toBe(11);
  });

  it('believes X-Forwarded-For when TRUST_PROXY says a proxy is in front', async () => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    expect(await attemptsUntilThrottled(app)).toBe(0);
  });
});
