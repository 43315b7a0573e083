import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import { runWithdrawalsCommand } from '../src/modules/withdrawals/withdrawals.ops.js';
import { withdrawalsOf } from '../src/modules/withdrawals/withdrawals.service.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock();
const { app, db } = await buildTestApp({ clock });
const wallet = walletOf({ db, clock });
const withdrawals = withdrawalsOf({ db, clock });
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const quiet = () => undefined;

async function newPlayer(state: 'unverified' | 'verified' = 'verified') {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO users (email, verification_state) VALUES ($1, $2) RETURNING id',
    [`we-${crypto.randomUUID()}@example.com`, state],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  return { id, auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` } };
}

async function deposit(userId: number, cents: number) {
  const applicationId = crypto.randomUUID();
  await wallet.transfer({
    idempotencyKey: `deposit:${applicationId}`,
    kind: 'deposit',
    from: { owner: 'house', name: 'gateway_clearing' },
    to: { owner: 'player', userId, kind: 'cash' },
    amountCents: cents,
    reference: { application_id: applicationId, provider: 'TRX', token_type: 'USDT' },
  });
}

const request = (auth: { authorization: string }, amount: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/frontend/withdrawals/',
    headers: { ...auth, ...headers },
    payload: { amount, provider: 'TRX', token_type: 'USDT', address: TRON_ADDRESS },
  });

interface EventRow {
  type: string;
  payload: Record<string, unknown>;
  dedupe_key: string;
  created_at: Date;
}

async function eventsOf(userId: number): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    'SELECT type, payload, dedupe_key, created_at FROM player_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

async function pending(cents: number) {
  const player = await newPlayer();
  await deposit(player.id, cents * 2);
  const res = await request(player.auth, cents / 100);
  expect(res.statusCode).toBe(201);
  return { player, id: res.json().id as number };
}

describe('withdrawal_requested', () => {
  it('is written once per request, with what the inbox needs, even when the request is repeated', async () => {
    const player = await newPlayer();
    await deposit(player.id, 10_000);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await request(player.auth, 25.5, key);
    expect(first.statusCode).toBe(201);
    const again = await request(player.auth, 25.5, key);
    expect(again.json().id).toBe(first.json().id);
    const id = first.json().id as number;
    const events = await eventsOf(player.id);
    expect(events).toEqual([
      {
        type: 'withdrawal_requested',
        payload: {
          withdrawal_id: id,
          usd_amount: 25.5,
          provider: 'TRX',
          token_type: 'USDT',
          address: TRON_ADDRESS,
        },
        dedupe_key: `withdrawal:${id}:requested`,
        created_at: clock.now(),
      },
    ]);
  });

  it('is not written for a refused request', async () => {
    const unverified = await newPlayer('unverified');
    await deposit(unverified.id, 10_000);
    expect((await request(unverified.auth, 10)).statusCode).toBe(403);
    expect(await eventsOf(unverified.id)).toEqual([]);

    const poor = await newPlayer();
    await deposit(poor.id, 1_000);
    expect((await request(poor.auth, 10.01)).statusCode).toBe(400);
    expect((await request(poor.auth, -1)).statusCode).toBe(400);
    const wrongAddress = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      headers: poor.auth,
      payload: { amount: 1, provider: 'TRX', token_type: 'USDT', address: 'not-an-address-at-all' },
    });
    expect(wrongAddress.statusCode).toBe(400);
    expect(await eventsOf(poor.id)).toEqual([]);
  });

  it('is rolled back with a request a listener refuses', async () => {
    const player = await newPlayer();
    await deposit(player.id, 1_000);
    const off = withdrawals.onWithdrawalRequested(() => {
      throw new Error('bonus cancellation failed');
    });
    try {
      expect((await request(player.auth, 1)).statusCode).toBe(500);
    } finally {
      off();
    }
    expect(await withdrawals.listOf(player.id)).toEqual([]);
    expect(await eventsOf(player.id)).toEqual([]);
  });
});

describe('withdrawal_paid and withdrawal_rejected', () => {
  it('pays: one withdrawal_paid with amount, network and chain tx id; repeating the command writes none', async () => {
    const { player, id } = await pending(4_000);
    const txId = 'f'.repeat(64);
    clock.advance(60_000);
    await runWithdrawalsCommand(['withdrawal:pay', String(id), txId], { db, clock }, quiet);
    await runWithdrawalsCommand(['withdrawal:pay', String(id), txId], { db, clock }, quiet);
    await expect(withdrawals.reject(id, 'too late')).rejects.toThrow(/already paid/);
    const events = await eventsOf(player.id);
    expect(events.map((e) => e.type)).toEqual(['withdrawal_requested', 'withdrawal_paid']);
    expect(events[1]).toEqual({
      type: 'withdrawal_paid',
      payload: { withdrawal_id: id, usd_amount: 40, provider: 'TRX', token_type: 'USDT', tx_id: txId },
      dedupe_key: `withdrawal:${id}:paid`,
      created_at: clock.now(),
    });
  });

  it('rejects: one withdrawal_rejected with the reason; repeating it or paying afterwards writes none', async () => {
    const { player, id } = await pending(3_075);
    await runWithdrawalsCommand(
      ['withdrawal:reject', String(id), 'address', 'belongs', 'to', 'a', 'mixer'],
      { db, clock },
      quiet,
    );
    await runWithdrawalsCommand(['withdrawal:reject', String(id), 'another reason'], { db, clock }, quiet);
    await expect(withdrawals.pay(id, 'e'.repeat(64))).rejects.toThrow(/rejected/);
    expect(await wallet.getBalances(player.id)).toEqual({ cashCents: 6_150, bonusCents: 0 });
    const events = await eventsOf(player.id);
    expect(events.map((e) => e.type)).toEqual(['withdrawal_requested', 'withdrawal_rejected']);
    expect(events[1]).toMatchObject({
      type: 'withdrawal_rejected',
      payload: {
        withdrawal_id: id,
        usd_amount: 30.75,
        provider: 'TRX',
        token_type: 'USDT',
        reason: 'address belongs to a mixer',
      },
      dedupe_key: `withdrawal:${id}:rejected`,
    });
  });

  it('writes none for a refused operator command', async () => {
    const { player, id } = await pending(1_000);
    await expect(withdrawals.pay(id, 'short')).rejects.toThrow(/transaction id/);
    await expect(withdrawals.reject(id, '   ')).rejects.toThrow(/reason/);
    await withdrawals.pay(id, 'g'.repeat(64));
    const other = await pending(1_000);
    // The chain transaction already paid another withdrawal.
    await expect(withdrawals.pay(other.id, 'g'.repeat(64))).rejects.toThrow(/already paid withdrawal/);
    expect((await eventsOf(player.id)).map((e) => e.type)).toEqual([
      'withdrawal_requested',
      'withdrawal_paid',
    ]);
    expect((await eventsOf(other.player.id)).map((e) => e.type)).toEqual(['withdrawal_requested']);
  });

  it('tells of exactly one outcome when pay and reject race', async () => {
    const { player, id } = await pending(2_000);
    await Promise.allSettled([withdrawals.pay(id, 'h'.repeat(64)), withdrawals.reject(id, 'duplicate')]);
    const row = await withdrawals.getOwn(player.id, id);
    expect((await eventsOf(player.id)).map((e) => e.type)).toEqual([
      'withdrawal_requested',
      `withdrawal_${row.status}`,
    ]);
  });
});
