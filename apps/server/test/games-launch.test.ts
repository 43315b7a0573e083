import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameRoundRow, Page, WinItem } from '@casino/contract';
import { setPlayerStatus } from '../src/modules/accounts/player-status.js';
import { findJob, runJob } from '../src/platform/jobs/index.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, GAME_CODES, uid } from './games-helpers.js';

const clock = new ManualClock(new Date('2026-05-01T08:00:00Z'));
const kit = await buildGamesApp({ clock });
const { app, db, call, fund, gameId, launch, newPlayer, openSession, provider, expectLedgerOk } = kit;

afterAll(async () => {
  await expectLedgerOk();
});

const hex64 = (seed: string) => crypto.createHash('sha256').update(seed).digest('hex');

/** Plays one round through the wallet endpoint: a bet, then a win that closes it. */
async function playRound(
  session: Awaited<ReturnType<typeof openSession>>,
  betCents: number,
  winCents: number,
  nonce = 0,
): Promise<string> {
  const round = uid('round');
  const common = {
    session_token: session.token,
    player_id: session.playerId,
    currency: 'USD',
    game: session.game,
  };
  const placed = await call('bet', {
    ...common,
    transaction_id: uid('bet'),
    round_id: round,
    amount: betCents,
    fair: { server_seed_hash: hex64(round), client_seed: 'lucky', nonce },
  });
  expect(placed.status).toBe(200);
  const paid = await call('win', {
    ...common,
    transaction_id: uid('win'),
    round_id: round,
    amount: winCents,
    round_closed: true,
  });
  expect(paid.status).toBe(200);
  return round;
}

describe('GET /api/frontend/start', () => {
  it('asks a guest to sign in for real play', async () => {
    const before = provider.launches.length;
    const res = await launch(`gameId=${gameId(GAME_CODES.slot)}&demo=false`);
    expect(res.status).toBe(401);
    expect(typeof res.body.detail).toBe('string');
    expect(provider.launches.length).toBe(before);
  });

  it('launches a demo for a guest, signed, without a session', async () => {
    const res = await launch(`gameId=${gameId(GAME_CODES.slot)}&demo=true&mobile=true`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.url).toMatch(/^\/studio\/play\/test-slot\?session=/);
    const sent = provider.launches.at(-1);
    expect(sent?.authentic).toBe(true);
    expect(sent?.body).toMatchObject({ game: GAME_CODES.slot, demo: true, mobile: true, language: 'en' });
    expect(sent?.body.session_token).toBeUndefined();
    expect(sent?.body.player_id).toBeUndefined();
  });

  it('answers status false for a game without demo, an unknown, inactive or unintegrated game', async () => {
    const queries = [
      `gameId=${gameId(GAME_CODES.table)}&demo=true`,
      `gameId=999999&demo=true`,
      `gameId=${gameId(GAME_CODES.retired)}&demo=true`,
      `gameId=${gameId('stranger-slot')}&demo=true`,
    ];
    const player = await newPlayer();
    for (const q of queries) {
      const res = await launch(q, player.auth);
      expect(res.status, q).toBe(200);
      expect(res.body).toEqual({ status: false, url: '' });
    }
    for (const q of [`gameId=999999&demo=false`, `gameId=${gameId('stranger-slot')}`]) {
      const res = await launch(q, player.auth);
      expect(res.body).toEqual({ status: false, url: '' });
    }
  });

  it('refuses a malformed query with a 400 in the field shape', async () => {
    for (const q of ['gameId=abc', 'gameId=-1', 'gameId=1&demo=yes', '', 'gameId=99999999999']) {
      const res = await launch(q);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.body).length).toBeGreaterThan(0);
    }
  });

  it('opens a session for real play and hands its token to the provider, storing only its hash', async () => {
    const player = await newPlayer('Launcher');
    const res = await app.inject({
      method: 'GET',
      url: `/api/frontend/start/?gameId=${gameId(GAME_CODES.table)}&demo=false`,
      headers: { ...player.auth, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true });
    const sent = provider.launches.at(-1);
    expect(sent?.authentic).toBe(true);
    expect(sent?.body).toMatchObject({
      game: GAME_CODES.table,
      demo: false,
      player_id: String(player.id),
      currency: 'USD',
      language: 'es',
    });
    const token = sent?.body.session_token;
    expect(typeof token).toBe('string');
    expect(Buffer.from(String(token), 'base64url')).toHaveLength(32);
    const { rows } = await db.query<{
      token_hash: string;
      game_type: string;
      expires_at: Date;
      created_at: Date;
    }>('SELECT token_hash, game_type, expires_at, created_at FROM game_sessions WHERE user_id = $1', [
      player.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(crypto.createHash('sha256').update(String(token)).digest('hex'));
    expect(rows[0]?.game_type).toBe('tables');
    const ttl = new Date(rows[0]?.expires_at ?? 0).getTime() - new Date(rows[0]?.created_at ?? 0).getTime();
    expect(ttl).toBe(12 * 3600 * 1000);
  });

  it('answers status false when the provider fails, and the session it opened takes no bets', async () => {
    const player = await newPlayer();
    await fund(player.id, 1_000);
    for (const mode of ['error', 'garbage', 'drop'] as const) {
      provider.setMode(mode);
      const before = provider.launches.length;
      const res = await launch(`gameId=${gameId(GAME_CODES.slot)}&demo=false`, player.auth);
      expect(res.status, mode).toBe(200);
      expect(res.body, mode).toEqual({ status: false, url: '' });
      const token = provider.launches[before]?.body.session_token;
      expect(typeof token).toBe('string');
      const bet = await call('bet', {
        session_token: token,
        player_id: String(player.id),
        currency: 'USD',
        transaction_id: uid('bet'),
        round_id: uid('round'),
        game: GAME_CODES.slot,
        amount: 100,
      });
      expect(bet.status).toBe(403);
    }
    provider.setMode('ok');
    expect((await kit.balances(player.id)).cashCents).toBe(1_000);
  });

  it('stops a suspended player staking: no launch, the open session takes no bets, a late win is paid', async () => {
    const player = await newPlayer();
    await fund(player.id, 1_000);
    const session = await openSession(player);
    const common = {
      session_token: session.token,
      player_id: session.playerId,
      currency: 'USD',
      game: session.game,
    };
    const round = uid('round');
    const placed = await call('bet', { ...common, transaction_id: uid('bet'), round_id: round, amount: 100 });
    expect(placed.status).toBe(200);
    await db.transaction((tx) =>
      setPlayerStatus(tx, {
        userId: player.id,
        status: 'suspended',
        reason: 'review',
        now: clock.now(),
        staffId: null,
      }),
    );
    const relaunch = await launch(`gameId=${gameId(GAME_CODES.slot)}&demo=false`, player.auth);
    expect(relaunch.status).toBe(403);
    const bet = await call('bet', {
      ...common,
      transaction_id: uid('bet'),
      round_id: uid('round'),
      amount: 100,
    });
    expect(bet.status).toBe(403);
    const win = await call('win', {
      ...common,
      transaction_id: uid('win'),
      round_id: round,
      amount: 250,
      round_closed: true,
    });
    expect(win.status).toBe(200);
    expect((await kit.balances(player.id)).cashCents).toBe(1_150);
    // Demo play stays open to everyone.
    expect((await launch(`gameId=${gameId(GAME_CODES.slot)}&demo=true`, player.auth)).status).toBe(200);
  });

  it('limits real launches per player', async () => {
    const player = await newPlayer();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await launch(`gameId=${gameId(GAME_CODES.slot)}&demo=false`, player.auth)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    clock.advance(61_000);
    expect((await launch(`gameId=${gameId(GAME_CODES.slot)}&demo=false`, player.auth)).status).toBe(200);
  });
});

describe('GET /api/frontend/games/history/', () => {
  it("shows only the player's own rounds, newest first, with the verify link, page by page", async () => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await fund(alice.id, 10_000);
    await fund(bob.id, 10_000);
    const aliceSession = await openSession(alice);
    const bobSession = await openSession(bob);
    const aliceRounds = [
      await playRound(aliceSession, 100, 0, 0),
      await playRound(aliceSession, 200, 500, 1),
      await playRound(aliceSession, 300, 0, 2),
    ];
    await playRound(bobSession, 400, 0, 0);
    const res = await app.inject({
      method: 'GET',
      url: '/api/frontend/games/history/?page=1&page_size=2',
      headers: alice.auth,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<GameRoundRow>>();
    expect(page.count).toBe(3);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=2');
    expect(page.previous).toBeNull();
    expect(page.results.map((r) => r.bet)).toEqual([3, 2]);
    const second = page.results[1];
    expect(second).toMatchObject({
      game_id: gameId(GAME_CODES.slot),
      game_name: `Game ${GAME_CODES.slot}`,
      provider: 'Royal Originals',
      bet: 2,
      win: 5,
      currency: 'USD',
      status: 'closed',
    });
    const verify = new URL(second?.verify_url ?? '', 'http://casino.test');
    expect(verify.pathname).toBe('/studio/verify');
    expect(verify.searchParams.get('server_seed_hash')).toBe(hex64(aliceRounds[1] ?? ''));
    expect(verify.searchParams.get('client_seed')).toBe('lucky');
    expect(verify.searchParams.get('nonce')).toBe('1');
    expect(verify.searchParams.get('game')).toBe(GAME_CODES.slot);
    const last = await app.inject({
      method: 'GET',
      url: '/api/frontend/games/history/?page=2&page_size=2',
      headers: alice.auth,
    });
    const lastPage = last.json<Page<GameRoundRow>>();
    expect(lastPage.results.map((r) => r.bet)).toEqual([1]);
    expect(lastPage.next).toBeNull();
    expect(lastPage.previous).toContain('page=1');
    const bobs = (
      await app.inject({ method: 'GET', url: '/api/frontend/games/history/', headers: bob.auth })
    ).json<Page<GameRoundRow>>();
    expect(bobs.count).toBe(1);
    expect(bobs.results[0]?.bet).toBe(4);
  });

  it('needs a signed-in player and a sane page', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/frontend/games/history/' })).statusCode).toBe(401);
    const player = await newPlayer();
    for (const q of ['page=0', 'page=x', 'page_size=1000']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/frontend/games/history/?${q}`,
        headers: player.auth,
      });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('winning now and last wins', () => {
  it('lists real closed wins with masked nicknames, the biggest of the last day and the latest', async () => {
    clock.advance(2 * 24 * 3600 * 1000);
    const old = await newPlayer('Ancient Winner');
    await fund(old.id, 10_000);
    const oldSession = await openSession(old);
    await playRound(oldSession, 100, 90_000);
    clock.advance(25 * 3600 * 1000);
    const maria = await newPlayer('MariaLuck');
    const anonymous = await newPlayer('');
    await fund(maria.id, 10_000);
    await fund(anonymous.id, 10_000);
    const mariaSession = await openSession(maria);
    const anonSession = await openSession(anonymous);
    await playRound(mariaSession, 100, 5_000);
    clock.advance(1_000);
    await playRound(anonSession, 200, 300);
    clock.advance(1_000);
    // An open round and a lost round are not wins.
    await call('bet', {
      session_token: mariaSession.token,
      player_id: mariaSession.playerId,
      currency: 'USD',
      transaction_id: uid('bet'),
      round_id: uid('round'),
      game: GAME_CODES.slot,
      amount: 100,
    });
    await playRound(mariaSession, 100, 0);
    clock.advance(10_000);

    const now = (await app.inject({ method: 'GET', url: '/api/frontend/winning_now/' })).json<WinItem[]>();
    expect(now.map((w) => w.amount)).toEqual([50, 3]);
    expect(now[0]).toMatchObject({
      nickname: 'Ma***k',
      game_id: gameId(GAME_CODES.slot),
      game_name: `Game ${GAME_CODES.slot}`,
      img: `/studio/img/${GAME_CODES.slot}.webp`,
      amount: 50,
      multiplier: 50,
    });
    expect(now[1]?.nickname).toBe(`Player***${String(anonymous.id).slice(-2)}`);
    expect(now[1]?.multiplier).toBe(1.5);

    const last = (await app.inject({ method: 'GET', url: '/api/frontend/last_wins/' })).json<WinItem[]>();
    expect(last.slice(0, 3).map((w) => w.amount)).toEqual([3, 50, 900]);
    const text = JSON.stringify(last);
    expect(text).not.toContain('MariaLuck');
    expect(text).not.toContain('@example.com');
  });
});

describe('games:expire-sessions', () => {
  it('ends sessions idle for two hours; their wins still settle', async () => {
    const player = await newPlayer();
    await fund(player.id, 1_000);
    const session = await openSession(player);
    const round = uid('round');
    const common = {
      session_token: session.token,
      player_id: session.playerId,
      currency: 'USD',
      game: session.game,
    };
    expect(
      (await call('bet', { ...common, transaction_id: uid('bet'), round_id: round, amount: 100 })).status,
    ).toBe(200);
    clock.advance(3 * 3600 * 1000);
    const job = findJob('games:expire-sessions');
    if (!job) throw new Error('the job is not registered');
    const outcome = await runJob({ db, clock, config: app.deps.config, log: app.deps.log }, job);
    expect(outcome).toMatchObject({ outcome: 'succeeded' });
    const bet = await call('bet', {
      ...common,
      transaction_id: uid('bet'),
      round_id: uid('round'),
      amount: 100,
    });
    expect(bet.status).toBe(403);
    const win = await call('win', {
      ...common,
      transaction_id: uid('win'),
      round_id: round,
      amount: 300,
      round_closed: true,
    });
    expect(win.status).toBe(200);
    expect(win.json()).toMatchObject({ balance: 1_200 });
  });
});
