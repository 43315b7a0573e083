import { describe, expect, it } from 'vitest';
import type { SessionView } from '../src/protocol.js';
import { buildStudio, realLaunch, signedLaunch } from './helper.js';

const t = await buildStudio();
const demo = { game: 'test-coin', demo: true, language: 'es', lobby_url: 'https://casino.test/lobby' };

describe('launch', () => {
  it('opens a demo session with play money and answers the game URL', async () => {
    const res = await t.launch(demo);
    expect(res.statusCode).toBe(200);
    const { url } = t.json<{ url: string }>(res);
    expect(url).toMatch(/^\/studio\/play\/test-coin\?session=[A-Za-z0-9_-]{43}&lang=es$/);
    const session = new URL(url, 'http://x').searchParams.get('session');
    const view = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    expect(view).toMatchObject({
      demo: true,
      currency: 'FUN',
      balance: 100_000,
      language: 'es',
      lobby_url: 'https://casino.test/lobby',
      open_round: null,
      game: { id: 'test-coin', kind: 'slot', stakes: [10, 100, 1_000, 500_000] },
    });
    expect(view.fair).toMatchObject({ nonce: 0 });
    expect(view.fair.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    // The demo never touches the casino's wallet.
    expect(t.casino.calls).toHaveLength(0);
  });

  it('opens a real session bound to the casino session and reads the balance from the wallet', async () => {
    t.casino.balances.set('player-launch', 12_345);
    const session = await t.open(realLaunch('player-launch'));
    const view = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    expect(view).toMatchObject({ demo: false, currency: 'USD', balance: 12_345, lobby_url: '' });
    expect(t.casino.callsOf('balance').at(-1)?.body).toEqual({
      session_token: 'casino-session-player-launch-0123456789',
      player_id: 'player-launch',
      currency: 'USD',
    });
  });

  it('refuses a missing, bad, stale or foreign signature with 401 and opens nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM studio_sessions');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const answers = await Promise.all([
      signedLaunch(t.app, t.clock, demo, { headers: { 'content-type': 'application/json' } }),
      signedLaunch(t.app, t.clock, demo, { secret: 'another-secret-another-secret-another' }),
      signedLaunch(t.app, t.clock, demo, { timestamp: now - 301 }),
      signedLaunch(t.app, t.clock, demo, { timestamp: now + 301 }),
      signedLaunch(t.app, t.clock, demo, { provider: 'someone-else' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(t.json(res)).toMatchObject({ error: 'invalid_signature' });
    }
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM studio_sessions');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('accepts a signature within the replay window', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect((await signedLaunch(t.app, t.clock, demo, { timestamp: now - 299 })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown game and 400 for a malformed request', async () => {
    const unknown = await t.launch({ ...demo, game: 'no-such-game' });
    expect(unknown.statusCode).toBe(404);
    expect(t.json(unknown)).toMatchObject({ error: 'game_not_found' });
    const realWithoutToken = await t.launch({ game: 'test-coin', demo: false });
    expect(realWithoutToken.statusCode).toBe(400);
    expect(t.json(realWithoutToken)).toMatchObject({ error: 'invalid_request' });
    const extraField = await t.launch({ ...demo, surprise: 1 });
    expect(extraField.statusCode).toBe(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/studio/api/launch',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(t.json(res)).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('answers 403 for an unknown, malformed or expired session', async () => {
    for (const id of ['x'.repeat(43), 'short', '%00']) {
      const res = await t.app.inject({ url: `/studio/api/sessions/${id}` });
      expect(res.statusCode).toBe(403);
      expect(t.json(res)).toMatchObject({ error: 'session_invalid' });
    }
    const session = await t.open(demo);
    t.clock.advance(24 * 3600 * 1000 + 1);
    const expired = await t.app.inject({ url: `/studio/api/sessions/${session}` });
    expect(expired.statusCode).toBe(403);
  });
});
