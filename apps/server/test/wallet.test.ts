import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  InsufficientFundsError,
  InvalidAmountError,
  TransferKeyReusedError,
  UnknownPlayerError,
  WalletService,
  walletOf,
  type PlacedBet,
} from '../src/modules/wallet/wallet.service.js';
import { runWalletCommand } from '../src/modules/wallet/wallet.ops.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
const { app, db } = await buildTestApp({ clock });
const wallet = walletOf({ db, clock });

async function newPlayer(): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    `p-${crypto.randomUUID()}@example.com`,
  ]);
  const row = rows[0];
  if (!row) throw new Error('no user');
  return row.id;
}

async function deposit(userId: number, cents: number, key: string = crypto.randomUUID()) {
  return wallet.transfer({
    idempotencyKey: `deposit:${key}`,
    kind: 'deposit',
    from: { owner: 'house', name: 'gateway_clearing' },
    to: { owner: 'player', userId, kind: 'cash' },
    amountCents: cents,
    reference: { application_id: key, provider: 'TRX', token_type: 'USDT' },
  });
}

async function signIn(userId: number): Promise<string> {
  return app.deps.accessTokens.sign(userId);
}

describe('WalletService.transfer', () => {
  it('credits a player and keeps the ledger balanced', async () => {
    const userId = await newPlayer();
    const { transfer, created } = await deposit(userId, 10_050);
    expect(created).toBe(true);
    expect(transfer.amountCents).toBe(10_050);
    expect(transfer.kind).toBe('deposit');
    expect(transfer.createdAt.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(await wallet.getBalances(userId)).toEqual({ cashCents: 10_050, bonusCents: 0 });
    const check = await wallet.checkLedger();
    expect(check.ok).toBe(true);
    expect(check.totalBalanceCents).toBe(0);
  });

  it('moves nothing on a repeat of the same key and answers the first transfer', async () => {
    const userId = await newPlayer();
    const first = await deposit(userId, 2_500, 'same-cause');
    const again = await deposit(userId, 2_500, 'same-cause');
    expect(again.created).toBe(false);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect(await wallet.getBalances(userId)).toEqual({ cashCents: 2_500, bonusCents: 0 });
  });

  it('refuses a key reused for a different movement', async () => {
    const userId = await newPlayer();
    await deposit(userId, 1_000, 'reused');
    await expect(deposit(userId, 1_001, 'reused')).rejects.toBeInstanceOf(TransferKeyReusedError);
    const other = await newPlayer();
    await expect(deposit(other, 1_000, 'reused')).rejects.toBeInstanceOf(TransferKeyReusedError);
    expect(await wallet.getBalances(userId)).toEqual({ cashCents: 1_000, bonusCents: 0 });
    expect(await wallet.getBalances(other)).toEqual({ cashCents: 0, bonusCents: 0 });
  });

  it('refuses to take a player below zero and changes nothing', async () => {
    const userId = await newPlayer();
    await deposit(userId, 500);
    const before = await wallet.checkLedger();
    const attempt = wallet.transfer({
      idempotencyKey: `withdrawal:x-${userId}:hold`,
      kind: 'withdrawal_hold',
      from: { owner: 'player', userId, kind: 'cash' },
      to: { owner: 'house', name: 'withdrawals_in_flight' },
      amountCents: 501,
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({ availableCents: 500 });
    expect(await wallet.getBalances(userId)).toEqual({ cashCents: 500, bonusCents: 0 });
    const after = await wallet.checkLedger();
    expect(after.transfers).toBe(before.transfers);
  });

  it('refuses bad amounts and unknown players before touching the database', async () => {
    const userId = await newPlayer();
    for (const amount of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(deposit(userId, amount)).rejects.toBeInstanceOf(InvalidAmountError);
    }
    await expect(deposit(987_654_321, 100)).rejects.toBeInstanceOf(UnknownPlayerError);
  });

  it('joins a caller transaction and rolls back with it', async () => {
    const userId = await newPlayer();
    await expect(
      db.transaction(async (tx) => {
        await wallet.transfer(
          {
            idempotencyKey: `deposit:rolled-back-${userId}`,
            kind: 'deposit',
            from: { owner: 'house', name: 'gateway_clearing' },
            to: { owner: 'player', userId, kind: 'cash' },
            amountCents: 700,
          },
          tx,
        );
        expect(await wallet.getBalances(userId, tx)).toEqual({ cashCents: 700, bonusCents: 0 });
        throw new Error('caller fails after the transfer');
      }),
    ).rejects.toThrow('caller fails');
    expect(await wallet.getBalances(userId)).toEqual({ cashCents: 0, bonusCents: 0 });
    // The key is free again: the rolled-back transfer never happened.
    const { created } = await wallet.transfer({
      idempotencyKey: `deposit:rolled-back-${userId}`,
      kind: 'deposit',
      from: { owner: 'house', name: 'gateway_clearing' },
      to: { owner: 'player', userId, kind: 'cash' },
      amountCents: 700,
    });
    expect(created).toBe(true);
    expect((await wallet.checkLedger()).ok).toBe(true);
  });

  it('never lets a transfer be updated or deleted', async () => {
    const userId = await newPlayer();
    const { transfer } = await deposit(userId, 100);
    await expect(db.query('UPDATE transfers SET amount = 1 WHERE id = $1', [transfer.id])).rejects.toThrow(
      /immutable/,
    );
    await expect(db.query('DELETE FROM transfers WHERE id = $1', [transfer.id])).rejects.toThrow(/immutable/);
  });

  it('refuses a player account below zero even outside the service (CHECK)', async () => {
    const userId = await newPlayer();
    await deposit(userId, 100);
    await expect(
      db.query(
        `UPDATE accounts SET balance = -1 WHERE owner_type = 'player' AND user_id = $1 AND kind = 'cash'`,
        [userId],
      ),
    ).rejects.toThrow();
  });

  it('detects a balance that does not match its transfers', async () => {
    const scratch = new WalletService(db, clock);
    const userId = await newPlayer();
    await deposit(userId, 300);
    await db.query(
      `UPDATE accounts SET balance = balance + 1 WHERE owner_type = 'player' AND user_id = $1 AND kind = 'cash'`,
      [userId],
    );
    const broken = await scratch.checkLedger();
    expect(broken.ok).toBe(false);
    expect(broken.totalBalanceCents).toBe(1);
    expect(broken.mismatched).toEqual([
      expect.objectContaining({ user_id: userId, kind: 'cash', balance: 301, computed: 300 }),
    ]);
    await db.query(
      `UPDATE accounts SET balance = balance - 1 WHERE owner_type = 'player' AND user_id = $1 AND kind = 'cash'`,
      [userId],
    );
    expect((await scratch.checkLedger()).ok).toBe(true);
  });
});

describe('npm run ledger:check (ops ledger:check)', () => {
  it('prints the invariants and fails with exit code 1 when one is violated', async () => {
    const userId = await newPlayer();
    await deposit(userId, 4_200);
    const ok: string[] = [];
    const previousExitCode = process.exitCode;
    try {
      expect(await runWalletCommand(['ledger:check'], { db, clock }, (l) => ok.push(l))).toBe(true);
      expect(ok).toContain('ledger OK');
      expect(ok.some((l) => /^ {2}house gateway_clearing: -\d+\.\d{2} USD$/.test(l))).toBe(true);
      expect(process.exitCode ?? 0).toBe(0);
      await db.query(
        `UPDATE accounts SET balance = balance + 7 WHERE owner_type = 'player' AND user_id = $1 AND kind = 'cash'`,
        [userId],
      );
      const broken: string[] = [];
      await runWalletCommand(['ledger:check'], { db, clock }, (l) => broken.push(l));
      expect(broken).toContain('LEDGER VIOLATED');
      expect(broken.some((l) => l.includes(`player ${userId} cash): balance 4207, transfers say 4200`))).toBe(
        true,
      );
      expect(process.exitCode).toBe(1);
    } finally {
      await db.query(
        `UPDATE accounts SET balance = balance - 7 WHERE owner_type = 'player' AND user_id = $1 AND kind = 'cash'`,
        [userId],
      );
      process.exitCode = previousExitCode;
    }
    const balances: string[] = [];
    await runWalletCommand(['ledger:balances', String(userId)], { db, clock }, (l) => balances.push(l));
    expect(balances).toEqual([`player ${userId}: cash 42.00 USD, bonus 0.00 USD`]);
    await expect(runWalletCommand(['ledger:balances', 'x'], { db, clock }, () => undefined)).rejects.toThrow(
      /needs <player id>/,
    );
    expect(await runWalletCommand(['withdrawal:list'], { db, clock }, () => undefined)).toBe(false);
  });
});

describe('WalletService.placeBet', () => {
  async function grantBonus(userId: number, cents: number) {
    await wallet.transfer({
      idempotencyKey: `bonus:${crypto.randomUUID()}`,
      kind: 'bonus_grant',
      from: { owner: 'house', name: 'bonus_grants' },
      to: { owner: 'player', userId, kind: 'bonus' },
      amountCents: cents,
    });
  }

  it('spends cash first, then bonus, and tells the wagering listeners once', async () => {
    const userId = await newPlayer();
    await deposit(userId, 1_000);
    await grantBonus(userId, 500);
    const seen: PlacedBet[] = [];
    const off = wallet.onBet(
      (bet) => {
        seen.push(bet);
      },
      { name: 'a test listener', batch: 'full-path', fullPathWhen: 'always' },
    );
    try {
      const first = await wallet.placeBet({
        idempotencyKey: `bet:${userId}:1`,
        userId,
        amountCents: 1_200,
        reference: { round: 'r1' },
      });
      expect(first.created).toBe(true);
      expect(first.bet).toMatchObject({ cashCents: 1_000, bonusCents: 200 });
      expect(await wallet.getBalances(userId)).toEqual({ cashCents: 0, bonusCents: 300 });
      const again = await wallet.placeBet({ idempotencyKey: `bet:${userId}:1`, userId, amountCents: 1_200 });
      expect(again.created).toBe(false);
      expect(again.bet).toMatchObject({ cashCents: 1_000, bonusCents: 200 });
      expect(await wallet.getBalances(userId)).toEqual({ cashCents: 0, bonusCents: 300 });
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({
        userId,
        amountCents: 1_200,
        cashCents: 1_000,
        bonusCents: 200,
        reference: { round: 'r1' },
      });
    } finally {
      off();
    }
  });

  it('refuses a bet above cash plus bonus and moves nothing', async () => {
    const userId = await newPlayer();
    await deposit(userId, 100);
    await grantBonus(userId, 100);
    await expect(
      wallet.placeBet({ idempotencyKey: `bet:${userId}:big`, userId, amountCents: 201 }),
    ).rejects.toMatchObject({
      availableCents: 200,
    });
    expect(await wallet.getBalances(userId)).toEqual({ cashCents: 100, bonusCents: 100 });
    expect((await wallet.checkLedger()).ok).toBe(true);
  });

  it('keeps concurrent bets and wins of one player consistent', async () => {
    const userId = await newPlayer();
    await deposit(userId, 1_000);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? wallet.placeBet({ idempotencyKey: `bet:${userId}:c${i}`, userId, amountCents: 150 })
          : wallet.transfer({
              idempotencyKey: `win:${userId}:c${i}`,
              kind: 'win',
              from: { owner: 'house', name: 'game_bets' },
              to: { owner: 'player', userId, kind: 'cash' },
              amountCents: 50,
            }),
      ),
    );
    expect(await wallet.getBalances(userId)).toEqual({ cashCents: 1_000 - 5 * 150 + 5 * 50, bonusCents: 0 });
    expect((await wallet.checkLedger()).ok).toBe(true);
  });
});

describe('GET /api/frontend/wallet/me/', () => {
  it('answers the cash balance in USD, the bonus balance and is_new_user', async () => {
    const userId = await newPlayer();
    await deposit(userId, 12_345);
    await wallet.transfer({
      idempotencyKey: `bonus:me-${userId}`,
      kind: 'bonus_grant',
      from: { owner: 'house', name: 'bonus_grants' },
      to: { owner: 'player', userId, kind: 'bonus' },
      amountCents: 50,
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/frontend/wallet/me/',
      headers: { authorization: `Bearer ${await signIn(userId)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance_usd: 123.45, bonus_balance_usd: 0.5, is_new_user: true });
  });

  it('answers zero for a player who never deposited, also without the trailing slash', async () => {
    const userId = await newPlayer();
    const res = await app.inject({
      method: 'GET',
      url: '/api/frontend/wallet/me',
      headers: { authorization: `Bearer ${await signIn(userId)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance_usd: 0, bonus_balance_usd: 0, is_new_user: true });
  });

  it('is 401 without a token and with a bad one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/frontend/wallet/me/' })).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/frontend/wallet/me/',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toHaveProperty('detail');
  });
});
