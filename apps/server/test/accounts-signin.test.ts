import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { bearer, countRows, json, registerPlayer, STRONG_PASSWORD, uniqueEmail } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

describe('sign-in and tokens', async () => {
  const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
  const { app, db } = await buildTestApp({ clock });

  const signIn = (
    email: string,
    password: string,
    remoteAddress = '10.1.0.1',
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: { email, password },
      remoteAddress,
      headers,
    });

  it('signs in with e-mail (any case) and password and records a password session', async () => {
    const player = await registerPlayer(app);
    const res = await signIn(player.email.toUpperCase(), STRONG_PASSWORD, '10.1.0.2', {
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await app.inject({
      method: 'GET',
      url: '/api/frontend/user/me/',
      headers: bearer(String(body.access)),
    });
    expect(me.statusCode).toBe(200);
    expect(json(me).email).toBe(player.email);
    const rows = await db.query<{ source: string; ip: string; device: string }>(
      'SELECT source, ip, device FROM user_sessions WHERE user_id = $1 ORDER BY id',
      [player.id],
    );
    expect(rows.rows).toEqual([
      { source: 'register', ip: '10.0.0.1', device: '' },
      { source: 'password', ip: '10.1.0.2', device: 'Chrome on Windows' },
    ]);
  });

  it('answers unknown e-mail and wrong password with the same 401, translated', async () => {
    const player = await registerPlayer(app);
    const wrong = await signIn(player.email, 'Wrong1234', '10.1.1.1');
    const unknown = await signIn(uniqueEmail(), STRONG_PASSWORD, '10.1.1.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual({ detail: 'Account with this email does not exist or wrong password.' });
    expect(json(unknown)).toEqual(json(wrong));
    const ru = await signIn(player.email, 'Wrong1234', '10.1.1.1', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(json(ru)).toEqual({ detail: 'Аккаунт с таким адресом не существует или пароль неверный.' });
    expect(await countRows(db, 'SELECT 1 FROM refresh_tokens WHERE user_id = $1', [player.id])).toBe(1);
  });

  it('rejects bad sign-in input with field errors', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: {},
      remoteAddress: '10.1.2.1',
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    const types = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: { email: 5, password: [] },
      remoteAddress: '10.1.2.1',
    });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(json(types)).sort()).toEqual(['email', 'password']);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: '10.1.2.1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toHaveProperty('non_field_errors');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: { email: 'a@b.co', password: 'x'.repeat(70 * 1024) },
      remoteAddress: '10.1.2.1',
    });
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toEqual({ detail: 'The request body is too large.' });
  });

  it('limits sign-in to 5 a minute per e-mail and 10 per IP', async () => {
    const player = await registerPlayer(app);
    for (let i = 0; i < 5; i++)
      expect((await signIn(player.email, 'Wrong1234', `10.2.0.${i}`)).statusCode).toBe(401);
    const sixth = await signIn(player.email, STRONG_PASSWORD, '10.2.0.99');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(String(json(sixth).detail)).toMatch(/throttled/);
    clock.advance(61_000);
    expect((await signIn(player.email, STRONG_PASSWORD, '10.2.0.99')).statusCode).toBe(200);

    for (let i = 0; i < 10; i++)
      expect((await signIn(uniqueEmail(), 'Wrong1234', '10.3.0.1')).statusCode).toBe(401);
    expect((await signIn(player.email, STRONG_PASSWORD, '10.3.0.1')).statusCode).toBe(429);
    expect((await signIn(player.email, STRONG_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const player = await registerPlayer(app);
    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/frontend/token/refresh/', payload: { refresh: token } });
    const first = await refresh(player.refresh);
    expect(first.statusCode).toBe(200);
    const pair = json(first) as { access: string; refresh: string };
    expect(pair.refresh).not.toBe(player.refresh);
    expect(
      (await app.inject({ method: 'GET', url: '/api/frontend/user/me/', headers: bearer(pair.access) }))
        .statusCode,
    ).toBe(200);

    // The original token is presented again: theft. The family dies, including the fresh token.
    const replay = await refresh(player.refresh);
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual({ detail: 'Token is invalid or expired' });
    expect((await refresh(pair.refresh)).statusCode).toBe(401);

    // Another sign-in is another family and is unaffected.
    const other = json(await signIn(player.email, STRONG_PASSWORD, '10.4.0.1')) as { refresh: string };
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous refreshes with one token through, and treats the other as reuse', async () => {
    const player = await registerPlayer(app);
    const results = await Promise.all(
      [0, 1].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/frontend/token/refresh/',
          payload: { refresh: player.refresh },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200);
    const next = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/refresh/',
      payload: { refresh: String(winner ? json(winner).refresh : '') },
    });
    expect(next.statusCode).toBe(401);
    expect(
      await countRows(db, 'SELECT 1 FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [
        player.id,
      ]),
    ).toBe(0);
  });

  it('refuses unknown, malformed and expired refresh tokens', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/refresh/',
      payload: { refresh: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    const missing = await app.inject({ method: 'POST', url: '/api/frontend/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ refresh: ['This field is required.'] });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/refresh/',
      payload: { refresh: 12 },
    });
    expect(wrongType.statusCode).toBe(400);

    const player = await registerPlayer(app);
    clock.advance(30 * 24 * 3600 * 1000 + 1000);
    const expired = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/refresh/',
      payload: { refresh: player.refresh },
    });
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toEqual({ detail: 'Token is invalid or expired' });
  });

  it('lets an access token live 15 minutes', async () => {
    const player = await registerPlayer(app);
    clock.advance(14 * 60 * 1000);
    expect(
      (await app.inject({ method: 'GET', url: '/api/frontend/user/me/', headers: bearer(player.access) }))
        .statusCode,
    ).toBe(200);
    clock.advance(2 * 60 * 1000);
    const late = await app.inject({
      method: 'GET',
      url: '/api/frontend/user/me/',
      headers: bearer(player.access),
    });
    expect(late.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/refresh/',
      payload: { refresh: player.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});
