import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/modules/audit/audit.service.js';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import { must, staffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';

// Withdrawals above 100 USD need a second person here.
const ctx = await buildTestApp({ env: { WITHDRAWAL_APPROVAL_ABOVE_USD: '100' } });
const { app, db, clock } = ctx;
const wallet = walletOf({ db, clock });
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(100, 1),
]);

async function newPlayer(): Promise<{ id: number; auth: { authorization: string } }> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO users (email) VALUES ($1) RETURNING id::int AS id',
    [`kyc-${crypto.randomUUID()}@example.com`],
  );
  const id = must(rows[0]).id;
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

async function uploadPassport(auth: Record<string, string>): Promise<number> {
  const boundary = `----casino${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\npassport\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/frontend/documents/upload/',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('KYC and withdrawals in the back office', () => {
  it('runs a document and a large withdrawal through compliance, payments and a second approver', async () => {
    const admin = await staffSession(ctx, ['administrator']);
    const compliance = await staffSession(ctx, ['compliance']);
    const payments = await staffSession(ctx, ['payments']);
    const player = await newPlayer();
    await deposit(player.id, 50_000);

    // The player uploads a passport; compliance sees it waiting, opens the file, verifies it.
    const documentId = await uploadPassport(player.auth);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/backoffice/documents/',
      headers: compliance.headers,
    });
    expect(queue.json()).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ id: documentId })]),
    });
    const file = await app.inject({
      method: 'GET',
      url: `/api/backoffice/documents/${documentId}/file/`,
      headers: compliance.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Payments may not review documents.
    const notTheirs = await app.inject({
      method: 'POST',
      url: `/api/backoffice/documents/${documentId}/verify/`,
      headers: payments.headers,
      payload: {},
    });
    expect(notTheirs.statusCode).toBe(403);
    const verified = await app.inject({
      method: 'POST',
      url: `/api/backoffice/documents/${documentId}/verify/`,
      headers: compliance.headers,
      payload: {},
    });
    expect(verified.json()).toMatchObject({ state: 'verified', player: { verification_state: 'verified' } });

    // The verified player withdraws 250 USD: above the 100 USD threshold.
    const requested = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      headers: player.auth,
      payload: { amount: 250, provider: 'TRX', token_type: 'USDT', address: TRON_ADDRESS },
    });
    expect(requested.statusCode).toBe(201);
    const withdrawalId = (requested.json() as { id: number }).id;
    const listed = await app.inject({
      method: 'GET',
      url: '/api/backoffice/withdrawals/',
      headers: payments.headers,
    });
    expect(listed.json()).toMatchObject({
      items: [
        {
          id: withdrawalId,
          needs_second_approval: true,
          risk_flags: expect.arrayContaining(['first_withdrawal', 'new_address']),
        },
      ],
    });

    const tooEarly = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${withdrawalId}/pay/`,
      headers: payments.headers,
      payload: { tx_id: 'a1b2c3d4e5f60718' },
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toEqual({ detail: 'This withdrawal has not been approved yet.' });

    const reviewed = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${withdrawalId}/approve/`,
      headers: payments.headers,
      payload: {},
    });
    expect(reviewed.statusCode).toBe(202);
    const approvalId = (reviewed.json() as { approval: { id: number } }).approval.id;
    const stillWaiting = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${withdrawalId}/pay/`,
      headers: payments.headers,
      payload: { tx_id: 'a1b2c3d4e5f60718' },
    });
    expect(stillWaiting.statusCode).toBe(409);
    const self = await app.inject({
      method: 'POST',
      url: `/api/backoffice/approvals/${approvalId}/approve/`,
      headers: payments.headers,
      payload: {},
    });
    expect(self.statusCode).toBe(403);

    const approved = await app.inject({
      method: 'POST',
      url: `/api/backoffice/approvals/${approvalId}/approve/`,
      headers: admin.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);

    const paid = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${withdrawalId}/pay/`,
      headers: payments.headers,
      payload: { tx_id: 'a1b2c3d4e5f60718' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      reviewed_by: payments.email,
      approved_by: admin.email,
      paid_by: payments.email,
    });

    const mine = await app.inject({
      method: 'GET',
      url: `/api/frontend/withdrawals/${withdrawalId}/`,
      headers: player.auth,
    });
    expect(mine.json()).toMatchObject({ status: 'paid', tx_id: 'a1b2c3d4e5f60718' });
    expect((await wallet.checkLedger()).ok).toBe(true);

    const { rows } = await db.query<{ action: string; actor: string }>(
      `SELECT action, actor FROM audit_log
        WHERE (subject_type = 'withdrawal' AND subject_id = $1) OR (subject_type = 'document' AND subject_id = $2)
           OR (subject_type = 'approval' AND subject_id = $3)
        ORDER BY id`,
      [String(withdrawalId), String(documentId), String(approvalId)],
    );
    expect(rows.map((r) => `${r.action} ${r.actor}`)).toEqual([
      `document.view ${compliance.email}`,
      `document.verify ${compliance.email}`,
      `approval.request ${payments.email}`,
      `withdrawal.review ${payments.email}`,
      `withdrawal.approve ${admin.email}`,
      `approval.approve ${admin.email}`,
      `withdrawal.pay ${payments.email}`,
    ]);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('pays a withdrawal up to the threshold on one approval, and refuses bad input changing nothing', async () => {
    const payments = await staffSession(ctx, ['payments']);
    const player = await newPlayer();
    await db.query(`UPDATE users SET verification_state = 'verified' WHERE id = $1`, [player.id]);
    await deposit(player.id, 10_000);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      headers: player.auth,
      payload: { amount: 40, provider: 'TRX', token_type: 'USDT', address: TRON_ADDRESS },
    });
    const id = (requested.json() as { id: number }).id;
    for (const payload of [
      {},
      { tx_id: 'short' },
      { tx_id: 'x'.repeat(200) },
      { tx_id: 'good-tx-id-1', extra: 1 },
    ]) {
      const bad = await app.inject({
        method: 'POST',
        url: `/api/backoffice/withdrawals/${id}/pay/`,
        headers: payments.headers,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badReject = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${id}/reject/`,
      headers: payments.headers,
      payload: { reason: '  ' },
    });
    expect(badReject.json()).toEqual({ reason: ['Give a reason for this change.'] });
    const approved = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${id}/approve/`,
      headers: payments.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/backoffice/withdrawals/${id}/approve/`,
          headers: payments.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(409);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${id}/pay/`,
      headers: payments.headers,
      payload: { tx_id: 'good-tx-id-2' },
    });
    expect(paid.json()).toMatchObject({ status: 'paid', approved_by: payments.email });
    const again = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${id}/reject/`,
      headers: payments.headers,
      payload: { reason: 'too late' },
    });
    expect(again.statusCode).toBe(409);
  });
});
