import crypto from 'node:crypto';
import type { TransactionsResponse } from '@casino/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { expireApplications } from '../src/modules/payments/payments.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';
import { PAYMENTS_SECRET, paymentsKit, type Player } from './payments-helpers.js';

// Every payment to a player's address is credited, on time or late, once per chain transaction
// (docs/decisions/011-deposit-crediting.md).

const clock = new ManualClock(new Date('2026-04-01T10:00:00Z'));
const { app, db } = await buildTestApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET } });
const kit = paymentsKit(app, db, clock);
const { newPlayer, openApplication, balance, webhook, payment, ops, setRate, expectLedgerOk } = kit;

// The ledger holds after every test, whatever it did.
afterEach(async () => {
  await expectLedgerOk();
});

/** The simulated chain (development route): pays an application by id, or an address. */
async function simulate(ref: string, body: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: `/api/dev/payments/${ref}/confirm`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: string; application_id?: string; event_id: string; tx_id: string }>();
}

interface CreditRow {
  tx_id: string;
  user_id: number;
  application_id: string | null;
  basis: string;
  credited_cents: number;
  rate: string;
  operator_reason: string | null;
}

async function creditsOf(player: Player): Promise<CreditRow[]> {
  const { rows } = await db.query<CreditRow>(
    `SELECT tx_id, user_id, application_id, basis, credited_cents, rate::text AS rate, operator_reason
     FROM deposit_credits WHERE user_id = $1 ORDER BY id`,
    [player.id],
  );
  return rows;
}

async function inboxTxIds(player: Player): Promise<string[]> {
  const { rows } = await db.query<{ tx_id: string }>(
    `SELECT payload ->> 'tx_id' AS tx_id FROM player_events WHERE user_id = $1 AND type = 'deposit_credited' ORDER BY id`,
    [player.id],
  );
  return rows.map((r) => r.tx_id);
}

async function depositTransfersFor(txId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM transfers WHERE kind = 'deposit' AND reference ->> 'tx_id' = $1`,
    [txId],
  );
  return rows[0]?.n ?? -1;
}

async function history(player: Player): Promise<TransactionsResponse> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/transactions',
    headers: await kit.freshAuth(player),
  });
  expect(res.statusCode).toBe(200);
  return res.json<TransactionsResponse>();
}

async function eventId(gatewayEventId: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM payment_events WHERE gateway_event_id = $1`,
    [gatewayEventId],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no event ${gatewayEventId}`);
  return id;
}

/** Moves the test clock for fn, then back. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  clock.advance(ms);
  try {
    return await fn();
  } finally {
    clock.advance(-ms);
  }
}

describe('two applications, two payments', () => {
  it('credits both: the first completes the open application, the second is credited at the current rate', async () => {
    const player = await newPlayer();
    const first = await openApplication(player, { usd_amount: 100 });
    clock.advance(1000);
    const second = await openApplication(player, { usd_amount: 50 });
    // The address is the player's own, so the new application closed the earlier one.
    expect(second.wallet_address).toBe(first.wallet_address);

    // The player pays both, each by its own application, through the simulated chain.
    const paidFirst = await simulate(first.id);
    expect(paidFirst).toMatchObject({ status: 'credited', application_id: second.id });
    const paidSecond = await simulate(second.id);
    expect(paidSecond.status).toBe('credited');
    expect(paidSecond.application_id).toBeUndefined();

    expect(await balance(player)).toBe(150);
    const credits = await creditsOf(player);
    expect(credits.map((c) => [c.tx_id, c.basis, c.application_id, c.credited_cents])).toEqual([
      [paidFirst.tx_id, 'application', second.id, 10_000],
      [paidSecond.tx_id, 'current_rate', null, 5_000],
    ]);
    expect(await inboxTxIds(player)).toEqual([paidFirst.tx_id, paidSecond.tx_id]);

    const list = await app.inject({
      method: 'GET',
      url: '/api/frontend/payment/deposits/',
      headers: await kit.freshAuth(player),
    });
    expect(list.json<Array<{ id: string; status: string }>>().map((a) => [a.id, a.status])).toEqual([
      [second.id, 'credited'],
      [first.id, 'expired'],
    ]);

    // History: both payments completed, each with its chain transaction; the closed application as expired.
    const h = await history(player);
    expect(
      h.results
        .map((r) => [r.action, r.amount, r.status, r.tx_id])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual(
      [
        ['deposit', 100, 'completed', paidFirst.tx_id],
        ['deposit', 50, 'completed', paidSecond.tx_id],
        ['deposit', 100, 'expired', undefined],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    expect(h.totals).toEqual({ deposits: 150, withdrawals: 0, total: 150 });
  });
});

describe('late payments', () => {
  it('credits a payment after expiry at the current rate, not the quoted one', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 100 });
    await setRate('TRX', '0.9');
    try {
      const res = await later(901_000, async () => {
        // Closed by the job first, as on a running server.
        expect(await expireApplications({ db }, clock.now())).toBeGreaterThanOrEqual(1);
        return webhook(payment(application));
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'credited' });
    } finally {
      await setRate('TRX', '1');
    }
    // 100 USDT at the rate of the moment it arrived: 90.00 USD.
    expect(await balance(player)).toBe(90);
    expect(
      (await creditsOf(player)).map((c) => [c.basis, c.application_id, c.rate, c.credited_cents]),
    ).toEqual([['current_rate', null, '0.90000000', 9_000]]);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/frontend/payment/deposit/${application.id}/`,
      headers: await kit.freshAuth(player),
    });
    expect(detail.json()).toMatchObject({ status: 'expired', credited_usd_amount: null });
    const { rows } = await db.query<{ outcome: string; user_id: number; credited_cents: number }>(
      `SELECT outcome, user_id, credited_cents FROM payment_events WHERE user_id = $1`,
      [player.id],
    );
    expect(rows).toEqual([{ outcome: 'credited', user_id: player.id, credited_cents: 9_000 }]);
  });

  it('credits a payment that arrives after the window even before anything closed the application', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 30 });
    const res = await later(900_000, () => webhook(payment(application)));
    expect(res.json()).toEqual({ status: 'credited' });
    expect(await balance(player)).toBe(30);
    const { rows } = await db.query<{ status: string }>(
      `SELECT status FROM deposit_applications WHERE id = $1`,
      [application.id],
    );
    expect(rows).toEqual([{ status: 'expired' }]);
  });

  it('lets the simulated chain pay an expired application by id, through the signed webhook', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 25 });
    const expired = await app.inject({ method: 'POST', url: `/api/dev/payments/${application.id}/expire` });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ id: application.id, status: 'expired' });
    const again = await app.inject({ method: 'POST', url: `/api/dev/payments/${application.id}/expire` });
    expect(again.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/dev/payments/${crypto.randomUUID()}/expire`,
    });
    expect(unknown.statusCode).toBe(404);

    const paid = await simulate(application.id);
    expect(paid.status).toBe('credited');
    expect(paid.application_id).toBeUndefined();
    expect(await balance(player)).toBe(25);
    const { rows } = await db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_events WHERE gateway_event_id = $1`,
      [paid.event_id],
    );
    expect(rows).toEqual([{ outcome: 'credited' }]);
  });
});

describe('one chain transaction, one credit', () => {
  it('credits a transaction once when the gateway repeats it under the same or a new event id', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 40 });
    const event = payment(application);
    expect((await webhook(event)).json()).toEqual({ status: 'credited', application_id: application.id });
    expect((await webhook(event)).json()).toEqual({ status: 'duplicate' });
    expect((await webhook({ ...event, event_id: `evt-${crypto.randomUUID()}` })).json()).toEqual({
      status: 'duplicate_tx',
    });
    // Even much later, with no open application to hide behind.
    const late = await later(3_600_000, () => webhook({ ...event, event_id: `evt-${crypto.randomUUID()}` }));
    expect(late.json()).toEqual({ status: 'duplicate_tx' });
    expect(await balance(player)).toBe(40);
    expect(await depositTransfersFor(event.tx_id)).toBe(1);
    expect(await inboxTxIds(player)).toEqual([event.tx_id]);
  });

  it('credits once when the same webhook arrives several times at once', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 40 });
    const event = payment(application);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => webhook(event)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const statuses = results.map((r) => r.json<{ status: string }>().status).sort();
    expect(statuses).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await balance(player)).toBe(40);
    expect(await depositTransfersFor(event.tx_id)).toBe(1);
  });

  it('credits once when one transaction arrives at once under several event ids, to an open application or late', async () => {
    for (const lateBy of [0, 901_000]) {
      const player = await newPlayer();
      const application = await openApplication(player, { usd_amount: 40 });
      const event = payment(application);
      const results = await later(lateBy, () =>
        Promise.all([1, 2, 3, 4, 5].map(() => webhook({ ...event, event_id: `evt-${crypto.randomUUID()}` }))),
      );
      const statuses = results.map((r) => r.json<{ status: string }>().status).sort();
      expect(statuses, `late by ${lateBy}`).toEqual([
        'credited',
        'duplicate_tx',
        'duplicate_tx',
        'duplicate_tx',
        'duplicate_tx',
      ]);
      expect(await balance(player)).toBe(40);
      expect(await depositTransfersFor(event.tx_id)).toBe(1);
      expect(await inboxTxIds(player)).toEqual([event.tx_id]);
    }
  });

  it('credits each of several different payments that arrive at once to one address', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 10 });
    const results = await Promise.all([1, 2, 3].map(() => webhook(payment(application))));
    expect(results.map((r) => r.json<{ status: string }>().status)).toEqual([
      'credited',
      'credited',
      'credited',
    ]);
    // One of them completed the application; the others were credited at the current rate.
    expect(
      results.filter((r) => r.json<{ application_id?: string }>().application_id === application.id),
    ).toHaveLength(1);
    expect(await balance(player)).toBe(30);
  });

  it('credits a transaction once it is confirmed, after an unconfirmed report of it', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 20 });
    const event = payment(application, { confirmations: 0 });
    expect((await webhook(event)).json()).toMatchObject({ status: 'unconfirmed' });
    expect(await balance(player)).toBe(0);
    const confirmed = { ...event, event_id: `evt-${crypto.randomUUID()}`, confirmations: 20 };
    expect((await webhook(confirmed)).json()).toEqual({ status: 'credited', application_id: application.id });
    expect(await balance(player)).toBe(20);
  });
});

describe('split and small payments', () => {
  it('credits a payment split in two transfers twice', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 100 });
    const part1 = payment(application, { amount: '60' });
    const part2 = payment(application, { amount: '40' });
    expect((await webhook(part1)).json()).toEqual({ status: 'credited', application_id: application.id });
    expect((await webhook(part2)).json()).toEqual({ status: 'credited' });
    expect(await balance(player)).toBe(100);
    expect((await creditsOf(player)).map((c) => [c.tx_id, c.credited_cents])).toEqual([
      [part1.tx_id, 6_000],
      [part2.tx_id, 4_000],
    ]);
    expect(await inboxTxIds(player)).toEqual([part1.tx_id, part2.tx_id]);
    const h = await history(player);
    expect(
      h.results
        .filter((r) => r.action === 'deposit')
        .map((r) => r.tx_id)
        .sort(),
    ).toEqual([part1.tx_id, part2.tx_id].sort());
  });

  it('credits a payment below the method minimum: the minimum is a rule of the form, the money is the player’s', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 10 });
    expect((await webhook(payment(application, { amount: '4.5' }))).json()).toEqual({
      status: 'credited',
      application_id: application.id,
    });
    expect((await webhook(payment(application, { amount: '0.25' }))).json()).toEqual({ status: 'credited' });
    expect(await balance(player)).toBe(4.75);
  });

  it('credits a second payment to an Ethereum address too, whatever the case it is written in', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { provider: 'ETH', usd_amount: 20 });
    expect((await webhook(payment(application, { provider: 'ETH', amount: '20' }))).json()).toEqual({
      status: 'credited',
      application_id: application.id,
    });
    const lower = application.wallet_address.toLowerCase();
    expect(
      (await webhook(payment(application, { provider: 'ETH', address: lower, amount: '5' }))).json(),
    ).toEqual({
      status: 'credited',
    });
    expect(await balance(player)).toBe(25);
  });
});

describe('payments to an address nobody owns', () => {
  const NOBODYS = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';

  it('records it, lists it as unmatched, credits it once by command with the reason, and refuses a second assignment', async () => {
    const player = await newPlayer();
    const event = payment({ wallet_address: NOBODYS, token_amount: '12.5' });
    expect((await webhook(event)).json()).toEqual({ status: 'unknown_address' });
    expect(await balance(player)).toBe(0);
    const id = await eventId(event.event_id);

    const unmatched = await ops('payments:unmatched');
    const line = unmatched.find((l) => l.startsWith(`#${id} `));
    expect(line).toContain('unknown_address');
    expect(line).toContain(`address=${NOBODYS}`);
    expect(line).toContain(`tx=${event.tx_id}`);

    await expect(ops('payments:assign', String(id), String(player.id))).rejects.toThrow(/reason/);
    await expect(
      ops('payments:assign', String(id), '999999999', 'sent', 'from', 'an', 'old', 'address'),
    ).rejects.toThrow(/no player 999999999/);
    await expect(ops('payments:assign', 'x', String(player.id), 'why')).rejects.toThrow(/event id/);

    const assigned = await ops(
      'payments:assign',
      String(id),
      String(player.id),
      'ticket',
      '4411:',
      'player',
      'proved',
      'the',
      'tx',
    );
    expect(assigned).toEqual([
      expect.stringMatching(
        new RegExp(`^credited 12\\.50 USD to player ${player.id} \\(payment event ${id}, tx ${event.tx_id}`),
      ),
      'ledger check: OK',
    ]);
    expect(await balance(player)).toBe(12.5);
    expect(await creditsOf(player)).toEqual([
      expect.objectContaining({
        tx_id: event.tx_id,
        basis: 'operator',
        application_id: null,
        credited_cents: 1_250,
        operator_reason: 'ticket 4411: player proved the tx',
      }),
    ]);
    expect(await inboxTxIds(player)).toEqual([event.tx_id]);
    expect((await ops('payments:unmatched')).some((l) => l.startsWith(`#${id} `))).toBe(false);
    const h = await history(player);
    expect(h.results).toEqual([
      expect.objectContaining({ action: 'deposit', amount: 12.5, tx_id: event.tx_id }),
    ]);

    // A second assignment, to the same player or another, is refused and changes nothing.
    const other = await newPlayer();
    await expect(ops('payments:assign', String(id), String(player.id), 'again')).rejects.toThrow(
      new RegExp(
        `payment event ${id} was already credited to player ${player.id}.*ticket 4411.*credited once`,
      ),
    );
    await expect(ops('payments:assign', String(id), String(other.id), 'again')).rejects.toThrow(
      /already credited/,
    );
    // The gateway repeating the transaction later finds it credited, and it is not unmatched again.
    const repeat = { ...event, event_id: `evt-${crypto.randomUUID()}` };
    expect((await webhook(repeat)).json()).toEqual({ status: 'duplicate_tx' });
    await expect(
      ops('payments:assign', String(await eventId(repeat.event_id)), String(other.id), 'x'),
    ).rejects.toThrow(/duplicate_tx/);
    expect(await balance(player)).toBe(12.5);
    expect(await balance(other)).toBe(0);
    expect(await depositTransfersFor(event.tx_id)).toBe(1);
  });

  it('assigns once when two operators assign the same payment at once', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const event = payment({ wallet_address: NOBODYS, token_amount: '7' });
    expect((await webhook(event)).json()).toEqual({ status: 'unknown_address' });
    const id = String(await eventId(event.event_id));
    const outcomes = await Promise.allSettled([
      ops('payments:assign', id, String(a.id), 'first', 'operator'),
      ops('payments:assign', id, String(b.id), 'second', 'operator'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await balance(a)) + (await balance(b))).toBe(7);
    expect(await depositTransfersFor(event.tx_id)).toBe(1);
  });

  it('refuses to assign what is not an unmatched payment', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 10 });
    const credited = payment(application);
    await webhook(credited);
    await expect(
      ops('payments:assign', String(await eventId(credited.event_id)), String(player.id), 'why'),
    ).rejects.toThrow(/already credited/);
    const dust = payment(application, { amount: '0.000001' });
    expect((await webhook(dust)).json()).toMatchObject({ status: 'bad_amount' });
    await expect(
      ops('payments:assign', String(await eventId(dust.event_id)), String(player.id), 'why'),
    ).rejects.toThrow(/bad_amount/);
    await expect(ops('payments:assign', '987654321', String(player.id), 'why')).rejects.toThrow(
      /no payment event 987654321/,
    );
    expect(await balance(player)).toBe(10);
  });

  it('lets the simulated chain pay an address nobody owns', async () => {
    const res = await simulate(NOBODYS, { amount: '3' });
    expect(res.status).toBe('unknown_address');
    const missing = await app.inject({
      method: 'POST',
      url: `/api/dev/payments/${NOBODYS}/confirm`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ amount: ['This field is required.'] });
  });
});
