import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { runPaymentsCommand } from '../src/modules/payments/payments.ops.js';
import { signWebhook } from '../src/modules/payments/webhook-signature.js';
import { runWalletCommand } from '../src/modules/wallet/wallet.ops.js';
import type { Clock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/types.js';

export const PAYMENTS_SECRET = 'payments-test-webhook-secret-0123456789abcdef';

export interface Player {
  id: number;
  auth: { authorization: string };
}

export interface OpenedApplication {
  id: string;
  wallet_address: string;
  token_amount: string;
  provider: string;
  token_type: string;
  status: string;
  expires_at: string;
}

/** The calls the payments tests make, bound to one test app (built with PAYMENTS_SECRET). */
export function paymentsKit(app: FastifyInstance, db: Db, clock: Clock) {
  async function newPlayer(): Promise<Player> {
    const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
      `pay-${crypto.randomUUID()}@example.com`,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no user');
    return { id, auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` } };
  }

  /** A token signed now (tests move the clock past the access token's lifetime). */
  async function freshAuth(player: Player): Promise<{ authorization: string }> {
    return { authorization: `Bearer ${await app.deps.accessTokens.sign(player.id)}` };
  }

  async function openApplication(player: Player, body: Record<string, unknown> = {}) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/payment/deposit/',
      headers: await freshAuth(player),
      payload: { provider: 'TRX', token_type: 'USDT', usd_amount: 100, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OpenedApplication>();
  }

  async function balance(player: Player): Promise<number> {
    const res = await app.inject({
      method: 'GET',
      url: '/api/frontend/wallet/me/',
      headers: await freshAuth(player),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ balance_usd: number }>().balance_usd;
  }

  /** The gateway's call: a body signed with the test secret at the test clock's time. */
  function webhook(body: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
    const rawBody = JSON.stringify(body);
    const timestamp = String(options.timestamp ?? Math.floor(clock.now().getTime() / 1000));
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signWebhook(options.secret ?? PAYMENTS_SECRET, timestamp, rawBody),
      },
      payload: rawBody,
    });
  }

  /** A confirmed payment of the application's amount to its address, under a new event and tx id. */
  function payment(
    application: { wallet_address: string; token_amount: string },
    overrides: Record<string, unknown> = {},
  ) {
    return {
      event_id: `evt-${crypto.randomUUID()}`,
      address: application.wallet_address,
      provider: 'TRX',
      token_type: 'USDT',
      amount: application.token_amount,
      tx_id: crypto.randomBytes(32).toString('hex'),
      confirmations: 20,
      ...overrides,
    };
  }

  async function count(table: string): Promise<number> {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return rows[0]?.n ?? -1;
  }

  /** Runs an operator command; answers the lines it printed. */
  async function ops(...args: string[]): Promise<string[]> {
    const lines: string[] = [];
    await runPaymentsCommand(args, app.deps, (l) => lines.push(l));
    return lines;
  }

  async function setRate(provider: string, rate: string): Promise<void> {
    expect((await ops('payments:set-rate', provider, 'USDT', rate)).join('\n')).toContain(rate);
  }

  /** The operator's `ledger:check`: balances equal their transfers, all sum to zero, none negative. */
  async function expectLedgerOk(): Promise<void> {
    const lines: string[] = [];
    await runWalletCommand(['ledger:check'], { db, clock }, (l) => lines.push(l));
    expect(lines, lines.join('\n')).toContain('ledger OK');
  }

  return {
    newPlayer,
    freshAuth,
    openApplication,
    balance,
    webhook,
    payment,
    count,
    ops,
    setRate,
    expectLedgerOk,
  };
}
