import crypto from 'node:crypto';
import type { TransactionsResponse } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import { withdrawalsOf } from '../src/modules/withdrawals/withdrawals.service.js';
import { buildTestApp } from './helper.js';

const { app, db, clock } = await buildTestApp();
const wallet = walletOf({ db, clock });
const withdrawals = withdrawalsOf({ db, clock });
const TRON_ADDRESS = 'TAcWbsKJryUGAGqHSJWa8bhgZQJtkvCaGd';

async function newPlayer(): Promise<{ id: number; auth: { authorization: string } }> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    `h-${crypto.randomUUID()}@example.com`,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  return { id, auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` } };
}

/** A deposit through the product's own path: an application, then the simulated chain's signed webhook. */
async function depositThroughGateway(player: { auth: { authorization: string } }, usd: number) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/frontend/payment/deposit/',
    headers: player.auth,
    payload: { provider: 'TRX', token_type: 'USDT', usd_amount: usd },
  });
  expect(created.statusCode).toBe(201);
  const application = created.json<{ id: string; token_amount: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/dev/payments/${application.id}/confirm`,
    payload: {},
  });
  expect(confirm.statusCode).toBe(200);
  return application;
}

async function history(
  auth: { authorization: string },
  url = '/api/frontend/transactions',
): Promise<TransactionsResponse> {
  const res = await app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json<TransactionsResponse>();
}

async function expectLedgerOk() {
  const check = await wallet.checkLedger();
  expect(check.ok, JSON.stringify(check)).toBe(true);
}

describe('GET /api/frontend/transactions', () => {
  it('is 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/frontend/transactions' })).statusCode).toBe(401);
  });

  it('answers an empty history for a new player, with and without the trailing slash', async () => {
    const p = await newPlayer();
    const empty = { results: [], totals: { deposits: 0, withdrawals: 0, total: 0 }, activity: [] };
    expect(await history(p.auth)).toEqual(empty);
    expect(await history(p.auth, '/api/frontend/transactions/')).toEqual(empty);
  });

  it('follows a deposit, a verified withdrawal paid and one rejected, with totals, and the ledger holds after each step', async () => {
    const p = await newPlayer();
    await depositThroughGateway(p, 100);
    await expectLedgerOk();
    let h = await history(p.auth);
    expect(h.results).toEqual([
      {
        id: expect.stringMatching(/^deposit-/),
        created_at: expect.any(String),
        amount: 100,
        provider: 'TRX',
        token_type: 'USDT',
        action: 'deposit',
        status: 'completed',
        tx_id: expect.any(String),
      },
    ]);
    expect(h.totals).toEqual({ deposits: 100, withdrawals: 0, total: 100 });

    await db.query(`UPDATE users SET verification_state = 'verified' WHERE id = $1`, [p.id]);
    const w1 = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      headers: p.auth,
      payload: { amount: 30, provider: 'TRX', token_type: 'USDT', address: TRON_ADDRESS },
    });
    expect(w1.statusCode).toBe(201);
    await expectLedgerOk();
    const w2 = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      headers: p.auth,
      payload: { amount: 20.25, provider: 'TRX', token_type: 'USDT', address: TRON_ADDRESS },
    });
    expect(w2.statusCode).toBe(201);
    await withdrawals.pay(w1.json().id as number, `chain-${'f'.repeat(60)}`);
    await expectLedgerOk();
    await withdrawals.reject(w2.json().id as number, 'address flagged');
    await expectLedgerOk();

    h = await history(p.auth);
    const byAction = (a: string) => h.results.filter((r) => r.action === a);
    expect(
      byAction('withdrawal')
        .map((r) => [r.amount, r.status])
        .sort(),
    ).toEqual([
      [-20.25, 'rejected'],
      [-30, 'paid'],
    ]);
    expect(h.totals).toEqual({ deposits: 100, withdrawals: 30, total: 70 });
    const me = await app.inject({ method: 'GET', url: '/api/frontend/wallet/me/', headers: p.auth });
    expect(me.json().balance_usd).toBe(70);
    // Newest first.
    const times = h.results.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows other ledger movements (bets, wins, bonus) and not pending deposit money in the totals', async () => {
    const p = await newPlayer();
    await depositThroughGateway(p, 50);
    await app.inject({
      method: 'POST',
      url: '/api/frontend/payment/deposit/',
      headers: p.auth,
      payload: { provider: 'TRX', token_type: 'USDT', usd_amount: 75 },
    });
    await wallet.placeBet({ idempotencyKey: `round-${p.id}-1`, userId: p.id, amountCents: 1_000 });
    await wallet.transfer({
      idempotencyKey: `win-${p.id}-1`,
      kind: 'win',
      from: { owner: 'house', name: 'game_bets' },
      to: { owner: 'player', userId: p.id, kind: 'cash' },
      amountCents: 2_550,
    });
    const h = await history(p.auth);
    expect(h.results.map((r) => [r.action, r.amount, r.status])).toEqual(
      expect.arrayContaining([
        ['deposit', 50, 'completed'],
        ['deposit', 75, 'pending'],
        ['bet', -10, 'completed'],
        ['win', 25.5, 'completed'],
      ]),
    );
    expect(h.totals).toEqual({ deposits: 50, withdrawals: 0, total: 50 });
  });

  it("never shows another player's rows", async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    await depositThroughGateway(alice, 40);
    await db.query(
      `INSERT INTO user_sessions (user_id, source, ip, device) VALUES ($1, 'password', '203.0.113.9', 'Firefox on Linux')`,
      [alice.id],
    );
    const hb = await history(bob.auth);
    expect(hb.results).toEqual([]);
    expect(hb.activity).toEqual([]);
    const ha = await history(alice.auth);
    expect(ha.activity).toEqual([
      { created_at: expect.any(String), ip: '203.0.113.9', device: 'Firefox on Linux', source: 'password' },
    ]);
  });
});
