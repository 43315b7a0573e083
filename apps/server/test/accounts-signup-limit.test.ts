import { describe, expect, it } from 'vitest';
import { registrationBody } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

// One welcome package per person starts at sign-up: sign-ups from one address are limited on
// their own (SIGNUP_LIMIT_PER_HOUR), whatever the e-mail addresses.

const { app } = await buildTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: '3' } });

const signUp = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/frontend/user/register/',
    payload: registrationBody(),
    remoteAddress,
  });

describe('sign-up limit per address', () => {
  it('refuses the sign-up over the hourly limit with 429 and Retry-After; another address still signs up', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp('203.0.113.7')).statusCode).toBe(201);
    const refused = await signUp('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(typeof refused.json<{ detail: string }>().detail).toBe('string');
    expect((await signUp('203.0.113.8')).statusCode).toBe(201);
  });
});
