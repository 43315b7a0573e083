import { FairRng } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { publishedMath } from '../src/games/math.js';
import type { HistoryItem, RoundView, SessionView } from '../src/protocol.js';
import { coinGame } from './fake-games.js';
import { buildStudio } from './helper.js';

const t = await buildStudio();
const demo = { game: 'test-coin', demo: true };

const play = (session: string, bet: unknown) =>
  t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/rounds`, payload: { bet } });

describe('demo play', () => {
  it('plays rounds against the play money, nonce by nonce, with outcomes from the committed seeds', async () => {
    const session = await t.open(demo);
    const before = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    let balance = before.balance;
    for (let nonce = 0; nonce < 5; nonce += 1) {
      const res = await play(session, { stake: 100 });
      expect(res.statusCode).toBe(200);
      const round = t.json<RoundView>(res);
      const seed = await t.db.query<{ server_seed: string }>(
        'SELECT server_seed FROM studio_seeds WHERE server_seed_hash = $1',
        [before.fair.server_seed_hash],
      );
      const serverSeed = seed.rows[0]?.server_seed ?? '';
      const expected = coinGame.start(new FairRng(serverSeed, before.fair.client_seed, nonce), {
        stake: 100,
      });
      expect(round).toMatchObject({
        nonce,
        stake: 100,
        win: expected.winCents,
        finished: true,
        view: expected.view,
      });
      balance = balance - 100 + expected.winCents;
      expect(round.balance).toBe(balance);
      expect(round.fair).toEqual({ ...before.fair, nonce: nonce + 1 });
    }
    const after = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    expect(after.balance).toBe(balance);
    expect(t.casino.calls).toHaveLength(0);

    const history = t.json<HistoryItem[]>(
      await t.app.inject({ url: `/studio/api/sessions/${session}/rounds?limit=3` }),
    );
    expect(history.map((h) => h.nonce)).toEqual([4, 3, 2]);
    expect(history[0]).toMatchObject({ game: 'test-coin', stake: 100, finished: true });
    expect(history[0]?.verify_url).toBe(
      `/studio/verify?server_seed_hash=${before.fair.server_seed_hash}&client_seed=${before.fair.client_seed}&nonce=4&game=test-coin&math=${publishedMath(coinGame).hash}`,
    );
    // While the seed is in use the page shows the commitment the round was played under.
    const page = await t.app.inject({ url: history[0]?.verify_url ?? '' });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('The round’s commitment');
    expect(page.body).toContain(before.fair.server_seed_hash);
    expect(page.body).toContain(before.fair.client_seed);
    expect(page.body).toMatch(/<dt>Nonce<\/dt><dd>4<\/dd>/);
  });

  it('refuses a stake the play money cannot cover with 402 and the balance, moving nothing', async () => {
    const session = await t.open(demo);
    const res = await play(session, { stake: 500_000 });
    expect(res.statusCode).toBe(402);
    expect(t.json(res)).toEqual({
      error: 'insufficient_funds',
      message: expect.any(String),
      balance: 100_000,
    });
    const view = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    expect(view.balance).toBe(100_000);
    expect(view.fair.nonce).toBe(0);
  });

  it('answers a bet the game refuses with 400 and its key, and bad input with 400', async () => {
    const session = await t.open(demo);
    const stake = await play(session, { stake: 7 });
    expect(stake.statusCode).toBe(400);
    expect(t.json(stake)).toMatchObject({ error: 'stake_invalid' });
    const shape = await play(session, 'all in');
    expect(shape.statusCode).toBe(400);
    expect(t.json(shape)).toMatchObject({ error: 'bet_invalid' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session}/rounds`,
      headers: { 'content-type': 'application/json' },
      payload: '{"bet":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(t.json(malformed)).toMatchObject({ error: 'invalid_request' });
    const limit = await t.app.inject({ url: `/studio/api/sessions/${session}/rounds?limit=1000` });
    expect(limit.statusCode).toBe(400);
    const view = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    expect(view).toMatchObject({ balance: 100_000, fair: { nonce: 0 } });
  });

  it('plays a multi-step round: the extra stake comes off the play money, the round resumes after a reload', async () => {
    const session = await t.open({ game: 'test-two-step', demo: true });
    const first = t.json<RoundView>(await play(session, { stake: 1_000 }));
    expect(first).toMatchObject({ finished: false, stake: 1_000, balance: 99_000 });
    const reloaded = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    expect(reloaded.open_round).toMatchObject({ round: first.round, finished: false, view: first.view });

    // One round of a game at a time.
    expect((await play(session, { stake: 10 })).statusCode).toBe(409);

    const bad = await t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session}/rounds/${first.round}/actions`,
      payload: { action: { type: 'surrender' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(t.json(bad)).toMatchObject({ error: 'action_invalid' });

    const done = t.json<RoundView>(
      await t.app.inject({
        method: 'POST',
        url: `/studio/api/sessions/${session}/rounds/${first.round}/actions`,
        payload: { action: { type: 'double' } },
      }),
    );
    expect(done).toMatchObject({ finished: true, stake: 2_000 });
    expect(done.balance).toBe(98_000 + done.win);
    expect([0, 4_000]).toContain(done.win);

    const again = await t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session}/rounds/${first.round}/actions`,
      payload: { action: { type: 'stand' } },
    });
    expect(again.statusCode).toBe(409);
    expect(t.json(again)).toMatchObject({ error: 'round_finished' });
  });

  it('keeps sessions apart: a round is not found from another session', async () => {
    const mine = await t.open({ game: 'test-two-step', demo: true });
    const theirs = await t.open({ game: 'test-two-step', demo: true });
    const round = t.json<RoundView>(await play(mine, { stake: 10 }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${theirs}/rounds/${round.round}/actions`,
      payload: { action: { type: 'stand' } },
    });
    expect(res.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${mine}/rounds/not-a-round/actions`,
      payload: { action: { type: 'stand' } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
