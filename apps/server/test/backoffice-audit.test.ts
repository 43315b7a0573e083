import { describe, expect, it } from 'vitest';
import { recordAudit, verifyAuditChain, operatorActor } from '../src/modules/audit/audit.service.js';
import { backofficeRoutes, SIGNED_IN } from '../src/modules/staff/guard.js';
import { permissionsOf, ROLE_NAMES } from '../src/modules/staff/permissions.js';
import { ManualClock } from '../src/platform/clock.js';
import { must, staffSession, type StaffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-11-28T10:00:00Z'));
const ctx = await buildTestApp({ clock });
const { app, db } = ctx;

/** Runs fn with the audit log's guards off, as a superuser could: what audit:verify must catch. */
async function asSuperuser(sql: string, params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SET LOCAL session_replication_role = replica`);
    await tx.query(sql, params);
  });
}

describe('the audit log', () => {
  it('refuses updates, deletes and truncation', async () => {
    await db.transaction((tx) =>
      recordAudit(tx, clock, {
        actor: operatorActor(),
        action: 'test.entry',
        subject: { type: 'test', id: 1 },
        reason: 'a reason',
        before: { b: 1, a: [1, { z: 1, y: 2 }] },
        after: { a: 2 },
      }),
    );
    await expect(db.query(`UPDATE audit_log SET reason = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
  });

  it('proves the chain, and finds an altered column, an altered payload and a removed tail', async () => {
    for (let i = 0; i < 5; i++) {
      await db.transaction((tx) =>
        recordAudit(tx, clock, {
          actor: operatorActor(),
          action: 'test.entry',
          subject: { type: 'test', id: i },
          reason: `entry ${i}`,
          after: { i },
        }),
      );
    }
    const good = await verifyAuditChain(db);
    expect(good.ok).toBe(true);
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM audit_log WHERE reason = 'entry 2'`);
    const target = Number(must(rows[0]).id);

    await asSuperuser(`UPDATE audit_log SET reason = 'entry two' WHERE id = $1`, [target]);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, firstBadId: target });
    await asSuperuser(`UPDATE audit_log SET reason = 'entry 2' WHERE id = $1`, [target]);
    expect((await verifyAuditChain(db)).ok).toBe(true);

    await asSuperuser(`UPDATE audit_log SET payload = replace(payload, 'entry 2', 'entry X') WHERE id = $1`, [
      target,
    ]);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, firstBadId: target });
    await asSuperuser(`UPDATE audit_log SET payload = replace(payload, 'entry X', 'entry 2') WHERE id = $1`, [
      target,
    ]);
    expect((await verifyAuditChain(db)).ok).toBe(true);

    const { rows: last } = await db.query<{ id: string }>('SELECT max(id) AS id FROM audit_log');
    await asSuperuser('DELETE FROM audit_log WHERE id = $1', [Number(must(last[0]).id)]);
    expect((await verifyAuditChain(db)).ok).toBe(false);
  });
});

/** Server-Sent Events routes answer a stream that stays open until the client leaves. */
const isEventStream = (url: string) => url.endsWith('/events/');

describe('roles and routes', () => {
  it('walks every back-office route for every role: allowed, or 403', async () => {
    const sessions = new Map<string, StaffSession>();
    for (const role of ROLE_NAMES) sessions.set(role, await staffSession(ctx, [role]));
    // Sign-in and set-up are the only routes open without a session.
    const open = backofficeRoutes.filter((r) => r.permission === null).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([
      'GET /api/backoffice/setup/:token/',
      'POST /api/backoffice/session/',
      'POST /api/backoffice/session/totp/',
      'POST /api/backoffice/setup/:token/',
      'POST /api/backoffice/setup/:token/confirm/',
    ]);
    // Signing out (here or everywhere) ends the role's session: those routes go last.
    const endsSession = (url: string) => url.startsWith('/api/backoffice/session/');
    const guarded = backofficeRoutes
      .filter((r) => r.permission !== null)
      .sort((a, b) => Number(endsSession(a.url)) - Number(endsSession(b.url)));
    expect(guarded.length).toBeGreaterThan(10);
    // The sportsbook's trading routes are walked too: read by traders and auditors, changed by traders.
    expect(
      guarded.filter((r) => r.url.startsWith('/api/backoffice/sports/')).map((r) => r.permission),
    ).toEqual(expect.arrayContaining(['sports.read', 'sports.trade']));
    expect(permissionsOf(['trader']).has('sports.trade')).toBe(true);
    expect(permissionsOf(['auditor']).has('sports.trade')).toBe(false);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '999999');
      const anonymous = await app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a session`).toBe(401);
      for (const role of ROLE_NAMES) {
        const session = must(sessions.get(role));
        const allowed =
          route.permission === SIGNED_IN ||
          (route.permission !== null && permissionsOf([role]).has(route.permission));
        // An event stream stays open: for a role it admits, opening it is the stream tests' business.
        if (allowed && isEventStream(route.url)) continue;
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers: session.headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        const label = `${role} ${route.method} ${route.url}`;
        if (allowed) expect(res.statusCode, label).not.toBe(403);
        else expect(res.statusCode, label).toBe(403);
        expect(res.statusCode, label).toBeLessThan(500);
      }
    }
  });
});
