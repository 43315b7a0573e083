import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';
import { PAYMENTS_SECRET, paymentsKit, type Player } from './payments-helpers.js';

/** Deposit limits offered at sign-up and before the first deposit; the six-monthly review (decision 043). */
const start = new Date('2026-01-31T09:00:00Z');
const clock = new ManualClock(start);
const { app, db } = await buildTestApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET } });
const pay = paymentsKit(app, db, clock);

interface Prompts {
  offer_deposit_limits: boolean;
  review_due_at: string | null;
  review_due: boolean;
}

async function prompts(p: Player): Promise<Prompts> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/limits/prompts/',
    headers: await pay.freshAuth(p),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Prompts>();
}

async function answerOffer(p: Player, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/limits/offer/',
    headers: await pay.freshAuth(p),
    payload,
  });
}

async function setDepositLimit(p: Player, period: string, amount: number | null) {
  return app.inject({
    method: 'PUT',
    url: '/api/frontend/limits/',
    headers: await pay.freshAuth(p),
    payload: { kind: 'deposit', period, amount },
  });
}

async function review(p: Player) {
  return app.inject({ method: 'POST', url: '/api/frontend/limits/review/', headers: await pay.freshAuth(p) });
}

async function depositLimits(p: Player) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/limits/',
    headers: await pay.freshAuth(p),
  });
  return res
    .json<{ limits: Array<{ kind: string; period: string; amount: number }> }>()
    .limits.filter((l) => l.kind === 'deposit');
}

async function events(p: Player): Promise<string[]> {
  const { rows } = await db.query<{ action: string }>(
    `SELECT payload->>'action' AS action FROM player_events WHERE user_id = $1 ORDER BY id`,
    [p.id],
  );
  return rows.map((r) => r.action);
}

describe('deposit limits offered at sign-up and before the first deposit', () => {
  it('sets the limits given, remembers the answer and does not offer again', async () => {
    clock.set(start);
    const p = await pay.newPlayer();
    expect(await prompts(p)).toEqual({ offer_deposit_limits: true, review_due_at: null, review_due: false });

    const res = await answerOffer(p, { where: 'sign_up', day: 50, month: 400 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Prompts>().offer_deposit_limits).toBe(false);
    expect(await depositLimits(p)).toEqual([
      expect.objectContaining({ period: 'day', amount: 50 }),
      expect.objectContaining({ period: 'month', amount: 400 }),
    ]);
    expect(await events(p)).toEqual(['limit.set', 'limit.set', 'limits.offer_accepted']);

    // The limit set at sign-up refuses a larger application, saying what is left.
    const over = await app.inject({
      method: 'POST',
      url: '/api/frontend/payment/deposit/',
      headers: await pay.freshAuth(p),
      payload: { provider: 'TRX', token_type: 'USDT', usd_amount: 80 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('50.00 USD');
  });

  it('remembers a decline: the offer is not made again, even with no limit set', async () => {
    clock.set(start);
    const p = await pay.newPlayer();
    const res = await answerOffer(p, { where: 'deposit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await prompts(p)).toMatchObject({ offer_deposit_limits: false, review_due_at: null });
    expect(await depositLimits(p)).toEqual([]);
    // Answering again (another tab) keeps the first answer's time and changes nothing else.
    expect((await answerOffer(p, { where: 'deposit' })).statusCode).toBe(200);
    const { rows } = await db.query<{ at: Date }>(
      'SELECT limits_offered_at AS at FROM gambling_players WHERE user_id = $1',
      [p.id],
    );
    expect(rows[0]?.at.toISOString()).toBe(start.toISOString());
    expect(await events(p)).toEqual(['limits.offer_declined', 'limits.offer_declined']);
  });

  it('is not offered to a player who already has a deposit limit or has deposited', async () => {
    clock.set(start);
    const limited = await pay.newPlayer();
    const set = await setDepositLimit(limited, 'week', 100);
    expect(set.statusCode, set.body).toBe(200);
    expect((await prompts(limited)).offer_deposit_limits).toBe(false);

    const depositor = await pay.newPlayer();
    await pay.webhook(pay.payment(await pay.openApplication(depositor, { usd_amount: 20 })));
    expect((await prompts(depositor)).offer_deposit_limits).toBe(false);
  });

  it('refuses bad input in the field with a translated message, and changes nothing', async () => {
    clock.set(start);
    const p = await pay.newPlayer();
    const bad = await app.inject({
      method: 'POST',
      url: '/api/frontend/limits/offer/',
      headers: { ...(await pay.freshAuth(p)), 'accept-language': 'es' },
      payload: { where: 'sign_up', day: -5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<Record<string, unknown>>())).toContain('day');
    expect((await answerOffer(p, { where: 'lobby' })).statusCode).toBe(400);
    expect((await answerOffer(p, { where: 'sign_up', week: 'ten' })).statusCode).toBe(400);
    expect(await prompts(p)).toMatchObject({ offer_deposit_limits: true });
    expect(await depositLimits(p)).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/frontend/limits/prompts/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the review of the limits every six months', () => {
  it('falls due six months after the limits were set, and "Limits reviewed" moves it six months on', async () => {
    clock.set(start);
    const p = await pay.newPlayer();
    expect((await review(p)).statusCode).toBe(409);
    await answerOffer(p, { where: 'sign_up', week: 200 });
    const set = await prompts(p);
    // Calendar months from 31 January: the end of July.
    expect(set).toEqual({
      offer_deposit_limits: false,
      review_due_at: '2026-07-31T09:00:00.000Z',
      review_due: false,
    });

    clock.set(new Date('2026-07-31T08:59:59Z'));
    expect((await prompts(p)).review_due).toBe(false);
    clock.set(new Date('2026-07-31T09:00:00Z'));
    expect((await prompts(p)).review_due).toBe(true);

    clock.set(new Date('2026-08-10T12:00:00Z'));
    const reviewed = await review(p);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json<Prompts>()).toEqual({
      offer_deposit_limits: false,
      review_due_at: '2027-02-10T12:00:00.000Z',
      review_due: false,
    });
    expect(await events(p)).toContain('limits.reviewed');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'responsible_gambling.limits.reviewed' AND subject_id = $1`,
      [String(p.id)],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('counts a change of a limit as a review, and asks none once every limit is removed', async () => {
    clock.set(start);
    const p = await pay.newPlayer();
    await answerOffer(p, { where: 'deposit', day: 100 });
    clock.set(new Date('2026-05-01T00:00:00Z'));
    const lowered = await setDepositLimit(p, 'day', 60);
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await prompts(p)).review_due_at).toBe('2026-11-01T00:00:00.000Z');

    // A removal waits 24 hours and a confirmation; after it nothing is left to review.
    await setDepositLimit(p, 'day', null);
    clock.set(new Date('2026-05-02T00:00:01Z'));
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/frontend/limits/confirm/',
      headers: await pay.freshAuth(p),
      payload: { kind: 'deposit', period: 'day' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await prompts(p)).toEqual({ offer_deposit_limits: false, review_due_at: null, review_due: false });
    const refused = await review(p);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('no limits to review');
  });
});
