import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/staff/totp.js';
import { ManualClock } from '../src/platform/clock.js';
import { registerPlayer, bearer } from './accounts-helpers.js';
import {
  cookieFrom,
  createActiveStaff,
  signInStaff,
  STAFF_PASSWORD,
  staffSession,
  must,
} from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';

// A clock the tests move: idle expiry, lockouts and TOTP steps depend on it.
const clock = new ManualClock(new Date('2026-11-28T10:00:00Z'));
const ctx = await buildTestApp({ clock });
const { app, db } = ctx;
const nextStep = () => clock.advance(30_000);

async function outboxLink(to: string): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    'SELECT body FROM outbound_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  const link = /https?:\/\/\S+\/backoffice\/setup\/[A-Za-z0-9_-]+/.exec(rows[0]?.body ?? '')?.[0];
  if (!link) throw new Error(`no set-up link mailed to ${to}`);
  return link;
}

describe('the first administrator', () => {
  it('is created on first start with a one-time set-up link in the outbox', async () => {
    const link = await outboxLink('admin@casino.local');
    const token = must(link.split('/').pop());
    const info = await app.inject({ method: 'GET', url: `/api/backoffice/setup/${token}/` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ email: 'admin@casino.local', name: 'Administrator' });

    const short = await app.inject({
      method: 'POST',
      url: `/api/backoffice/setup/${token}/`,
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ password: ['Use at least 12 characters.'] });

    const enrol = await app.inject({
      method: 'POST',
      url: `/api/backoffice/setup/${token}/`,
      payload: { password: STAFF_PASSWORD },
    });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauth_uri } = enrol.json() as { secret: string; otpauth_uri: string };
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);

    const wrong = await app.inject({
      method: 'POST',
      url: `/api/backoffice/setup/${token}/confirm/`,
      payload: { code: totpCode(secret, new Date(clock.now().getTime() + 600_000)) },
    });
    expect(wrong.statusCode).toBe(400);

    const confirm = await app.inject({
      method: 'POST',
      url: `/api/backoffice/setup/${token}/confirm/`,
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json() as { recovery_codes: string[]; staff: { permissions: string[] } };
    expect(body.recovery_codes).toHaveLength(10);
    expect(body.staff.permissions).toContain('staff.manage');
    const cookie = must(confirm.cookies.find((c) => c.name === 'bo_session'));
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/backoffice/',
    });

    // The link works once.
    const again = await app.inject({ method: 'GET', url: `/api/backoffice/setup/${token}/` });
    expect(again.statusCode).toBe(404);

    // A recovery code signs in once.
    nextStep();
    const first = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/',
      payload: { email: 'ADMIN@casino.local', password: STAFF_PASSWORD },
    });
    const challenge = must(cookieFrom(first, 'bo_challenge'));
    const recovery = must(body.recovery_codes[0]);
    const viaRecovery = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/totp/',
      cookies: { bo_challenge: challenge },
      payload: { recovery_code: recovery.toLowerCase() },
    });
    expect(viaRecovery.statusCode).toBe(200);
    const first2 = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/',
      payload: { email: 'admin@casino.local', password: STAFF_PASSWORD },
    });
    const reused = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/totp/',
      cookies: { bo_challenge: must(cookieFrom(first2, 'bo_challenge')) },
      payload: { recovery_code: recovery },
    });
    expect(reused.statusCode).toBe(401);
  });
});

describe('staff sign-in', () => {
  it('refuses a wrong password, a wrong code and a replayed code', async () => {
    const staff = await createActiveStaff(db, clock, ['support']);
    const badPassword = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/',
      payload: { email: staff.email, password: 'not the password' },
    });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json()).toEqual({ detail: 'The e-mail or password is not correct.' });

    const first = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/',
      payload: { email: staff.email, password: STAFF_PASSWORD },
    });
    const challenge = must(cookieFrom(first, 'bo_challenge'));
    const wrongCode = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/totp/',
      cookies: { bo_challenge: challenge },
      payload: { code: totpCode(staff.secret, new Date(clock.now().getTime() + 3_600_000)) },
    });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual({ detail: 'The code is not correct.' });

    nextStep();
    const session = await signInStaff(app, clock, staff);
    expect(session.csrf).toBeTruthy();
    // The same code again, within its 30 seconds: refused.
    const again = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/',
      payload: { email: staff.email, password: STAFF_PASSWORD },
    });
    const replay = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/totp/',
      cookies: { bo_challenge: must(cookieFrom(again, 'bo_challenge')) },
      payload: { code: totpCode(staff.secret, clock.now()) },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'This code has already been used. Wait for the next one.' });
  });

  it('locks the account after five failures in a row, then lets it in after the lock', async () => {
    const staff = await createActiveStaff(db, clock, ['support']);
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/backoffice/session/',
        payload: { email: staff.email, password: `wrong ${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/',
      payload: { email: staff.email, password: STAFF_PASSWORD },
    });
    expect(locked.statusCode).toBe(423);
    expect((locked.json() as { detail: string }).detail).toMatch(/locked/);
    clock.advance(16 * 60_000);
    await expect(signInStaff(app, clock, staff)).resolves.toMatchObject({ id: staff.id });
  });

  it('ends a session idle for 30 minutes, and signs out everywhere', async () => {
    const session = await staffSession(ctx, ['support']);
    const me = () =>
      app.inject({
        method: 'GET',
        url: '/api/backoffice/session/',
        headers: { cookie: session.headers.cookie ?? '' },
      });
    expect((await me()).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await me()).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    const expired = await me();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: 'Your session has ended. Please sign in again.' });

    nextStep();
    const a = await signInStaff(app, clock, session);
    nextStep();
    const b = await signInStaff(app, clock, session);
    const out = await app.inject({
      method: 'POST',
      url: '/api/backoffice/session/everywhere/',
      headers: a.headers,
    });
    expect(out.statusCode).toBe(204);
    const stillB = await app.inject({
      method: 'GET',
      url: '/api/backoffice/session/',
      headers: { cookie: b.headers.cookie ?? '' },
    });
    expect(stillB.statusCode).toBe(401);
  });

  it('refuses a state-changing call without the session CSRF token', async () => {
    const admin = await staffSession(ctx, ['administrator']);
    const payload = { email: 'csrf-victim@casino.test', name: 'Victim', roles: ['support'] };
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/backoffice/staff/',
      headers: { cookie: admin.headers.cookie ?? '' },
      payload,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({
      detail: 'The request could not be verified. Reload the page and try again.',
    });
    const wrongToken = await app.inject({
      method: 'POST',
      url: '/api/backoffice/staff/',
      headers: { cookie: admin.headers.cookie ?? '', 'x-csrf-token': 'x'.repeat(43) },
      payload,
    });
    expect(wrongToken.statusCode).toBe(403);
    const { rows } = await db.query('SELECT 1 FROM staff WHERE email = $1', [payload.email]);
    expect(rows).toHaveLength(0);
  });

  it('never opens a back-office route to a player token, nor a player route to a staff session', async () => {
    const player = await registerPlayer(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/backoffice/session/',
      headers: bearer(player.access),
    });
    expect(res.statusCode).toBe(401);
    const admin = await staffSession(ctx, ['administrator']);
    const wallet = await app.inject({
      method: 'GET',
      url: '/api/frontend/wallet/me/',
      headers: admin.headers,
    });
    expect(wallet.statusCode).toBe(401);
  });
});

describe('staff administration', () => {
  it('creates an account whose set-up link is shown once and mailed; bad input changes nothing', async () => {
    const admin = await staffSession(ctx, ['administrator']);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/backoffice/staff/',
      headers: admin.headers,
      payload: { email: 'not-an-email', name: '', roles: ['wizard'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object).sort()).toEqual(['email', 'name', 'roles']);

    const created = await app.inject({
      method: 'POST',
      url: '/api/backoffice/staff/',
      headers: admin.headers,
      payload: { email: 'Officer@Casino.test', name: 'Pay Officer', roles: ['payments'] },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json() as { staff: { id: number; status: string }; setup_url: string };
    expect(body.staff.status).toBe('invited');
    expect(await outboxLink('officer@casino.test')).toBe(body.setup_url);

    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/backoffice/staff/',
      headers: admin.headers,
      payload: { email: 'officer@casino.test', name: 'Again', roles: ['payments'] },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ email: ['A staff account with this e-mail already exists.'] });

    const list = await app.inject({
      method: 'GET',
      url: '/api/backoffice/staff/?q=officer&sort=email&order=asc',
      headers: admin.headers,
    });
    expect(list.json()).toMatchObject({ total: 1, page: 1, items: [{ email: 'officer@casino.test' }] });
    const csv = await app.inject({
      method: 'GET',
      url: '/api/backoffice/staff/?q=officer&format=csv',
      headers: admin.headers,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[1]).toContain('officer@casino.test');
  });

  it('changes roles only with a second administrator: no self-approval, no duplicate, applied once', async () => {
    const maker = await staffSession(ctx, ['administrator']);
    const checker = await staffSession(ctx, ['administrator']);
    const third = await staffSession(ctx, ['administrator']);
    const target = await createActiveStaff(db, clock, ['support']);
    const ask = () =>
      app.inject({
        method: 'POST',
        url: `/api/backoffice/staff/${target.id}/roles/`,
        headers: maker.headers,
        payload: { roles: ['support', 'compliance'], reason: 'covers KYC on weekends' },
      });
    const pending = await ask();
    expect(pending.statusCode).toBe(202);
    const request = pending.json() as { id: number; before: unknown; after: unknown; reason: string };
    expect(request.before).toEqual({ email: target.email, roles: ['support'] });
    expect(request.after).toEqual({ email: target.email, roles: ['compliance', 'support'] });
    expect((await ask()).statusCode).toBe(409);

    const self = await app.inject({
      method: 'POST',
      url: `/api/backoffice/approvals/${request.id}/approve/`,
      headers: maker.headers,
      payload: {},
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({
      detail: 'A request must be approved by someone other than the person who made it.',
    });
    const noPermission = await staffSession(ctx, ['compliance']);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/backoffice/approvals/${request.id}/approve/`,
      headers: noPermission.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);

    // Two approvers at the same moment: one applies it, the other finds it decided.
    const [a, b] = await Promise.all(
      [checker, third].map((s) =>
        app.inject({
          method: 'POST',
          url: `/api/backoffice/approvals/${request.id}/approve/`,
          headers: s.headers,
          payload: {},
        }),
      ),
    );
    expect([must(a).statusCode, must(b).statusCode].sort()).toEqual([200, 409]);
    const { rows } = await db.query<{ roles: string[] }>('SELECT roles FROM staff WHERE id = $1', [
      target.id,
    ]);
    expect(must(rows[0]).roles).toEqual(['compliance', 'support']);
    const { rows: entries } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'staff.roles' AND subject_id = $1`,
      [String(target.id)],
    );
    expect(must(entries[0]).n).toBe(1);
  });
});
