import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bonusesOf } from '../src/modules/bonuses/bonuses.service.js';
import { batchStatsOf } from '../src/modules/games/fast-calls.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, GAME_CODES, roundFields, uid } from './games-helpers.js';
import { paymentsKit } from './payments-helpers.js';

const clock = new ManualClock(new Date('2026-05-04T10:20:00Z'));
const HOUR = 3_600_000;
const kit = await buildGamesApp({
  clock,
  env: { PAYMENTS_WEBHOOK_SECRET: 'payments-test-webhook-secret-0123456789abcdef' },
});
const { app, db, call, fund, openSession } = kit;
const pay = paymentsKit(app, db, clock);

type Auth = { authorization: string };
type Player = { id: number; auth: Auth };

async function newPlayer(): Promise<Player> {
  const p = await kit.newPlayer();
  await fund(p.id, 1_000_00);
  // The house's account of the player's shard, which the full path otherwise makes at the first bet.
  await kit.wallet.warmAccounts(p.id);
  return p;
}

/** A token signed at the test clock's time (tests move the clock past a token's life). */
const fresh = async (p: Player): Promise<Auth> => ({
  authorization: `Bearer ${await app.deps.accessTokens.sign(p.id)}`,
});

async function limits(p: Player) {
  const res = await app.inject({ method: 'GET', url: '/api/frontend/limits/', headers: await fresh(p) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    limits: Array<Record<string, unknown>>;
    break: Record<string, unknown> | null;
  }>();
}

async function setLimit(p: Player, kind: string, period: string, amount: number | null) {
  return app.inject({
    method: 'PUT',
    url: '/api/frontend/limits/',
    headers: await fresh(p),
    payload: { kind, period, amount },
  });
}

async function takeBreak(p: Player, kind: string, period: string) {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/limits/break/',
    headers: await fresh(p),
    payload: { kind, period },
  });
}

async function applyForDeposit(p: Player, usd: number) {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/payment/deposit/',
    headers: await fresh(p),
    payload: { provider: 'TRX', token_type: 'USDT', usd_amount: usd },
  });
}

const bet = (session: Awaited<ReturnType<typeof openSession>>, amount: number, round = uid('round')) =>
  call('bet', { ...roundFields(session, round), transaction_id: uid('bet'), amount });
const win = (session: Awaited<ReturnType<typeof openSession>>, amount: number, round: string, close = true) =>
  call('win', { ...roundFields(session, round), transaction_id: uid('win'), amount, round_closed: close });

describe('loss and wager limits', () => {
  it('refuses a bet beyond the loss limit with a typed answer, and a win gives room back', async () => {
    const p = await newPlayer();
    const session = await openSession(p);
    // A round won back before the limit: counted when the limit is set, a loss of nothing.
    await kit.playRound(session, 100, 100);
    expect((await setLimit(p, 'loss', 'day', 10)).statusCode).toBe(200);
    const r1 = uid('round');
    const batched = batchStatsOf(db).answered;
    expect((await bet(session, 600, r1)).status).toBe(200);
    // A bet within the limit is settled by the batch, which applies the limit itself.
    expect(batchStatsOf(db).answered).toBe(batched + 1);
    const refused = await bet(session, 500);
    expect(refused.status).toBe(409);
    expect(refused.json(), refused.text).toMatchObject({ error: 'play_limit', balance: 1_000_00 - 600 });
    // A win of the open round is always accepted, and a loss is stakes minus wins.
    expect((await win(session, 200, r1)).status).toBe(200);
    expect((await bet(session, 500)).status).toBe(200);
    expect((await bet(session, 200)).status).toBe(409);
    const view = await limits(p);
    expect(view.limits).toEqual([
      expect.objectContaining({ kind: 'loss', period: 'day', amount: 10, used: 9, left: 1 }),
    ]);
    await kit.expectLedgerOk();
  });

  it('counts the rounds played before the limit was set', async () => {
    const p = await newPlayer();
    const session = await openSession(p);
    await kit.playRound(session, 800, 0);
    await setLimit(p, 'wager', 'day', 10);
    expect((await bet(session, 300)).status).toBe(409);
    expect((await bet(session, 200)).status).toBe(200);
  });

  it('rolls the window: a stake counts until 24 hours after the end of its hour', async () => {
    const p = await newPlayer();
    const session = await openSession(p);
    await setLimit(p, 'wager', 'day', 10);
    expect((await bet(session, 1000)).status).toBe(200);
    const start = clock.now();
    clock.set(new Date(start.getTime() + 24 * HOUR));
    const s2 = await openSession({ id: p.id, auth: await fresh(p) });
    expect((await bet(s2, 100)).status).toBe(409);
    const view = await limits(p);
    const frees = new Date(String(view.limits[0]?.frees_at));
    expect(frees.toISOString()).toBe('2026-05-05T11:00:00.000Z');
    clock.set(frees);
    expect((await bet(s2, 1000)).status).toBe(200);
    clock.set(start);
  });

  it('applies a decrease at once; an increase or removal only after 24 hours and a confirmation', async () => {
    const p = await newPlayer();
    const session = await openSession(p);
    await setLimit(p, 'wager', 'week', 50);
    await setLimit(p, 'wager', 'week', 20);
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 20, pending_amount: null });
    const raised = await setLimit(p, 'wager', 'week', 100);
    expect(raised.statusCode).toBe(200);
    expect(raised.json<{ limits: unknown[] }>().limits[0]).toMatchObject({ amount: 20, pending_amount: 100 });
    expect((await bet(session, 2500)).status).toBe(409);
    const confirm = async () =>
      app.inject({
        method: 'POST',
        url: '/api/frontend/limits/confirm/',
        headers: await fresh(p),
        payload: { kind: 'wager', period: 'week' },
      });
    const early = await confirm();
    expect(early.statusCode).toBe(409);
    expect(early.json<{ detail: string }>().detail).toContain('can be confirmed from');
    const start = clock.now();
    clock.set(new Date(start.getTime() + 24 * HOUR));
    const s2 = await openSession({ id: p.id, auth: await fresh(p) });
    // Time alone does not raise it: the player must confirm.
    expect((await bet(s2, 2500)).status).toBe(409);
    expect((await confirm()).statusCode).toBe(200);
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 100, pending_amount: null });
    expect((await bet(s2, 2500)).status).toBe(200);
    // Removal: pending, then confirmed.
    await setLimit(p, 'wager', 'week', null);
    expect((await limits(p)).limits[0]).toMatchObject({ amount: 100, pending_removal: true });
    clock.set(new Date(start.getTime() + 48 * HOUR));
    expect((await confirm()).statusCode).toBe(200);
    expect((await limits(p)).limits).toEqual([]);
    clock.set(start);
    // Every change is an event of the player and an audit entry in the player's name.
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM player_events WHERE user_id = $1 AND type = 'gambling_limit_changed'`,
      [p.id],
    );
    expect(rows[0]?.n).toBe(6);
    const audit = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE actor = $1 AND action LIKE 'responsible_gambling.limit.%'`,
      [`player:${p.id}`],
    );
    expect(audit.rows[0]?.n).toBe(6);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const p = await newPlayer();
    for (const payload of [
      { kind: 'loss', period: 'day', amount: -1 },
      { kind: 'loss', period: 'year', amount: 10 },
      { kind: 'bets', period: 'day', amount: 10 },
      { kind: 'loss', period: 'day', amount: 1.234 },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/frontend/limits/',
        headers: await fresh(p),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await limits(p)).limits).toEqual([]);
  });
});

describe('concurrent bets', () => {
  it('accepts exactly the bets that fit a wager limit, whichever path takes them', async () => {
    const p = await newPlayer();
    const session = await openSession(p);
    await setLimit(p, 'wager', 'day', 50);
    const answers = await Promise.all(Array.from({ length: 12 }, () => bet(session, 700)));
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBe(7);
    expect(answers.filter((a) => a.status === 409).every((a) => a.json()['error'] === 'play_limit')).toBe(
      true,
    );
    expect((await kit.balances(p.id)).cashCents).toBe(1_000_00 - 7 * 700);
    await kit.expectLedgerOk();
  });
});

describe('time-out and self-exclusion', () => {
  it('signs the player out, refuses play, deposits and bonuses, settles open rounds, and keeps withdrawals open', async () => {
    const p = await newPlayer();
    await db.query(`UPDATE users SET verification_state = 'verified' WHERE id = $1`, [p.id]);
    // A deposit on TRON, so a withdrawal to TRON is allowed.
    const paid = await pay.webhook(pay.payment(await pay.openApplication(p, { usd_amount: 20 })));
    expect(paid.statusCode, paid.body).toBe(200);
    const session = await openSession(p);
    const open = uid('round');
    expect((await bet(session, 100, open)).status).toBe(200);
    const { rows } = await db.query<{ n: number }>(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING 1 AS n`,
      [
        p.id,
        crypto.randomUUID(),
        crypto.randomBytes(16).toString('hex'),
        new Date(clock.now().getTime() + 3600_000),
        clock.now(),
      ],
    );
    expect(rows).toHaveLength(1);

    const taken = await takeBreak(p, 'time_out', '24h');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<{ break: unknown }>().break).toMatchObject({ kind: 'time_out', period: '24h' });
    const live = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [p.id],
    );
    expect(live.rows[0]?.n).toBe(0);

    // The open round's win is owed and settles; no new bet, on any session: the break ended the
    // player's game sessions, and a session that raced it (made live again here) is refused too.
    expect((await win(session, 300, open)).status).toBe(200);
    expect((await bet(session, 100)).json()).toMatchObject({ error: 'session_invalid' });
    await db.query(`UPDATE game_sessions SET expires_at = $2 WHERE user_id = $1`, [
      p.id,
      new Date(clock.now().getTime() + HOUR),
    ]);
    const refused = await bet(session, 100);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'play_paused' });

    const launch = await kit.launch(`gameId=${kit.gameId(GAME_CODES.slot)}&demo=false`, await fresh(p));
    // A real-money launch is refused with the break's own message (a 409: real play is closed now).
    expect(launch.status).toBe(409);
    expect(launch.body.detail).toContain('You can still withdraw');
    const deposit = await applyForDeposit(p, 20);
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json<{ detail: string }>().detail).toContain('You can still withdraw');
    const bonus = await app.inject({
      method: 'POST',
      url: '/api/frontend/promo-code/activate/',
      headers: await fresh(p),
      payload: { promo_code: 'ANY' },
    });
    expect(bonus.statusCode).toBe(403);

    const withdrawal = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      headers: await fresh(p),
      payload: {
        amount: 5,
        provider: 'TRX',
        token_type: 'USDT',
        address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);

    // Never shortened; a longer one may follow.
    const shorter = await takeBreak(p, 'time_out', '24h');
    expect(shorter.statusCode).toBe(409);
    const mismatch = await takeBreak(p, 'time_out', 'permanent');
    expect(mismatch.statusCode).toBe(400);
    const excluded = await takeBreak(p, 'self_exclusion', 'permanent');
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json<{ break: unknown }>().break).toMatchObject({
      kind: 'self_exclusion',
      ends_at: null,
    });
    const start = clock.now();
    clock.set(new Date(start.getTime() + 400 * 24 * HOUR));
    await db.query(`UPDATE game_sessions SET expires_at = $2 WHERE user_id = $1`, [
      p.id,
      new Date(clock.now().getTime() + HOUR),
    ]);
    expect((await bet(session, 100)).json()).toMatchObject({ error: 'play_paused' });
    const later = await applyForDeposit(p, 20);
    expect(later.statusCode).toBe(403);
    clock.set(start);
    await kit.expectLedgerOk();
  });
});

describe('free rounds during a break', () => {
  it('refuses a free-round spin too: it stakes nothing of the player, but it is play', async () => {
    const p = await newPlayer();
    const text = JSON.stringify(Object.fromEntries(['en', 'es', 'pt', 'ru'].map((l) => [l, 'Spins'])));
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO bonus_terms (code, type, offer, title, short_description, description, percentage, max_bonus_cents,
         max_winning_cents, spins_max_winning_cents, wager, wager_base, requires_deposit, max_bet_cents, wager_days,
         spin_games, contributions)
       VALUES ('rg-spins', 'deposit', 'personal', $1, $1, $1, 100, 100000, 1000000, 100000, 1, 'bonus', false,
         3000, 7, $2, '{"slots": 100}')
       RETURNING id`,
      [text, [GAME_CODES.slot]],
    );
    const bonus = await db.transaction((tx) =>
      bonusesOf(kit).grantFixed(tx, {
        userId: p.id,
        termsId: rows[0]?.id ?? 0,
        amountCents: 500,
        source: 'operator',
        from: 'bonus_grants',
        now: clock.now(),
      }),
    );
    await db.query(
      `UPDATE player_bonuses SET spins_total = 3, spins_left = 3, spin_bet_cents = 20, spins_end_at = $2 WHERE id = $1`,
      [bonus.id, new Date(clock.now().getTime() + 24 * HOUR)],
    );
    const session = await openSession(p);
    const spin = () =>
      call('bet', {
        ...roundFields(session),
        transaction_id: uid('bet'),
        amount: 20,
        free_round_id: `bonus-${bonus.id}`,
      });
    expect((await spin()).status).toBe(200);
    expect((await takeBreak(p, 'time_out', '24h')).statusCode).toBe(200);
    // A session that raced the break, made live again.
    await db.query('UPDATE game_sessions SET expires_at = $2 WHERE user_id = $1', [
      p.id,
      new Date(clock.now().getTime() + HOUR),
    ]);
    const refused = await spin();
    expect(refused.json(), refused.text).toMatchObject({ error: 'play_paused' });
    const { rows: left } = await db.query<{ spins_left: number }>(
      'SELECT spins_left FROM player_bonuses WHERE id = $1',
      [bonus.id],
    );
    expect(left[0]?.spins_left).toBe(2);
  });
});

describe('deposit limits', () => {
  it('refuses an application above what is left, saying how much and when it frees; a payment that arrives anyway is credited and flagged', async () => {
    const p = await newPlayer();
    await setLimit(p, 'deposit', 'day', 150);
    const first = await pay.openApplication(p, { usd_amount: 100 });
    const credited = await pay.webhook(pay.payment(first));
    expect(credited.statusCode, credited.body).toBe(200);
    const over = await applyForDeposit(p, 60);
    expect(over.statusCode).toBe(400);
    const message = over.json<{ usd_amount: string[] }>().usd_amount[0];
    expect(message).toContain('50.00 USD');
    const frees = new Date(clock.now().getTime() + 24 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    expect(message).toContain(frees);
    const fits = await pay.openApplication(p, { usd_amount: 50 });
    // The player sends 80 instead of 50: the money is theirs, credited, and flagged.
    const before = await pay.balance(p);
    const sent = await pay.webhook(pay.payment(fits, { amount: '80' }));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await pay.balance(p)).toBe(before + 80);
    const flags = await db.query<{ over_cents: number; period: string }>(
      'SELECT over_cents, period FROM deposit_limit_flags WHERE user_id = $1',
      [p.id],
    );
    expect(flags.rows).toEqual([{ over_cents: 30_00, period: 'day' }]);
    await pay.expectLedgerOk();
  });
});
