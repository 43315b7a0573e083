import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { bearer, json, registerPlayer, STRONG_PASSWORD } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('account activity (sessions/)', async () => {
  const clock = new ManualClock(new Date('2026-02-01T08:00:00Z'));
  const { app, db } = await buildTestApp({ clock });
  const start = (access: string, userAgent: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/frontend/sessions/',
      headers: { ...bearer(access), 'user-agent': userAgent },
      remoteAddress,
    });
  const list = async (access: string, headers: Record<string, string> = {}) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/frontend/sessions/',
        headers: { ...bearer(access), ...headers },
      })
    ).json<Array<{ id: number; created_at: string; ip: string; device: string; source: string }>>();

  it('records a session start, deduplicated per IP and device for ten minutes', async () => {
    const p = await registerPlayer(app, {}, '10.5.0.1');
    clock.advance(1000);
    const first = await start(p.access, CHROME_WINDOWS, '10.5.0.2');
    expect(first.statusCode).toBe(201);
    const row = json(first);
    expect(row).toEqual({
      id: expect.any(Number),
      created_at: '2026-02-01T08:00:01.000Z',
      ip: '10.5.0.2',
      device: 'Chrome on Windows',
      source: 'session',
    });

    clock.advance(9 * 60 * 1000);
    const again = await start(p.access, CHROME_WINDOWS, '10.5.0.2');
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(row);

    const phone = await start(p.access, SAFARI_IPHONE, '10.5.0.2');
    expect(phone.statusCode).toBe(201);
    expect(json(phone).device).toBe('Safari on iPhone');

    clock.advance(2 * 60 * 1000);
    const later = await start(p.access, CHROME_WINDOWS, '10.5.0.2');
    expect(later.statusCode).toBe(201);
    expect(json(later).id).not.toBe(row.id);
  });

  it('lists the own activity newest first, at most 50, and nobody else’s', async () => {
    const p = await registerPlayer(app, {}, '10.6.0.1');
    const other = await registerPlayer(app, {}, '10.6.0.9');
    for (let i = 0; i < 55; i++) {
      // Each from its own IP, so none is a duplicate; a second apart, so the order is known.
      clock.advance(1000);
      expect((await start(p.access, CHROME_WINDOWS, `10.6.1.${i}`)).statusCode).toBe(201);
    }
    const mine = await list(p.access);
    expect(mine).toHaveLength(50);
    expect(mine[0]?.ip).toBe('10.6.1.54');
    const times = mine.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(mine.every((r) => !r.ip.startsWith('10.6.0.9'))).toBe(true);
    const theirs = await list(other.access);
    expect(theirs.map((r) => [r.source, r.ip])).toEqual([['register', '10.6.0.9']]);
  });

  it('shows sign-in rows with their source and an unknown device translated', async () => {
    const p = await registerPlayer(app, {}, '10.7.0.1');
    clock.advance(1000);
    await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: { email: p.email, password: STRONG_PASSWORD },
      remoteAddress: '10.7.0.2',
      headers: { 'user-agent': SAFARI_IPHONE },
    });
    const rows = await list(p.access, { 'accept-language': 'es' });
    expect(rows.map((r) => [r.source, r.device])).toEqual([
      ['password', 'Safari on iPhone'],
      ['register', 'Dispositivo desconocido'],
    ]);
  });

  it('answers 404 and records nothing for a token that outlived its player', async () => {
    const token = await app.deps.accessTokens.sign(999_999_999);
    const res = await app.inject({ method: 'POST', url: '/api/frontend/sessions/', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ detail: 'Not found.' });
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_sessions WHERE user_id = $1',
      [999_999_999],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('needs a signed-in player', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/frontend/sessions/' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/frontend/sessions/' })).statusCode).toBe(401);
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_sessions WHERE source = 'session' AND ip = '127.0.0.1'",
    );
    expect(rows[0]?.n).toBe(0);
  });
});
