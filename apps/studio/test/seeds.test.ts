import { hashServerSeed } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { publishedMath } from '../src/games/math.js';
import { coinGame } from './fake-games.js';
import type {
  FairView,
  HistoryItem,
  RoundView,
  SeedRotation,
  SessionView,
  VerifyResult,
} from '../src/protocol.js';
import { buildStudio, realLaunch } from './helper.js';

const t = await buildStudio();

const play = (session: string, bet: unknown) =>
  t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/rounds`, payload: { bet } });
const rotate = (session: string) =>
  t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/seed/rotate` });
const setSeed = (session: string, client_seed: unknown) =>
  t.app.inject({ method: 'PUT', url: `/studio/api/sessions/${session}/seed`, payload: { client_seed } });
const view = async (session: string) =>
  t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));

describe('seeds and verification', () => {
  it('reveals the committed server seed on rotation, and verify recomputes every round it played', async () => {
    const session = await t.open({ game: 'test-coin', demo: true });
    const committed = (await view(session)).fair;
    const rounds: RoundView[] = [];
    for (let i = 0; i < 3; i += 1) rounds.push(t.json<RoundView>(await play(session, { stake: 10 })));
    const history = t.json<HistoryItem[]>(
      await t.app.inject({ url: `/studio/api/sessions/${session}/rounds` }),
    );

    // Before rotation the hash is known but the seed is not.
    const early = await t.app.inject({
      url: `/studio/api/verify?server_seed_hash=${committed.server_seed_hash}&client_seed=${committed.client_seed}&nonce=0&game=test-coin`,
    });
    expect(early.statusCode).toBe(409);
    expect(t.json(early)).toEqual({ error: 'seed_in_use', message: 'seed still in use; rotate to reveal' });

    const rotation = t.json<SeedRotation>(await rotate(session));
    expect(rotation.revealed_server_seed_hash).toBe(committed.server_seed_hash);
    expect(hashServerSeed(rotation.revealed_server_seed)).toBe(committed.server_seed_hash);
    expect(rotation.rounds).toBe(3);
    expect(rotation.fair.nonce).toBe(0);
    expect(rotation.fair.client_seed).toBe(committed.client_seed);
    expect(rotation.fair.server_seed_hash).not.toBe(committed.server_seed_hash);
    expect((await view(session)).fair).toEqual(rotation.fair);

    for (const round of rounds) {
      const bySeed = await t.app.inject({
        url: `/studio/api/verify?server_seed=${rotation.revealed_server_seed}&client_seed=${committed.client_seed}&nonce=${round.nonce}&game=test-coin`,
      });
      expect(bySeed.statusCode).toBe(200);
      const result = t.json<VerifyResult>(bySeed);
      expect(result).toMatchObject({
        game: 'test-coin',
        server_seed_hash: committed.server_seed_hash,
        nonce: round.nonce,
        view: round.view,
      });
      expect(result.summary).toMatch(/^Draw \d+/);
      const byHash = await t.app.inject({
        url: `/studio/api/verify?server_seed_hash=${committed.server_seed_hash}&client_seed=${committed.client_seed}&nonce=${round.nonce}&game=test-coin`,
      });
      expect(t.json(byHash)).toEqual(result);
    }

    // The history now links by the revealed seed.
    const after = t.json<HistoryItem[]>(
      await t.app.inject({ url: `/studio/api/sessions/${session}/rounds` }),
    );
    expect(history[0]?.verify_url).toContain('server_seed_hash=');
    // ...with the commitment to check it against, and the maths the round was played under.
    const math = publishedMath(coinGame).hash;
    expect(after[0]?.verify_url).toBe(
      `/studio/verify?server_seed=${rotation.revealed_server_seed}&server_seed_hash=${committed.server_seed_hash}&client_seed=${committed.client_seed}&nonce=2&game=test-coin&math=${math}`,
    );
    const page = await t.app.inject({ url: after[0]?.verify_url ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Draw ${(rounds[2]?.view as { draw: number }).draw}`);
    expect(page.body).toContain('✓ Hash matches the one shown before play');
    expect(page.body).toContain(`href="/studio/api/games/test-coin/math"`);
    // A seed that is not the committed one is called out.
    const forged = await t.app.inject({
      url: (after[0]?.verify_url ?? '').replace(/server_seed=[0-9a-f]+/, 'server_seed=forged'),
    });
    expect(forged.body).toContain('✗ Does not match the hash shown before play');
  });

  it('uses the client seed the player sets for the next rounds', async () => {
    const session = await t.open({ game: 'test-coin', demo: true });
    const res = await setSeed(session, 'my lucky seed: 7!');
    expect(res.statusCode).toBe(200);
    const fair = t.json<FairView>(res);
    expect(fair).toMatchObject({ client_seed: 'my lucky seed: 7!', nonce: 0 });
    const round = t.json<RoundView>(await play(session, { stake: 10 }));
    const stored = await t.db.query<{ client_seed: string }>(
      'SELECT client_seed FROM studio_rounds WHERE id = $1',
      [round.round],
    );
    expect(stored.rows[0]?.client_seed).toBe('my lucky seed: 7!');
    expect(round.fair.client_seed).toBe('my lucky seed: 7!');
  });

  it('refuses an empty, overlong or unprintable client seed', async () => {
    const session = await t.open({ game: 'test-coin', demo: true });
    const before = (await view(session)).fair;
    for (const seed of ['', 'x'.repeat(65), 'tab\there', 'ünïcode', 42]) {
      const res = await setSeed(session, seed);
      expect(res.statusCode).toBe(400);
      expect(t.json(res)).toMatchObject({ error: 'invalid_request' });
    }
    expect((await view(session)).fair).toEqual(before);
  });

  it('keeps the seeds while a multi-step round is in play', async () => {
    t.casino.balances.set('p-seeds', 10_000);
    const session = await t.open(realLaunch('p-seeds', 'test-two-step'));
    const round = t.json<RoundView>(await play(session, { stake: 10 }));
    expect((await setSeed(session, 'changed')).statusCode).toBe(409);
    const refused = await rotate(session);
    expect(refused.statusCode).toBe(409);
    expect(t.json(refused)).toMatchObject({ error: 'round_open' });
    await t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session}/rounds/${round.round}/actions`,
      payload: { action: { type: 'stand' } },
    });
    expect((await setSeed(session, 'changed')).statusCode).toBe(200);
    expect((await rotate(session)).statusCode).toBe(200);
  });

  it('shares one seed pair across a player’s sessions, and keeps demo sessions apart', async () => {
    t.casino.balances.set('p-two', 10_000);
    const a = await t.open(realLaunch('p-two', 'test-coin'));
    const b = await t.open(realLaunch('p-two', 'test-coin'));
    await play(a, { stake: 10 });
    expect((await view(b)).fair).toEqual((await view(a)).fair);
    expect((await view(b)).fair.nonce).toBe(1);
    const d1 = await t.open({ game: 'test-coin', demo: true });
    const d2 = await t.open({ game: 'test-coin', demo: true });
    expect((await view(d1)).fair.server_seed_hash).not.toBe((await view(d2)).fair.server_seed_hash);
  });

  it('answers bad verify queries with 4xx', async () => {
    const hash = 'a'.repeat(64);
    const cases: Array<[string, number]> = [
      ['client_seed=x&nonce=0&game=test-coin', 400],
      [`server_seed=s&server_seed_hash=${hash}&client_seed=x&nonce=0&game=test-coin`, 400],
      ['server_seed=s&client_seed=x&nonce=-1&game=test-coin', 400],
      ['server_seed=s&client_seed=x&nonce=abc&game=test-coin', 400],
      ['server_seed=s&client_seed=x&nonce=0&game=nope', 404],
      [`server_seed_hash=${hash}&client_seed=x&nonce=0&game=test-coin`, 404],
    ];
    for (const [query, status] of cases) {
      const res = await t.app.inject({ url: `/studio/api/verify?${query}` });
      expect(res.statusCode, query).toBe(status);
    }
    const ok = await t.app.inject({
      url: '/studio/api/verify?server_seed=s&client_seed=x&nonce=0&game=test-coin',
    });
    expect(t.json<VerifyResult>(ok)).toMatchObject({
      server_seed: 's',
      server_seed_hash: hashServerSeed('s'),
    });
  });
});
