import { describe, expect, it } from 'vitest';
import { seed } from '../src/seed.js';
import { bearer, json } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

describe('demo content', async () => {
  const { app, db } = await buildTestApp({ seedDemo: true });

  it('has a verified, adult demo player who can sign in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: { email: 'demo@casino.local', password: 'Demo1234' },
    });
    expect(res.statusCode).toBe(200);
    const me = json(
      await app.inject({
        method: 'GET',
        url: '/api/frontend/user/me/',
        headers: bearer(String(json(res).access)),
      }),
    );
    expect(me).toMatchObject({
      email: 'demo@casino.local',
      is_email_verified: true,
      date_of_birth: '1990-01-01',
      country: 153,
    });
  });

  it('seeds again without a second demo player', async () => {
    await seed(app.deps, { demo: true });
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 'demo@casino.local'",
    );
    expect(rows[0]?.n).toBe(1);
  });
});
