import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import { runWithdrawalsCommand } from '../src/modules/withdrawals/withdrawals.ops.js';
import { OperatorError, withdrawalsOf } from '../src/modules/withdrawals/withdrawals.service.js';
import { buildTestApp } from './helper.js';

const { app, db, clock } = await buildTestApp();
const wallet = walletOf({ db, clock });
const withdrawals = withdrawalsOf({ db, clock });

// Real addresses of each network (TRON base58check, Ethereum EIP-55).
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function newPlayer(
  state: 'unverified' | 'verified' = 'verified',
): Promise<{ id: number; auth: { authorization: string } }> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO users (email, verification_state) VALUES ($1, $2) RETURNING id',
    [`w-${crypto.randomUUID()}@example.com`, state],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  return { id, auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` } };
}

async function deposit(userId: number, cents: number, provider = 'TRX', tokenType = 'USDT') {
  const applicationId = crypto.randomUUID();
  await wallet.transfer({
    idempotencyKey: `deposit:${applicationId}`,
    kind: 'deposit',
    from: { owner: 'house', name: 'gateway_clearing' },
    to: { owner: 'player', userId, kind: 'cash' },
    amountCents: cents,
    reference: { application_id: applicationId, provider, token_type: tokenType },
  });
}

const request = (auth: { authorization: string }, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/frontend/withdrawals/',
    headers: { ...auth, ...headers },
    payload: payload as object,
  });

async function expectLedgerOk() {
  const check = await wallet.checkLedger();
  expect(check.mismatched).toEqual([]);
  expect(check.totalBalanceCents).toBe(0);
  expect(check.ok).toBe(true);
}

describe('POST /api/frontend/withdrawals/', () => {
  it('refuses an unverified player with the spec message, translated, and holds nothing', async () => {
    const p = await newPlayer('unverified');
    await deposit(p.id, 10_000);
    const res = await request(p.auth, {
      amount: 10,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'Withdrawal is unavailable. To continue you need to verify your account.',
    });
    const es = await request({ ...p.auth, 'accept-language': 'es' } as never, {
      amount: 10,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
    });
    expect(es.statusCode).toBe(403);
    expect(es.json()).toEqual({
      detail: 'La retirada no está disponible. Para continuar, debes verificar tu cuenta.',
    });
    expect(await wallet.getBalances(p.id)).toEqual({ cashCents: 10_000, bonusCents: 0 });
  });

  it('is 401 without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      payload: { amount: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('holds the amount, lists it as pending, and keeps the ledger balanced', async () => {
    const p = await newPlayer();
    await deposit(p.id, 10_000);
    const res = await request(p.auth, {
      amount: 25.5,
      provider: 'trx',
      token_type: 'usdt',
      address: TRON_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      amount: 25.5,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
      status: 'pending',
      tx_id: null,
      reason: null,
      created_at: expect.any(String),
      processed_at: null,
    });
    expect(await wallet.getBalances(p.id)).toEqual({ cashCents: 10_000 - 2_550, bonusCents: 0 });
    const list = await app.inject({
      method: 'GET',
      url: '/api/frontend/withdrawals/?status=pending',
      headers: p.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([body]);
    const wallet_me = await app.inject({ method: 'GET', url: '/api/frontend/wallet/me/', headers: p.auth });
    expect(wallet_me.json()).toMatchObject({ balance_usd: 74.5 });
    await expectLedgerOk();
  });

  it('refuses bad amounts with a field error and changes nothing', async () => {
    const p = await newPlayer();
    await deposit(p.id, 10_000);
    for (const amount of [0, -5, 10.005, 1e12, '10', null, Number.MAX_SAFE_INTEGER]) {
      const res = await request(p.auth, {
        amount,
        provider: 'TRX',
        token_type: 'USDT',
        address: TRON_ADDRESS,
      });
      expect(res.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(res.json()).toHaveProperty('amount');
    }
    const missing = await request(p.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['address', 'amount', 'provider', 'token_type']);
    expect(missing.json().amount).toEqual(['This field is required.']);
    const unknown = await request(p.auth, {
      amount: 1,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
      user_id: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('user_id');
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      headers: { ...p.auth, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await wallet.getBalances(p.id)).toEqual({ cashCents: 10_000, bonusCents: 0 });
    expect(await withdrawals.listOf(p.id)).toEqual([]);
  });

  it('refuses more than the cash balance, leaving no request behind', async () => {
    const p = await newPlayer();
    await deposit(p.id, 1_000);
    const res = await request(p.auth, {
      amount: 10.01,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ amount: ['Insufficient funds.'] });
    expect(await withdrawals.listOf(p.id)).toEqual([]);
    expect(await wallet.getBalances(p.id)).toEqual({ cashCents: 1_000, bonusCents: 0 });
    await expectLedgerOk();
  });

  it('goes only to a network the player deposited with, to a valid address of it', async () => {
    const p = await newPlayer();
    await deposit(p.id, 5_000, 'TRX', 'USDT');
    const otherNetwork = await request(p.auth, {
      amount: 10,
      provider: 'ETH',
      token_type: 'USDT',
      address: ETH_ADDRESS,
    });
    expect(otherNetwork.statusCode).toBe(400);
    expect(otherNetwork.json()).toEqual({
      provider: ['Withdrawals go only through the payment system you deposited with.'],
    });
    const otherToken = await request(p.auth, {
      amount: 10,
      provider: 'TRX',
      token_type: 'USDC',
      address: TRON_ADDRESS,
    });
    expect(otherToken.statusCode).toBe(400);
    const badAddress = await request(p.auth, {
      amount: 10,
      provider: 'TRX',
      token_type: 'USDT',
      address: ETH_ADDRESS,
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()).toEqual({ address: ['Enter a valid TRX wallet address.'] });
    const typo = await request(p.auth, {
      amount: 10,
      provider: 'TRX',
      token_type: 'USDT',
      address: `${TRON_ADDRESS.slice(0, -1)}8`,
    });
    expect(typo.statusCode).toBe(400);
    // A never-deposited player has no network at all.
    const fresh = await newPlayer();
    const none = await request(fresh.auth, {
      amount: 1,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('provider');
    expect(await wallet.getBalances(p.id)).toEqual({ cashCents: 5_000, bonusCents: 0 });
  });

  it('answers a repeated Idempotency-Key with the first request and holds once', async () => {
    const p = await newPlayer();
    await deposit(p.id, 5_000, 'ETH', 'USDT');
    const payload = { amount: 20, provider: 'ETH', token_type: 'USDT', address: ETH_ADDRESS };
    const first = await request(p.auth, payload, { 'idempotency-key': 'cashbox-req-0001' });
    const again = await request(p.auth, payload, { 'idempotency-key': 'cashbox-req-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await wallet.getBalances(p.id)).toEqual({ cashCents: 3_000, bonusCents: 0 });
    const bad = await request(p.auth, payload, { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('holds each of concurrent requests exactly once and never overdraws', async () => {
    const p = await newPlayer();
    await deposit(p.id, 10_000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(p.auth, { amount: 30, provider: 'TRX', token_type: 'USDT', address: TRON_ADDRESS }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    expect(await wallet.getBalances(p.id)).toEqual({ cashCents: 1_000, bonusCents: 0 });
    expect(await withdrawals.listOf(p.id, 'pending')).toHaveLength(3);
    await expectLedgerOk();
  });

  it('tells the withdrawal-requested listeners inside the transaction, and a failing one refuses the request', async () => {
    const p = await newPlayer();
    await deposit(p.id, 1_000);
    const seen: number[] = [];
    const off = withdrawals.onWithdrawalRequested((event) => {
      seen.push(event.amountCents);
    });
    const ok = await request(p.auth, {
      amount: 1,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
    });
    off();
    expect(ok.statusCode).toBe(201);
    expect(seen).toEqual([100]);
    const offFailing = withdrawals.onWithdrawalRequested(() => {
      throw new Error('bonus cancellation failed');
    });
    const refused = await request(p.auth, {
      amount: 1,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
    });
    offFailing();
    expect(refused.statusCode).toBe(500);
    expect(await wallet.getBalances(p.id)).toEqual({ cashCents: 900, bonusCents: 0 });
    expect(await withdrawals.listOf(p.id)).toHaveLength(1);
    await expectLedgerOk();
  });
});

describe('GET /api/frontend/withdrawals/', () => {
  it("shows only the player's own withdrawals; someone else's id is 404", async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    await deposit(alice.id, 5_000);
    const created = await request(alice.auth, {
      amount: 5,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
    });
    const id = created.json().id as number;
    const bobList = await app.inject({ method: 'GET', url: '/api/frontend/withdrawals/', headers: bob.auth });
    expect(bobList.json()).toEqual([]);
    const bobRead = await app.inject({
      method: 'GET',
      url: `/api/frontend/withdrawals/${id}/`,
      headers: bob.auth,
    });
    expect(bobRead.statusCode).toBe(404);
    expect(bobRead.json()).toEqual({ detail: 'Not found.' });
    const aliceRead = await app.inject({
      method: 'GET',
      url: `/api/frontend/withdrawals/${id}/`,
      headers: alice.auth,
    });
    expect(aliceRead.statusCode).toBe(200);
    expect(aliceRead.json().id).toBe(id);
    for (const bad of ['abc', '-1', '99999999999999999999']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/frontend/withdrawals/${bad}/`,
        headers: alice.auth,
      });
      expect(res.statusCode).toBe(404);
    }
    const badFilter = await app.inject({
      method: 'GET',
      url: '/api/frontend/withdrawals/?status=lost',
      headers: alice.auth,
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('operator: pay and reject', () => {
  async function pending(cents: number) {
    const p = await newPlayer();
    await deposit(p.id, cents * 2);
    const res = await request(p.auth, {
      amount: cents / 100,
      provider: 'TRX',
      token_type: 'USDT',
      address: TRON_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    return { player: p, id: res.json().id as number };
  }

  it('pays a withdrawal once, with the chain transaction id, through the ops command', async () => {
    const { player, id } = await pending(4_000);
    const lines: string[] = [];
    const print = (l: string) => lines.push(l);
    const txId = 'a'.repeat(64);
    expect(await runWithdrawalsCommand(['withdrawal:pay', String(id), txId], { db, clock }, print)).toBe(
      true,
    );
    expect(lines.join('\n')).toMatch(/paid: #\d+ +paid/);
    expect(lines).toContain('ledger check: OK');
    const again: string[] = [];
    await runWithdrawalsCommand(['withdrawal:pay', String(id), txId], { db, clock }, (l) => again.push(l));
    expect(again.join('\n')).toMatch(/already paid, nothing changed/);
    await expect(withdrawals.pay(id, 'b'.repeat(64))).rejects.toBeInstanceOf(OperatorError);
    await expect(withdrawals.reject(id, 'too late')).rejects.toThrow(/already paid/);
    const row = await withdrawals.getOwn(player.id, id);
    expect(row).toMatchObject({ status: 'paid', tx_id: txId });
    expect(await wallet.getBalances(player.id)).toEqual({ cashCents: 4_000, bonusCents: 0 });
    const read = await app.inject({
      method: 'GET',
      url: `/api/frontend/withdrawals/${id}/`,
      headers: player.auth,
    });
    expect(read.json()).toMatchObject({ status: 'paid', tx_id: txId, processed_at: expect.any(String) });
    await expectLedgerOk();
    // The held money left: the in-flight account is back to zero, the gateway paid it out.
    const house = Object.fromEntries((await wallet.houseBalances()).map((h) => [h.name, h.balanceCents]));
    expect(house.withdrawals_in_flight).toBe(0 + (await sumPending()));
  });

  it('rejects a withdrawal with a reason and returns the money, once', async () => {
    const { player, id } = await pending(3_000);
    expect(await wallet.getBalances(player.id)).toEqual({ cashCents: 3_000, bonusCents: 0 });
    const first = await withdrawals.reject(id, 'address belongs to a sanctioned exchange');
    expect(first.changed).toBe(true);
    expect(await wallet.getBalances(player.id)).toEqual({ cashCents: 6_000, bonusCents: 0 });
    await expectLedgerOk();
    const lines: string[] = [];
    await runWithdrawalsCommand(['withdrawal:reject', String(id), 'again'], { db, clock }, (l) =>
      lines.push(l),
    );
    expect(lines.join('\n')).toMatch(/already rejected, nothing changed/);
    expect(await wallet.getBalances(player.id)).toEqual({ cashCents: 6_000, bonusCents: 0 });
    await expect(withdrawals.pay(id, 'c'.repeat(64))).rejects.toThrow(/rejected/);
    const read = await app.inject({
      method: 'GET',
      url: `/api/frontend/withdrawals/${id}/`,
      headers: player.auth,
    });
    expect(read.json()).toMatchObject({
      status: 'rejected',
      reason: 'address belongs to a sanctioned exchange',
    });
    await expectLedgerOk();
  });

  it('settles concurrent pay and reject of one withdrawal exactly once', async () => {
    const { player, id } = await pending(2_000);
    const outcomes = await Promise.allSettled([
      withdrawals.pay(id, 'd'.repeat(64)),
      withdrawals.reject(id, 'duplicate request'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const row = await withdrawals.getOwn(player.id, id);
    expect(await wallet.getBalances(player.id)).toEqual({
      cashCents: row.status === 'paid' ? 2_000 : 4_000,
      bonusCents: 0,
    });
    await expectLedgerOk();
  });

  it('refuses bad operator input clearly', async () => {
    const print = () => undefined;
    await expect(runWithdrawalsCommand(['withdrawal:pay', 'x', 'y'], { db, clock }, print)).rejects.toThrow(
      /expected a withdrawal id/,
    );
    await expect(
      runWithdrawalsCommand(['withdrawal:pay', '999999', 'e'.repeat(64)], { db, clock }, print),
    ).rejects.toThrow(/no withdrawal/);
    await expect(
      runWithdrawalsCommand(['withdrawal:pay', '1', 'short'], { db, clock }, print),
    ).rejects.toThrow(/transaction id/);
    await expect(runWithdrawalsCommand(['withdrawal:reject', '1'], { db, clock }, print)).rejects.toThrow(
      /needs <id> <reason>/,
    );
    await expect(runWithdrawalsCommand(['withdrawal:list', 'lost'], { db, clock }, print)).rejects.toThrow(
      /unknown status/,
    );
    expect(await runWithdrawalsCommand(['payments:tokens'], { db, clock }, print)).toBe(false);
    const lines: string[] = [];
    await runWithdrawalsCommand(['withdrawal:list', 'all'], { db, clock }, (l) => lines.push(l));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^#\d+ /);
  });
});

async function sumPending(): Promise<number> {
  const rows = await withdrawals.listForOperator('pending', 1000);
  return rows.reduce((s, r) => s + r.amount_cents, 0);
}
