import { describe, expect, it } from 'vitest';
import { PlayerCommandError, runPlayerCommand } from '../src/modules/player-page/player-page.ops.js';
import { checkMoneyPath } from '../src/modules/wallet/ledger-check.js';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import { ManualClock } from '../src/platform/clock.js';
import {
  bearer,
  countRows,
  registerPlayer,
  registrationBody,
  STRONG_PASSWORD,
  type RegisteredPlayer,
} from './accounts-helpers.js';
import { must, staffSession, type StaffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-11-28T10:00:00Z'));
const ctx = await buildTestApp({ clock });
const { app, db } = ctx;

const base = (id: number) => `/api/backoffice/players/${id}`;

function get(staff: StaffSession, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: staff.headers.cookie ?? '' } });
}
function post(staff: StaffSession, url: string, payload: unknown = {}) {
  return app.inject({ method: 'POST', url, headers: staff.headers, payload: payload as object });
}

async function auditEntries(action: string, subjectId: number, staffId?: number) {
  const { rows } = await db.query<{ action: string; reason: string | null; before: unknown; after: unknown }>(
    `SELECT action, reason, before, after FROM audit_log
      WHERE action = $1 AND subject_type = 'player' AND subject_id = $2 AND ($3::bigint IS NULL OR staff_id = $3)
      ORDER BY id`,
    [action, String(subjectId), staffId ?? null],
  );
  return rows;
}

function signIn(player: RegisteredPlayer) {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/token/',
    payload: { email: player.email, password: STRONG_PASSWORD },
  });
}

/** Files an adjustment as maker and has checker approve it: the way money reaches a test player here. */
async function fund(maker: StaffSession, checker: StaffSession, playerId: number, amount: number) {
  const filed = await post(maker, `${base(playerId)}/adjustments/`, {
    amount,
    account: 'cash',
    reason: 'test funds',
  });
  expect(filed.statusCode, filed.body).toBe(202);
  const approved = await post(
    checker,
    `/api/backoffice/approvals/${filed.json<{ id: number }>().id}/approve/`,
  );
  expect(approved.statusCode, approved.body).toBe(200);
}

describe('the player page', () => {
  it('shows each role what it may see: support no payments, marketing masked personal data', async () => {
    const player = await registerPlayer(app);
    const support = await staffSession(ctx, ['support']);
    const marketing = await staffSession(ctx, ['marketing']);
    const payments = await staffSession(ctx, ['payments']);

    const bySupport = await get(support, `${base(player.id)}/`);
    expect(bySupport.statusCode).toBe(200);
    expect(bySupport.json()).toMatchObject({
      id: player.id,
      email: player.email,
      personal_visible: true,
      balances: null,
      status: 'active',
    });
    for (const section of ['ledger', 'withdrawals', 'deposits'])
      expect((await get(support, `${base(player.id)}/${section}/`)).statusCode, section).toBe(403);
    expect((await get(support, `${base(player.id)}/rounds/`)).statusCode).toBe(200);
    expect((await get(support, `${base(player.id)}/documents/`)).statusCode).toBe(200);

    const byMarketing = (await get(marketing, `${base(player.id)}/`)).json<Record<string, unknown>>();
    expect(byMarketing.personal_visible).toBe(false);
    expect(byMarketing.email).not.toContain(player.email.split('@')[0]);
    expect(byMarketing.email).toMatch(/^p\*\*\*@\*\*\*\.com$/);
    expect(byMarketing).toMatchObject({
      first_name: 'A***',
      last_name: 'L***',
      date_of_birth: null,
      balances: null,
    });
    expect((await get(marketing, `${base(player.id)}/documents/`)).statusCode).toBe(403);

    const byPayments = (await get(payments, `${base(player.id)}/`)).json<Record<string, unknown>>();
    expect(byPayments.balances).toEqual({ cash: 0, bonus: 0, held: 0 });
    expect((await get(payments, `${base(player.id)}/ledger/`)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      page_size: 50,
    });

    // Each view of personal data is in the audit log, attributed; the masked view is not.
    expect(await auditEntries('player.view', player.id, support.id)).toHaveLength(2); // profile, documents
    expect(await auditEntries('player.view', player.id, marketing.id)).toHaveLength(0);
    expect((await get(support, `${base(player.id)}/nowhere/`)).statusCode).toBe(404);
    expect((await get(support, `${base(99_999_999)}/`)).statusCode).toBe(404);
  });

  it('links players sharing a device, an address or a name and birth date', async () => {
    const register = async (ip: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/frontend/user/register/',
        remoteAddress: ip,
        headers: { 'x-device-id': 'device-shared-by-two-0001' },
        payload: registrationBody({ first_name: 'Zed', last_name: 'Quill', date_of_birth: '1985-02-03' }),
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const first = await register('10.9.9.1');
    const second = await register('10.9.9.1');
    const support = await staffSession(ctx, ['support']);
    const linked = (await get(support, `${base(first)}/linked/`)).json<{
      items: Array<{ id: number; links: string[]; shared: string[] }>;
    }>();
    expect(linked.items).toHaveLength(1);
    expect(linked.items[0]).toMatchObject({ id: second, links: ['device', 'identity', 'ip'] });
    expect(linked.items[0]?.shared).toContain('10.9.9.1');
  });

  it('exports a section to CSV and records the export', async () => {
    const player = await registerPlayer(app);
    const compliance = await staffSession(ctx, ['compliance']);
    const res = await get(compliance, `${base(player.id)}/sessions/?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.split('\r\n')[0]).toBe('id,at,source,ip,device,user_agent');
    expect(res.body).toContain(',register,10.0.0.1,');
    expect(await auditEntries('player.export', player.id, compliance.id)).toHaveLength(1);
    const paged = await get(compliance, `${base(player.id)}/sessions/?page=0`);
    expect(paged.statusCode).toBe(400);
  });

  it('blocks with a reason: the player cannot sign in or refresh; lifting it needs a second person', async () => {
    const player = await registerPlayer(app);
    const support = await staffSession(ctx, ['support']);
    const other = await staffSession(ctx, ['support']);

    const noReason = await post(support, `${base(player.id)}/restrict/`, { status: 'blocked', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toHaveProperty('reason');
    expect((await signIn(player)).statusCode).toBe(200);

    const blocked = await post(support, `${base(player.id)}/restrict/`, {
      status: 'blocked',
      reason: 'chargeback fraud',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ status: 'blocked', status_reason: 'chargeback fraud' });
    expect(await auditEntries('player.block', player.id, support.id)).toEqual([
      {
        action: 'player.block',
        reason: 'chargeback fraud',
        before: { status: 'active', reason: null },
        after: { status: 'blocked', reason: 'chargeback fraud' },
      },
    ]);

    const refused = await signIn(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'This account is blocked. Please contact support.' });
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/refresh/',
      payload: { refresh: player.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const deposit = await app.inject({
      method: 'POST',
      url: '/api/frontend/payment/deposit/',
      headers: bearer(player.access),
      payload: { provider: 'TRX', token_type: 'USDT', usd_amount: 20 },
    });
    expect(deposit.statusCode, deposit.body).toBe(403);

    // Lifting: a request, not a change; the maker cannot approve it, another support member can.
    const request = await post(support, `${base(player.id)}/unblock/`, { reason: 'cleared by the bank' });
    expect(request.statusCode, request.body).toBe(202);
    const approvalId = request.json<{ id: number }>().id;
    expect((await post(support, `${base(player.id)}/unblock/`, { reason: 'again' })).statusCode).toBe(409);
    expect((await get(support, `${base(player.id)}/`)).json()).toMatchObject({
      status: 'blocked',
      pending_approvals: [{ id: approvalId, kind: 'player.unblock' }],
    });
    const own = await post(support, `/api/backoffice/approvals/${approvalId}/approve/`);
    expect(own.statusCode).toBe(403);
    expect((await signIn(player)).statusCode).toBe(403);
    const approved = await post(other, `/api/backoffice/approvals/${approvalId}/approve/`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await signIn(player)).statusCode).toBe(200);
    expect(await auditEntries('player.unblock', player.id, other.id)).toHaveLength(1);
  });

  it('adjusts a balance only with a second person, once, through the ledger', async () => {
    const player = await registerPlayer(app);
    const maker = await staffSession(ctx, ['payments']);
    const checkerA = await staffSession(ctx, ['payments']);
    const checkerB = await staffSession(ctx, ['administrator']);
    const support = await staffSession(ctx, ['support']);
    const url = `${base(player.id)}/adjustments/`;
    const requests = () => countRows(db, 'SELECT 1 FROM approval_requests');

    // Bad input: a clear 400 or 404 and nothing filed.
    const before = await requests();
    for (const [payload, field] of [
      [{ amount: 'ten', account: 'cash', reason: 'x' }, 'amount'],
      [{ amount: 0, account: 'cash', reason: 'x' }, 'amount'],
      [{ amount: 1.234, account: 'cash', reason: 'x' }, 'amount'],
      [{ amount: 10, account: 'gold', reason: 'x' }, 'account'],
      [{ amount: 10, account: 'cash' }, 'reason'],
      [{ amount: -5, account: 'cash', reason: 'more than the balance' }, 'amount'],
      [{ amount: 5, account: 'bonus', reason: 'no active bonus' }, 'account'],
    ] as const) {
      const res = await post(maker, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toHaveProperty(field);
    }
    expect(
      (await post(maker, `${base(99_999_999)}/adjustments/`, { amount: 5, account: 'cash', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await post(support, url, { amount: 5, account: 'cash', reason: 'x' })).statusCode).toBe(403);
    const noCsrf = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: maker.headers.cookie ?? '' },
      payload: { amount: 5, account: 'cash', reason: 'x' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await requests()).toBe(before);

    const filed = await post(maker, url, {
      amount: '50.25',
      account: 'cash',
      reason: 'goodwill after an outage',
    });
    expect(filed.statusCode, filed.body).toBe(202);
    const request = filed.json<{ id: number; before: unknown; after: unknown; status: string }>();
    expect(request).toMatchObject({
      status: 'pending',
      before: { cash_cents: 0 },
      after: { cash_cents: 5025 },
    });
    expect((await post(maker, url, { amount: 1, account: 'cash', reason: 'a second one' })).statusCode).toBe(
      409,
    );
    expect((await walletOf(ctx).getBalances(player.id)).cashCents).toBe(0);

    expect((await post(maker, `/api/backoffice/approvals/${request.id}/approve/`)).statusCode).toBe(403);
    // Two checkers at once: one applies it, the other finds it decided.
    const both = await Promise.all([
      post(checkerA, `/api/backoffice/approvals/${request.id}/approve/`),
      post(checkerB, `/api/backoffice/approvals/${request.id}/approve/`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await walletOf(ctx).getBalances(player.id)).cashCents).toBe(5025);
    expect(
      await countRows(
        db,
        `SELECT 1 FROM transfers WHERE kind = 'adjustment' AND reference ->> 'approval_id' = $1`,
        [String(request.id)],
      ),
    ).toBe(1);
    const applied = await auditEntries('balance.adjust', player.id);
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({
      reason: 'goodwill after an outage',
      before: { cash_cents: 0 },
      after: { cash_cents: 5025 },
    });

    // A debit back to the house, and the ledger's history shows both.
    const debit = await post(maker, url, { amount: -25.25, account: 'cash', reason: 'duplicate goodwill' });
    expect(debit.statusCode).toBe(202);
    expect(
      (await post(checkerA, `/api/backoffice/approvals/${debit.json<{ id: number }>().id}/approve/`))
        .statusCode,
    ).toBe(200);
    const ledger = (await get(maker, `${base(player.id)}/ledger/`)).json<{
      items: Array<{ amount: number; kind: string }>;
      total: number;
    }>();
    expect(ledger.total).toBe(2);
    expect(ledger.items.map((i) => [i.kind, i.amount])).toEqual([
      ['adjustment', -25.25],
      ['adjustment', 50.25],
    ]);
    expect((await get(maker, `${base(player.id)}/`)).json()).toMatchObject({
      balances: { cash: 25, bonus: 0, held: 0 },
    });

    const report = await checkMoneyPath(ctx);
    expect(report.ok, JSON.stringify(report.checks.filter((c) => c.total > 0))).toBe(true);
  });

  it('grants and cancels bonuses: above the threshold a second person approves', async () => {
    const player = await registerPlayer(app);
    const marketing = await staffSession(ctx, ['marketing']);
    const other = await staffSession(ctx, ['marketing']);
    const url = `${base(player.id)}/bonuses/`;

    expect(
      (await post(marketing, url, { terms_code: 'welcome-1', amount: 10, reason: 'x' })).statusCode,
    ).toBe(400);
    expect((await post(marketing, url, { terms_code: 'nope', amount: 10, reason: 'x' })).statusCode).toBe(
      400,
    );

    const granted = await post(marketing, url, {
      terms_code: 'reload-weekly',
      amount: 20,
      reason: 'birthday gesture',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const bonusId = granted.json<{ player_bonus_id: number }>().player_bonus_id;
    expect((await walletOf(ctx).getBalances(player.id)).bonusCents).toBe(2000);
    expect(await auditEntries('bonus.grant', player.id, marketing.id)).toHaveLength(1);
    expect(
      (await post(marketing, url, { terms_code: 'reload-weekly', amount: 5, reason: 'twice' })).statusCode,
    ).toBe(409);

    const cancelled = await post(marketing, `${url}${bonusId}/cancel/`, { reason: 'granted by mistake' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ state: 'cancelled', written_off: 20 });
    expect((await post(marketing, `${url}${bonusId}/cancel/`, { reason: 'again' })).statusCode).toBe(409);

    const large = await post(marketing, url, {
      terms_code: 'reload-weekly',
      amount: 500,
      reason: 'VIP retention',
    });
    expect(large.statusCode, large.body).toBe(202);
    const approvalId = large.json<{ approval: { id: number } }>().approval.id;
    expect((await walletOf(ctx).getBalances(player.id)).bonusCents).toBe(0);
    expect((await post(other, `/api/backoffice/approvals/${approvalId}/approve/`)).statusCode).toBe(200);
    expect((await walletOf(ctx).getBalances(player.id)).bonusCents).toBe(50_000);
    const bonuses = (await get(marketing, `${base(player.id)}/bonuses/`)).json<{
      items: Array<{ state: string }>;
    }>();
    expect(bonuses.items.map((b) => b.state)).toEqual(['active', 'cancelled']);
    expect((await checkMoneyPath(ctx)).ok).toBe(true);
  });

  it('keeps notes and labels, audited', async () => {
    const player = await registerPlayer(app);
    const support = await staffSession(ctx, ['support']);
    const note = await post(support, `${base(player.id)}/notes/`, {
      body: 'Asked about the wheel.\nPolite.',
    });
    expect(note.statusCode).toBe(201);
    expect((await post(support, `${base(player.id)}/notes/`, { body: '' })).statusCode).toBe(400);
    expect((await post(support, `${base(player.id)}/labels/`, { label: 'VIP' })).json()).toEqual({
      labels: ['vip'],
    });
    expect((await post(support, `${base(player.id)}/labels/`, { label: 'no spaces' })).statusCode).toBe(400);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${base(player.id)}/labels/vip/`,
      headers: support.headers,
    });
    expect(removed.json()).toEqual({ labels: [] });
    const notes = (await get(support, `${base(player.id)}/notes/`)).json<{
      items: Array<{ body: string }>;
    }>();
    expect(notes.items.map((n) => n.body)).toEqual(['Asked about the wheel.\nPolite.']);
    expect((await get(support, `${base(player.id)}/`)).json()).toMatchObject({ notes_count: 1, labels: [] });
    expect(await auditEntries('player.note', player.id)).toHaveLength(1);
    expect(await auditEntries('player.label', player.id)).toHaveLength(1);
    expect(await auditEntries('player.unlabel', player.id)).toHaveLength(1);
  });

  it('closes an account only without funds, and mails a password reset', async () => {
    const player = await registerPlayer(app);
    const compliance = await staffSession(ctx, ['compliance']);
    const payments = await staffSession(ctx, ['payments']);
    const checker = await staffSession(ctx, ['payments']);
    await fund(payments, checker, player.id, 3);
    expect((await post(compliance, `${base(player.id)}/close/`, { reason: 'player asked' })).statusCode).toBe(
      409,
    );
    const back = await post(payments, `${base(player.id)}/adjustments/`, {
      amount: -3,
      account: 'cash',
      reason: 'returned',
    });
    expect(
      (await post(checker, `/api/backoffice/approvals/${back.json<{ id: number }>().id}/approve/`))
        .statusCode,
    ).toBe(200);
    const closed = await post(compliance, `${base(player.id)}/close/`, { reason: 'player asked' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await signIn(player)).statusCode).toBe(403);
    expect(
      (await post(compliance, `${base(player.id)}/restrict/`, { status: 'suspended', reason: 'x' }))
        .statusCode,
    ).toBe(409);

    const other = await registerPlayer(app);
    const reset = await post(compliance, `${base(other.id)}/password-reset/`);
    expect(reset.statusCode).toBe(204);
    expect(
      await countRows(db, 'SELECT 1 FROM outbound_messages WHERE recipient = $1 AND body LIKE $2', [
        other.email,
        '%/password/reset/confirm/%',
      ]),
    ).toBe(1);
    expect(await auditEntries('player.password_reset', other.id, compliance.id)).toHaveLength(1);
    must(other);
  });

  it('blocks and suspends from the command line through the same service, audited as the operator', async () => {
    const player = await registerPlayer(app);
    const lines: string[] = [];
    const ops = (...args: string[]) => runPlayerCommand(args, ctx, (l) => lines.push(l));
    expect(await ops('player:suspend', String(player.id), 'responsible', 'gambling', 'review')).toBe(true);
    expect(lines).toEqual([`player ${player.id}: suspended ("responsible gambling review")`]);
    expect((await signIn(player)).statusCode).toBe(200);
    await ops('player:block', String(player.id), 'fraud');
    expect((await signIn(player)).statusCode).toBe(403);
    const entries = await auditEntries('player.block', player.id);
    expect(entries).toEqual([
      expect.objectContaining({
        reason: 'fraud',
        before: { status: 'suspended', reason: 'responsible gambling review' },
      }),
    ]);
    await ops('player:show', String(player.id));
    expect(lines.at(-3)).toBe(
      `player ${player.id} (${player.email.split('@')[0] ?? ''}): blocked ("fraud"), unverified`,
    );
    await expect(ops('player:block', String(player.id), 'again')).rejects.toThrow(
      /refused: The account is blocked already/,
    );
    await expect(ops('player:block', String(player.id))).rejects.toBeInstanceOf(PlayerCommandError);
    await expect(ops('player:show', 'abc')).rejects.toThrow(/expected a player id/);
    expect(await runPlayerCommand(['ledger:check'], ctx)).toBe(false);
  });
});
