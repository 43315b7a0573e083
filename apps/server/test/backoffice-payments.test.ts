import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { must, staffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';
import { PAYMENTS_SECRET, paymentsKit } from './payments-helpers.js';

const clock = new ManualClock(new Date('2026-04-01T10:00:00Z'));
const ctx = await buildTestApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET } });
const { app, db } = ctx;
const { newPlayer, balance, webhook, payment, expectLedgerOk } = paymentsKit(app, db, clock);
const NOBODYS = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';

describe('payments in the back office', () => {
  it('credits an unmatched payment to a player only with a second person, once', async () => {
    const maker = await staffSession(ctx, ['payments']);
    const checker = await staffSession(ctx, ['payments']);
    const player = await newPlayer();
    const event = payment({ wallet_address: NOBODYS, token_amount: '12.5' });
    expect((await webhook(event)).json()).toEqual({ status: 'unknown_address' });

    const listed = await app.inject({
      method: 'GET',
      url: '/api/backoffice/payments/unmatched/',
      headers: maker.headers,
    });
    const item = must((listed.json() as { items: Array<{ id: number; tx_id: string }> }).items[0]);
    const assign = () =>
      app.inject({
        method: 'POST',
        url: `/api/backoffice/payments/unmatched/${item.id}/assign/`,
        headers: maker.headers,
        payload: { player_id: player.id, reason: 'sent from the address on file, ticket 4411' },
      });
    const pending = await assign();
    expect(pending.statusCode).toBe(202);
    expect((await assign()).statusCode).toBe(409);
    expect(await balance(player)).toBe(0);

    const approvalId = (pending.json() as { id: number }).id;
    const approved = await app.inject({
      method: 'POST',
      url: `/api/backoffice/approvals/${approvalId}/approve/`,
      headers: checker.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(await balance(player)).toBe(12.5);
    await expectLedgerOk();
    const after = await app.inject({
      method: 'GET',
      url: '/api/backoffice/payments/unmatched/',
      headers: maker.headers,
    });
    expect((after.json() as { items: Array<{ id: number }> }).items.map((e) => e.id)).not.toContain(item.id);
    const deposits = await app.inject({
      method: 'GET',
      url: `/api/backoffice/payments/deposits/?user_id=${player.id}`,
      headers: maker.headers,
    });
    expect(deposits.json()).toMatchObject({
      total: 1,
      items: [{ user_id: player.id, credited_cents: 1250, basis: 'operator' }],
    });
  });

  it('changes a rate with a reason, audited, and refuses a bad one', async () => {
    const officer = await staffSession(ctx, ['payments']);
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/payments/tokens/TRX/USDT/',
      headers: officer.headers,
      payload: { rate_to_usd: '-1', reason: 'oops' },
    });
    expect(bad.statusCode).toBe(400);
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/backoffice/payments/tokens/TRX/USDT/',
      headers: officer.headers,
      payload: { rate_to_usd: '0.9995', reason: 'daily rate' },
    });
    expect(changed.json()).toMatchObject({ rate_to_usd: '0.99950000' });
    const { rows } = await db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'payment_token.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(must(rows[0]).after).toMatchObject({ rate_to_usd: '0.99950000' });
  });
});
