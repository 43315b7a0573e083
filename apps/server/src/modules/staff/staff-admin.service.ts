import type { Deps } from '../../platform/deps.js';
import type { Queryable } from '../../platform/db/types.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/db/types.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/http/errors.js';
import { approvalsOf, declareApprovalKind, type ApplyContext } from '../approvals/approvals.service.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { isRole, ROLE_NAMES } from './permissions.js';
import { issueSetupLink } from './staff-auth.service.js';
import { staffRepository, type StaffRow } from './staff.repository.js';

/** A staff account as the console shows it: never a hash or a secret. */
export function presentStaff(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    status: row.status,
    two_factor: row.totp_secret !== null,
    locked_until: row.locked_until ? new Date(row.locked_until).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    last_sign_in_at: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
  };
}

async function mailSetupLink(
  deps: Pick<Deps, 'mailer'>,
  staff: { email: string; name: string },
  url: string,
) {
  await deps.mailer.send({
    channel: 'email',
    recipient: staff.email,
    subject: 'Your back-office account',
    body: `Hello ${staff.name},\n\nSet your password and two-factor sign-in for the Royal Flush Casino back office:\n${url}\n\nThe link works once, for 72 hours.`,
  });
}

async function lockedStaff(tx: Queryable, id: number): Promise<StaffRow> {
  const staff = await staffRepository(tx).byId(id, true);
  if (!staff) throw notFound();
  return staff;
}

/** The number of active administrators other than staffId: the console never loses its last one. */
async function otherActiveAdministrators(tx: Queryable, staffId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM staff WHERE id <> $1 AND status = 'active' AND 'administrator' = ANY (roles)`,
    [staffId],
  );
  return rows[0]?.n ?? 0;
}

// Four-eyes kinds of the staff module (docs/decisions/029).
declareApprovalKind({
  kind: 'staff.roles',
  permission: 'staff.manage',
  async apply(tx, payload, ctx: ApplyContext) {
    const id = Number(payload.staff_id);
    const roles = (payload.roles as string[]).filter(isRole);
    const staff = await lockedStaff(tx, id);
    if (
      !roles.includes('administrator') &&
      staff.roles.includes('administrator') &&
      (await otherActiveAdministrators(tx, id)) === 0
    )
      throw conflict('staff_not_self');
    await staffRepository(tx).update(id, { roles });
    await recordAudit(tx, ctx.deps.clock, {
      actor: ctx.checker,
      action: 'staff.roles',
      subject: { type: 'staff', id },
      reason: ctx.request.reason,
      before: { roles: staff.roles },
      after: { roles },
      details: { approval_id: ctx.request.id, maker_id: ctx.request.maker_id },
    });
    return { roles };
  },
});

declareApprovalKind({
  kind: 'staff.reset_2fa',
  permission: 'staff.manage',
  async apply(tx, payload, ctx: ApplyContext) {
    const id = Number(payload.staff_id);
    const staff = await lockedStaff(tx, id);
    const now = ctx.deps.clock.now();
    const r = staffRepository(tx);
    await r.update(id, {
      status: staff.status === 'blocked' ? 'blocked' : 'invited',
      password_hash: null,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
    });
    await r.replaceRecoveryCodes(id, []);
    await r.revokeAllSessions(id, now);
    const url = await issueSetupLink(tx, ctx.deps, id);
    ctx.afterCommit(() => mailSetupLink(ctx.deps, staff, url));
    await recordAudit(tx, ctx.deps.clock, {
      actor: ctx.checker,
      action: 'staff.reset_2fa',
      subject: { type: 'staff', id },
      reason: ctx.request.reason,
      before: { status: staff.status, two_factor: staff.totp_secret !== null },
      after: { status: staff.status === 'blocked' ? 'blocked' : 'invited', two_factor: false },
      details: { approval_id: ctx.request.id, maker_id: ctx.request.maker_id },
    });
    // The new link goes to the staff member's mailbox only: it is a credential, not a result to keep.
    return { mailed_to: staff.email };
  },
});

declareApprovalKind({
  kind: 'staff.unblock',
  permission: 'staff.manage',
  async apply(tx, payload, ctx: ApplyContext) {
    const id = Number(payload.staff_id);
    const staff = await lockedStaff(tx, id);
    if (staff.status !== 'blocked') throw conflict('approval_decided');
    const status = staff.totp_secret && staff.password_hash ? 'active' : 'invited';
    await staffRepository(tx).update(id, { status, failed_sign_ins: 0, locked_until: null });
    await recordAudit(tx, ctx.deps.clock, {
      actor: ctx.checker,
      action: 'staff.unblock',
      subject: { type: 'staff', id },
      reason: ctx.request.reason,
      before: { status: 'blocked' },
      after: { status },
      details: { approval_id: ctx.request.id, maker_id: ctx.request.maker_id },
    });
    return { status };
  },
});

export function staffAdminOf(deps: Deps) {
  const { db, clock } = deps;
  const approvals = approvalsOf(deps);

  async function requestAbout(
    id: number,
    maker: StaffActor,
    kind: string,
    reason: string,
    describe: (staff: StaffRow) => { payload: Record<string, unknown>; before: unknown; after: unknown },
  ) {
    if (id === maker.staffId) throw forbidden('staff_not_self');
    return db.transaction(async (tx) => {
      const staff = await staffRepository(tx).byId(id);
      if (!staff) throw notFound();
      const { payload, before, after } = describe(staff);
      return approvals.request(tx, {
        kind,
        subjectKey: `staff:${id}`,
        payload,
        before,
        after,
        reason,
        maker,
      });
    });
  }

  return {
    async list(options: Parameters<ReturnType<typeof staffRepository>['list']>[0]) {
      const { rows, total } = await staffRepository(db).list(options);
      return { items: rows.map(presentStaff), total };
    },

    async get(id: number) {
      const staff = await staffRepository(db).byId(id);
      if (!staff) throw notFound();
      return presentStaff(staff);
    },

    /** A new account with its roles, and its one-time set-up link (shown once, and mailed). */
    async create(input: { email: string; name: string; roles: string[] }, maker: StaffActor) {
      const roles = [...new Set(input.roles)].filter(isRole);
      const { staff, url } = await db.transaction(async (tx) => {
        let row: StaffRow;
        try {
          row = await staffRepository(tx).insert({
            ...input,
            roles,
            createdBy: maker.staffId,
            now: clock.now(),
          });
        } catch (err) {
          if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw fieldError('email', 'staff_email_taken');
          throw err;
        }
        const link = await issueSetupLink(tx, deps, row.id);
        await recordAudit(tx, clock, {
          actor: maker,
          action: 'staff.create',
          subject: { type: 'staff', id: row.id },
          after: { email: row.email, name: row.name, roles },
        });
        return { staff: row, url: link };
      });
      await mailSetupLink(deps, staff, url);
      return { staff: presentStaff(staff), setup_url: url };
    },

    changeRoles(id: number, roles: string[], reason: string, maker: StaffActor) {
      const wanted = [...new Set(roles)]
        .filter(isRole)
        .sort((a, b) => ROLE_NAMES.indexOf(a) - ROLE_NAMES.indexOf(b));
      return requestAbout(id, maker, 'staff.roles', reason, (staff) => ({
        payload: { staff_id: id, roles: wanted },
        before: { email: staff.email, roles: staff.roles },
        after: { email: staff.email, roles: wanted },
      }));
    },

    resetTwoFactor(id: number, reason: string, maker: StaffActor) {
      return requestAbout(id, maker, 'staff.reset_2fa', reason, (staff) => ({
        payload: { staff_id: id },
        before: { email: staff.email, two_factor: staff.totp_secret !== null },
        after: { email: staff.email, two_factor: false, setup_link: 'mailed' },
      }));
    },

    unblock(id: number, reason: string, maker: StaffActor) {
      return requestAbout(id, maker, 'staff.unblock', reason, (staff) => ({
        payload: { staff_id: id },
        before: { email: staff.email, status: staff.status },
        after: { email: staff.email, status: 'active' },
      }));
    },

    /** Blocking takes effect at once (it only takes access away); lifting it needs a second person. */
    async block(id: number, reason: string, maker: StaffActor) {
      if (id === maker.staffId) throw forbidden('staff_not_self');
      return db.transaction(async (tx) => {
        const staff = await lockedStaff(tx, id);
        if (staff.status === 'blocked') return presentStaff(staff);
        if (staff.roles.includes('administrator') && (await otherActiveAdministrators(tx, id)) === 0)
          throw conflict('staff_not_self');
        const r = staffRepository(tx);
        await r.update(id, { status: 'blocked' });
        await r.revokeAllSessions(id, clock.now());
        await recordAudit(tx, clock, {
          actor: maker,
          action: 'staff.block',
          subject: { type: 'staff', id },
          reason,
          before: { status: staff.status },
          after: { status: 'blocked' },
        });
        return presentStaff({ ...staff, status: 'blocked' });
      });
    },

    async sessions(id: number) {
      const rows = await staffRepository(db).sessionsOf(id, clock.now());
      return rows.map((s) => ({
        id: s.id,
        address: s.address,
        user_agent: s.user_agent,
        created_at: new Date(s.created_at).toISOString(),
        last_seen_at: new Date(s.last_seen_at).toISOString(),
      }));
    },
  };
}
