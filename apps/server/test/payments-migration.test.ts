import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { migrations } from '../src/platform/db/migrations/index.js';
import { readModuleSql } from '../src/platform/db/module-sql.js';
import { openEmptyTestDb } from './helper.js';

// Migration 008 records the deposits credited before it, so a transaction credited then is
// never credited again by the rules that came with it.

const clock = new ManualClock(new Date('2026-02-01T09:00:00Z'));

const db = await openEmptyTestDb();
afterAll(() => db.close());

async function applyMigrations(filter: (id: string) => boolean): Promise<void> {
  for (const m of migrations.filter((x) => filter(x.id))) await db.exec(m.sql);
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  const row = rows[0];
  if (row === undefined) throw new Error(`no row: ${sql}`);
  return row;
}

describe('migration 008-deposits', () => {
  it('records earlier webhook and operator credits in deposit_credits, once per transaction', async () => {
    await applyMigrations((id) => id < '008');
    // Today's ledger code moves money through the ledger's functions, made later than 008.
    await db.exec(readModuleSql('wallet/sql/ledger.sql'));
    const wallet = walletOf({ db, clock });
    const { id: userId } = await one<{ id: number }>(
      `INSERT INTO users (email) VALUES ('legacy@example.com') RETURNING id`,
    );
    const address = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
    const application = crypto.randomUUID();
    const now = clock.now();
    await db.query(
      `INSERT INTO deposit_applications (id, user_id, provider, token_type, network, chain, wallet_address, usd_amount_cents,
         token_amount, rate, payment_uri, created_at, expires_at)
       VALUES ($1, $2, 'TRX', 'USDT', 'TRC-20', 'tron', $3, 5000, 50, 1, 'tron:x', $4, $5)`,
      [application, userId, address, now, new Date(now.getTime() + 900_000)],
    );
    // The webhook's credit of the application, as the code before 008 wrote it.
    const { transfer: first } = await wallet.transfer({
      idempotencyKey: `deposit:${application}`,
      kind: 'deposit',
      from: { owner: 'house', name: 'gateway_clearing' },
      to: { owner: 'player', userId, kind: 'cash' },
      amountCents: 5000,
      reference: {
        application_id: application,
        provider: 'TRX',
        token_type: 'USDT',
        tx_id: 'tx-one',
        token_amount: '50',
      },
    });
    await db.query(
      `UPDATE deposit_applications SET status = 'credited', credited_at = $2, credited_cents = 5000,
         credited_transfer_id = $3, received_token_amount = 50, gateway_tx_id = 'tx-one' WHERE id = $1`,
      [application, now, first.id],
    );
    const credited = await one<{ id: number }>(
      `INSERT INTO payment_events (gateway_event_id, received_at, body_sha256, provider, token_type, address, amount_text,
         tx_id, confirmations, outcome, application_id, user_id, credited_cents)
       VALUES ('e1', $1, 'h', 'TRX', 'USDT', $2, '50', 'tx-one', 1, 'credited', $3, $4, 5000) RETURNING id`,
      [now, address, application, userId],
    );
    // A second payment to the credited application that an operator credited with payments:credit-event.
    const late = await one<{ id: number }>(
      `INSERT INTO payment_events (gateway_event_id, received_at, body_sha256, provider, token_type, address, amount_text,
         tx_id, confirmations, outcome, application_id, user_id, credited_cents)
       VALUES ('e2', $1, 'h', 'TRX', 'USDT', $2, '20.5', 'tx-two', 1, 'credited', $3, $4, 2050) RETURNING id`,
      [now, address, application, userId],
    );
    const { transfer: second } = await wallet.transfer({
      idempotencyKey: `deposit-event:${late.id}`,
      kind: 'deposit',
      from: { owner: 'house', name: 'gateway_clearing' },
      to: { owner: 'player', userId, kind: 'cash' },
      amountCents: 2050,
      reference: {
        application_id: application,
        tx_id: 'tx-two',
        token_amount: '20.5',
        resolved_by: 'operator',
      },
    });
    // A late payment nobody credited stays unmatched.
    await db.query(
      `INSERT INTO payment_events (gateway_event_id, received_at, body_sha256, provider, token_type, address, amount_text,
         tx_id, confirmations, outcome, application_id, user_id)
       VALUES ('e3', $1, 'h', 'TRX', 'USDT', $2, '7', 'tx-three', 1, 'expired_application', $3, $4)`,
      [now, address, application, userId],
    );

    await applyMigrations((id) => id === '008-deposits');
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT tx_id, user_id, application_id, payment_event_id, received_token_amount::text AS received, credited_cents,
         transfer_id, basis, operator_reason
       FROM deposit_credits ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        tx_id: 'tx-one',
        user_id: userId,
        application_id: application,
        payment_event_id: credited.id,
        received: '50.000000000000000000',
        credited_cents: 5000,
        transfer_id: first.id,
        basis: 'application',
        operator_reason: null,
      },
      {
        tx_id: 'tx-two',
        user_id: userId,
        application_id: null,
        payment_event_id: late.id,
        received: '20.500000000000000000',
        credited_cents: 2050,
        transfer_id: second.id,
        basis: 'operator',
        operator_reason: 'credited with payments:credit-event',
      },
    ]);
    expect((await wallet.checkLedger()).ok).toBe(true);
  });
});
