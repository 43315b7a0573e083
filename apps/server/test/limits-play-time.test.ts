import { describe, expect, it } from 'vitest';
import { batchStatsOf } from '../src/modules/games/fast-calls.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, GAME_CODES, roundFields, uid } from './games-helpers.js';
import { paymentsKit } from './payments-helpers.js';

// Play time, the daily time limit and reality checks (docs/decisions/039).
const clock = new ManualClock(new Date('2026-05-04T10:20:00Z'));
const MINUTE = 60_000;
const kit = await buildGamesApp({
  clock,
  env: { PAYMENTS_WEBHOOK_SECRET: 'payments-test-webhook-secret-0123456789abcdef' },
});
const { app, db, call, fund, openSession } = kit;
const pay = paymentsKit(app, db, clock);

type Auth = { authorization: string };
type Player = { id: number; auth: Auth };
type Session = Awaited<ReturnType<typeof openSession>>;

async function newPlayer(): Promise<Player> {
  const p = await kit.newPlayer();
  await fund(p.id, 1_000_00);
  await kit.wallet.warmAccounts(p.id);
  return p;
}

const fresh = async (p: Player): Promise<Auth> => ({
  authorization: `Bearer ${await app.deps.accessTokens.sign(p.id)}`,
});

async function put(p: Player, url: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url, headers: await fresh(p), payload });
}

async function playSession(p: Player) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/limits/session/',
    headers: await fresh(p),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
}

async function acknowledge(p: Player) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/frontend/limits/session/acknowledge/',
    headers: await fresh(p),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
}

const bet = (session: Session, amount: number, round = uid('round')) =>
  call('bet', { ...roundFields(session, round), transaction_id: uid('bet'), amount });
const win = (session: Session, amount: number, round: string) =>
  call('win', { ...roundFields(session, round), transaction_id: uid('win'), amount, round_closed: true });

const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

/** A round every minute for `minutes` minutes (a stake of 1 USD, lost). */
async function playMinutes(session: Session, minutes: number) {
  for (let i = 0; i < minutes; i += 1) {
    const r = uid('round');
    expect((await bet(session, 100, r)).status).toBe(200);
    expect((await win(session, 0, r)).status).toBe(200);
    advance(MINUTE);
  }
}

describe('the daily play-time limit', () => {
  it('stops real-money bets when the day is used up, keeps wins, and frees them the next day', async () => {
    clock.set(new Date('2026-05-04T10:20:00Z'));
    const p = await newPlayer();
    const session = await openSession(p);
    expect((await put(p, '/api/frontend/limits/time/', { minutes: 5 })).statusCode).toBe(200);
    // First round: the allowance (10 s); then a minute between rounds: 10 s + 4 min = 250 s.
    await playMinutes(session, 5);
    const batched = batchStatsOf(db).answered;
    // Now 5 minutes after the first bet: 10 s + 5 min is beyond 5 minutes.
    const r = uid('round');
    const refused = await bet(session, 100, r);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'time_limit', balance: 1_000_00 - 500 });
    expect(batchStatsOf(db).answered).toBe(batched);
    // A round already open still gets its win.
    const open = uid('round');
    advance(-30_000);
    // (the clock back a little: a bet 4 min 30 s in fits)
    expect((await bet(session, 100, open)).status).toBe(200);
    advance(60_000);
    expect((await bet(session, 100)).status).toBe(409);
    expect((await win(session, 300, open)).status).toBe(200);
    const view = await app.inject({ method: 'GET', url: '/api/frontend/limits/', headers: await fresh(p) });
    expect(view.json()).toMatchObject({ time_limit: { minutes: 5, used_minutes: 4 } });
    // The next day (UTC, the account has no zone) plays again.
    clock.set(new Date('2026-05-05T00:00:30Z'));
    const next = await openSession({ id: p.id, auth: await fresh(p) });
    expect((await bet(next, 100)).status).toBe(200);
    await kit.expectLedgerOk();
  });

  it('counts the play of the day before the limit was set', async () => {
    clock.set(new Date('2026-05-06T12:00:00Z'));
    const p = await newPlayer();
    const session = await openSession(p);
    await playMinutes(session, 3);
    expect((await put(p, '/api/frontend/limits/time/', { minutes: 2 })).statusCode).toBe(200);
    const refused = await bet(session, 100);
    expect(refused.json()).toMatchObject({ error: 'time_limit' });
  });

  it('refuses a real-money launch while the day is used up, with the limit’s message; demo stays open', async () => {
    clock.set(new Date('2026-05-08T10:00:00Z'));
    const p = await newPlayer();
    const session = await openSession(p);
    expect((await put(p, '/api/frontend/limits/time/', { minutes: 1 })).statusCode).toBe(200);
    await playMinutes(session, 1);
    const sessionsBefore = await db.query('SELECT id FROM game_sessions WHERE user_id = $1', [p.id]);
    const slot = `gameId=${kit.gameId(GAME_CODES.slot)}`;
    // 10 s + 1 min: the next bet would go beyond the minute, so no new session is opened.
    const real = await app.inject({
      method: 'GET',
      url: `/api/frontend/start?${slot}&demo=false`,
      headers: { ...(await fresh(p)), 'accept-language': 'es' },
    });
    expect(real.statusCode, real.body).toBe(409);
    expect(real.json<{ detail: string }>().detail).toContain('límite diario de tiempo de juego de 1 minutos');
    const sessionsAfter = await db.query('SELECT id FROM game_sessions WHERE user_id = $1', [p.id]);
    expect(sessionsAfter.rows).toHaveLength(sessionsBefore.rows.length);
    const demo = await kit.launch(`${slot}&demo=true`, await fresh(p));
    expect(demo).toMatchObject({ status: 200, body: { status: true } });
    // The next day opens real play again.
    clock.set(new Date('2026-05-09T00:00:30Z'));
    expect((await kit.launch(`${slot}&demo=false`, await fresh(p))).body.status).toBe(true);
  });

  it('does not refuse a launch for a due reality check (the game page shows it)', async () => {
    clock.set(new Date('2026-05-10T10:00:00Z'));
    const p = await newPlayer();
    const session = await openSession(p);
    expect((await put(p, '/api/frontend/limits/reality-check/', { minutes: 15 })).statusCode).toBe(200);
    await playMinutes(session, 15);
    expect((await playSession(p)).check_due).toBe(true);
    const launched = await kit.launch(`gameId=${kit.gameId(GAME_CODES.slot)}&demo=false`, await fresh(p));
    expect(launched).toMatchObject({ status: 200, body: { status: true } });
  });

  it('counts the day in the account’s time zone', async () => {
    clock.set(new Date('2026-05-07T20:50:00Z'));
    const p = await newPlayer();
    await db.query(`UPDATE users SET time_zone = 'Europe/Moscow' WHERE id = $1`, [p.id]);
    const session = await openSession(p);
    expect((await put(p, '/api/frontend/limits/time/', { minutes: 1 })).statusCode).toBe(200);
    await playMinutes(session, 1);
    advance(MINUTE);
    expect((await bet(session, 100)).json()).toMatchObject({ error: 'time_limit' });
    // 21:00 UTC is midnight in Moscow: a new day there, not yet in UTC.
    clock.set(new Date('2026-05-07T21:00:10Z'));
    const next = await openSession({ id: p.id, auth: await fresh(p) });
    expect((await bet(next, 100)).status).toBe(200);
  });

  it('raises only after 24 hours and a confirmation, lowers at once', async () => {
    clock.set(new Date('2026-05-10T09:00:00Z'));
    const p = await newPlayer();
    await put(p, '/api/frontend/limits/time/', { minutes: 60 });
    const raised = await put(p, '/api/frontend/limits/time/', { minutes: 120 });
    expect(raised.json()).toMatchObject({ time_limit: { minutes: 60, pending_minutes: 120 } });
    const early = await app.inject({
      method: 'POST',
      url: '/api/frontend/limits/time/confirm/',
      headers: await fresh(p),
    });
    expect(early.statusCode).toBe(409);
    advance(24 * 60 * MINUTE);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/frontend/limits/time/confirm/',
      headers: await fresh(p),
    });
    expect(confirmed.json()).toMatchObject({ time_limit: { minutes: 120, pending_minutes: null } });
    const lowered = await put(p, '/api/frontend/limits/time/', { minutes: 30 });
    expect(lowered.json()).toMatchObject({ time_limit: { minutes: 30 } });
    expect((await put(p, '/api/frontend/limits/time/', { minutes: 0 })).statusCode).toBe(400);
    expect((await put(p, '/api/frontend/limits/time/', { minutes: 1441 })).statusCode).toBe(400);
    // The money limits' list does not show the time limit.
    expect(lowered.json<{ limits: unknown[] }>().limits).toEqual([]);
  });
});

describe('reality checks', () => {
  it('blocks the next bet when the interval of continuous play elapses until acknowledged', async () => {
    clock.set(new Date('2026-05-12T08:00:00Z'));
    const p = await newPlayer();
    const session = await openSession(p);
    expect((await put(p, '/api/frontend/limits/reality-check/', { minutes: 15 })).statusCode).toBe(200);
    const r = uid('round');
    expect((await bet(session, 500, r)).status).toBe(200);
    expect((await win(session, 200, r)).status).toBe(200);
    await playMinutes(session, 14);
    advance(MINUTE);
    // 15 minutes after the session's first bet the check is due.
    const due = await playSession(p);
    expect(due).toMatchObject({ check_due: true, staked: 19, won: 2, net: -17 });
    const open = uid('round');
    const refused = await bet(session, 100, open);
    expect(refused.json()).toMatchObject({ error: 'reality_check' });
    expect(await acknowledge(p)).toMatchObject({ check_due: false });
    expect((await bet(session, 100, open)).status).toBe(200);
    // The next check an interval after the acknowledgement.
    advance(9 * MINUTE);
    expect((await bet(session, 100)).status).toBe(200);
    advance(6 * MINUTE);
    expect((await bet(session, 100)).json()).toMatchObject({ error: 'reality_check' });
    // The win of the round opened before is still accepted.
    expect((await win(session, 100, open)).status).toBe(200);
  });

  it('starts a new session after an idle gap, with its own interval', async () => {
    clock.set(new Date('2026-05-13T08:00:00Z'));
    const p = await newPlayer();
    const session = await openSession(p);
    await put(p, '/api/frontend/limits/reality-check/', { minutes: 15 });
    await playMinutes(session, 10);
    advance(11 * MINUTE);
    expect((await bet(session, 100)).status).toBe(200);
    expect(await playSession(p)).toMatchObject({ check_due: false, played_seconds: 10, staked: 1 });
  });

  it('acknowledging when nothing is due changes nothing, and off may be chosen where allowed', async () => {
    clock.set(new Date('2026-05-14T08:00:00Z'));
    const p = await newPlayer();
    const session = await openSession(p);
    await put(p, '/api/frontend/limits/reality-check/', { minutes: 30 });
    expect((await bet(session, 100)).status).toBe(200);
    const before = await playSession(p);
    expect(await acknowledge(p)).toEqual(before);
    expect((await put(p, '/api/frontend/limits/reality-check/', { minutes: 20 })).statusCode).toBe(400);
    const off = await put(p, '/api/frontend/limits/reality-check/', { minutes: null });
    expect(off.json()).toMatchObject({ reality_check: { minutes: null, can_turn_off: true } });
  });

  it('concurrent bets with a check due are all refused, and nothing moves', async () => {
    clock.set(new Date('2026-05-15T08:00:00Z'));
    const p = await newPlayer();
    const session = await openSession(p);
    await put(p, '/api/frontend/limits/reality-check/', { minutes: 15 });
    await playMinutes(session, 15);
    const before = await kit.balances(p.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => bet(session, 100)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(409));
    expect(await kit.balances(p.id)).toEqual(before);
  });
});

describe('the activity statement', () => {
  it('sums deposits, withdrawals, stakes, wins, the net position and play time per day, week and month', async () => {
    clock.set(new Date('2026-06-10T09:00:00Z'));
    const p = await newPlayer();
    await db.query(`UPDATE users SET time_zone = 'America/New_York' WHERE id = $1`, [p.id]);
    const application = await pay.openApplication(p, { usd_amount: 100 });
    expect((await pay.webhook(pay.payment(application))).statusCode).toBe(200);
    const session = await openSession(p);
    // Wednesday 10 June (New York): three rounds a minute apart, 15 USD staked, 12 won, 130 s.
    for (const won of [0, 1_200, 0]) {
      const r = uid('round');
      expect((await bet(session, 500, r)).status).toBe(200);
      expect((await win(session, won, r)).status).toBe(200);
      advance(MINUTE);
    }
    // Thursday 11 June, 01:00 UTC is still Wednesday in New York; 14:00 UTC is Thursday: one
    // round of 2 USD (10 s) and a withdrawal of 20 USD paid.
    clock.set(new Date('2026-06-11T01:00:00Z'));
    const late = uid('round');
    expect((await bet(await openSession({ id: p.id, auth: await fresh(p) }), 100, late)).status).toBe(200);
    clock.set(new Date('2026-06-11T14:00:00Z'));
    const next = await openSession({ id: p.id, auth: await fresh(p) });
    const r = uid('round');
    expect((await bet(next, 200, r)).status).toBe(200);
    expect((await win(next, 0, r)).status).toBe(200);
    await db.query(
      `INSERT INTO withdrawals (user_id, amount_cents, provider, token_type, address, status, tx_id, created_at, processed_at)
       VALUES ($1, 2000, 'TRX', 'USDT', 'T-address', 'paid', $2, $3, $3)`,
      [p.id, uid('tx'), clock.now()],
    );
    const statement = async (period: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/frontend/limits/statement/?period=${period}`,
        headers: await fresh(p),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ time_zone: string; rows: Array<Record<string, unknown>> }>();
    };
    const days = await statement('day');
    expect(days.time_zone).toBe('America/New_York');
    expect(days.rows).toHaveLength(30);
    expect(days.rows.slice(0, 3)).toEqual([
      { start: '2026-06-11', deposits: 0, withdrawals: 20, staked: 2, won: 0, net: -2, played_seconds: 10 },
      // The 9 p.m. round stands alone (hours after the others): a session of its own, 10 s.
      {
        start: '2026-06-10',
        deposits: 100,
        withdrawals: 0,
        staked: 16,
        won: 12,
        net: -4,
        played_seconds: 140,
      },
      { start: '2026-06-09', deposits: 0, withdrawals: 0, staked: 0, won: 0, net: 0, played_seconds: 0 },
    ]);
    // Nothing else in the month before.
    for (const r of days.rows.slice(2))
      expect(r).toMatchObject({ deposits: 0, staked: 0, played_seconds: 0 });
    const weeks = await statement('week');
    expect(weeks.rows).toHaveLength(12);
    expect(weeks.rows[0]).toEqual({
      start: '2026-06-08',
      deposits: 100,
      withdrawals: 20,
      staked: 18,
      won: 12,
      net: -6,
      played_seconds: 150,
    });
    const months = await statement('month');
    expect(months.rows[0]).toMatchObject({ start: '2026-06-01', staked: 18, played_seconds: 150 });
    expect(months.rows[1]).toMatchObject({ start: '2026-05-01', staked: 0 });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/frontend/limits/statement/?period=year',
      headers: await fresh(p),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reality checks required by the rules', async () => {
  const strict = await buildGamesApp({ clock, env: { REALITY_CHECK_REQUIRED: 'true' } });
  it('gives every player an hourly check and refuses off', async () => {
    clock.set(new Date('2026-05-16T08:00:00Z'));
    const p = await strict.newPlayer();
    await strict.fund(p.id, 1_000_00);
    const session = await strict.openSession(p);
    const auth = { authorization: `Bearer ${await strict.app.deps.accessTokens.sign(p.id)}` };
    const off = await strict.app.inject({
      method: 'PUT',
      url: '/api/frontend/limits/reality-check/',
      headers: auth,
      payload: { minutes: null },
    });
    expect(off.statusCode).toBe(400);
    for (let i = 0; i <= 60; i += 1) {
      const r = uid('round');
      const res = await strict.call('bet', {
        ...roundFields(session, r),
        transaction_id: uid('bet'),
        amount: 10,
      });
      expect(res.status, `minute ${i}`).toBe(i < 60 ? 200 : 409);
      advance(MINUTE);
    }
  });
});
