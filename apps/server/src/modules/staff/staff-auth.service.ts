import crypto from 'node:crypto';
import type { Deps } from '../../platform/deps.js';
import type { Queryable } from '../../platform/db/types.js';
import { detailError, fieldError, notAuthenticated } from '../../platform/http/errors.js';
import type { AppError } from '../../platform/http/errors.js';
import { checkPassword, hashPassword } from '../accounts/passwords.js';
import { randomToken, sha256 } from '../accounts/secret-tokens.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { permissionsOf, type Permission } from './permissions.js';
import { staffRepository, type StaffRow } from './staff.repository.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';
import './staff.messages.js';

// docs/decisions/029: the sign-in's limits.
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;
export const SETUP_LINK_TTL_MS = 72 * 3600_000;
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MS = 15 * 60_000;
export const MIN_STAFF_PASSWORD = 12;
const RECOVERY_CODES = 10;
// A session's last-seen time is written at most this often, not on every request.
const TOUCH_EVERY_MS = 60_000;

/** The signed-in staff member a guarded request acts as. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  roles: string[];
  permissions: Set<Permission>;
  sessionId: number;
  csrfToken: string;
}

export interface ClientContext {
  address: string | null;
  userAgent: string | null;
}

export interface IssuedSession {
  token: string;
  principal: StaffPrincipal;
}

function principalOf(staff: StaffRow, sessionId: number, csrfToken: string): StaffPrincipal {
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    roles: staff.roles,
    permissions: permissionsOf(staff.roles),
    sessionId,
    csrfToken,
  };
}

const actorFor = (staff: StaffRow, ctx: ClientContext): Actor => ({
  type: 'staff',
  staffId: staff.id,
  label: staff.email,
  address: ctx.address,
});

/** A recovery code as shown once: ten base32 characters in two groups, e.g. 7KQ2M-XW4PA. */
function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A new one-time set-up link for staffId (the ones before it stop working). */
export async function issueSetupLink(
  tx: Queryable,
  deps: Pick<Deps, 'clock' | 'config'>,
  staffId: number,
): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  await staffRepository(tx).insertSetupToken(
    staffId,
    sha256(token),
    new Date(now.getTime() + SETUP_LINK_TTL_MS),
    now,
  );
  return `${deps.config.backoffice.publicUrl}/backoffice/setup/${token}`;
}

export function staffAuthOf(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'rateLimiter'>) {
  const { db, clock } = deps;
  const repo = staffRepository(db);

  async function openSession(tx: Queryable, staff: StaffRow, ctx: ClientContext): Promise<IssuedSession> {
    const token = randomToken();
    const now = clock.now();
    const session = await staffRepository(tx).insertSession({
      staffId: staff.id,
      kind: 'session',
      tokenHash: sha256(token),
      csrfToken: randomToken(),
      address: ctx.address,
      userAgent: ctx.userAgent,
      now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
    });
    return { token, principal: principalOf(staff, session.id, session.csrf_token) };
  }

  /** Counts a failed password or code; the fifth in a row locks the account for a while. */
  async function countFailure(staff: StaffRow, ctx: ClientContext, what: string): Promise<void> {
    const failed = staff.failed_sign_ins + 1;
    const locks = failed >= MAX_FAILED_SIGN_INS;
    await db.transaction(async (tx) => {
      await staffRepository(tx).update(staff.id, {
        failed_sign_ins: locks ? 0 : failed,
        ...(locks ? { locked_until: new Date(clock.now().getTime() + LOCK_MS) } : {}),
      });
      await recordAudit(tx, clock, {
        actor: actorFor(staff, ctx),
        action: locks ? 'staff.locked' : 'staff.sign_in_failed',
        subject: { type: 'staff', id: staff.id },
        details: { failed: what },
      });
    });
  }

  function refuseLocked(staff: StaffRow): void {
    if (staff.status === 'blocked') throw detailError(403, 'staff_blocked');
    const until = staff.locked_until ? new Date(staff.locked_until).getTime() : 0;
    const left = until - clock.now().getTime();
    if (left > 0) throw detailError(423, 'staff_locked', { minutes: Math.ceil(left / 60_000) });
  }

  return {
    /** Password step: a five-minute challenge for the code step, or 401 for wrong credentials. */
    async signIn(email: string, password: string, ctx: ClientContext): Promise<string> {
      await deps.rateLimiter.hit(`staff-sign-in:address:${ctx.address ?? 'unknown'}`, 30, 900);
      await deps.rateLimiter.hit(`staff-sign-in:email:${email.toLowerCase()}`, 10, 900);
      const staff = await repo.byEmail(email);
      // The hash is checked even for an unknown e-mail, so the answer's time tells nothing.
      const passwordOk = await checkPassword(staff?.password_hash, password);
      if (!staff || staff.status === 'invited') throw notAuthenticated('staff_credentials_invalid');
      refuseLocked(staff);
      if (!passwordOk) {
        await countFailure(staff, ctx, 'password');
        throw notAuthenticated('staff_credentials_invalid');
      }
      const token = randomToken();
      const now = clock.now();
      await repo.insertSession({
        staffId: staff.id,
        kind: 'challenge',
        tokenHash: sha256(token),
        csrfToken: randomToken(),
        address: ctx.address,
        userAgent: ctx.userAgent,
        now,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      });
      return token;
    },

    /** Code step: a TOTP code (each accepted once) or an unused recovery code opens a session. */
    async completeSignIn(
      challengeToken: string | undefined,
      proof: { code?: string | undefined; recoveryCode?: string | undefined },
      ctx: ClientContext,
    ): Promise<IssuedSession> {
      const now = clock.now();
      const challenge = challengeToken
        ? await repo.liveSession(sha256(challengeToken), 'challenge', now)
        : undefined;
      if (!challenge) throw notAuthenticated('staff_challenge_expired');
      await deps.rateLimiter.hit(`staff-code:${challenge.staff_id}`, 10, 300);
      const staff = await repo.byId(challenge.staff_id);
      if (!staff || !staff.totp_secret) throw notAuthenticated('staff_challenge_expired');
      refuseLocked(staff);
      let step: number | null = null;
      if (proof.code !== undefined) {
        step = totpStep(staff.totp_secret, proof.code, now);
        if (step === null) {
          await countFailure(staff, ctx, 'code');
          throw notAuthenticated('totp_invalid');
        }
        if (staff.totp_last_step !== null && step <= Number(staff.totp_last_step)) {
          await countFailure(staff, ctx, 'replayed code');
          throw notAuthenticated('totp_reused');
        }
      }
      return db.transaction(async (tx) => {
        const locked = staffRepository(tx);
        // The row lock makes a code good once even when two tabs send it at the same moment.
        const current = await locked.byId(staff.id, true);
        if (!current) throw notAuthenticated('staff_challenge_expired');
        if (step !== null) {
          if (current.totp_last_step !== null && step <= Number(current.totp_last_step))
            throw notAuthenticated('totp_reused');
        } else {
          const code = normaliseRecoveryCode(proof.recoveryCode ?? '');
          const formatted = `${code.slice(0, 5)}-${code.slice(5)}`;
          if (!(await locked.useRecoveryCode(staff.id, sha256(formatted), now))) {
            throw notAuthenticated('totp_invalid');
          }
        }
        await locked.revokeSession(challenge.id, now);
        await locked.update(staff.id, {
          failed_sign_ins: 0,
          locked_until: null,
          last_sign_in_at: now,
          ...(step !== null ? { totp_last_step: step } : {}),
        });
        const issued = await openSession(tx, current, ctx);
        await recordAudit(tx, clock, {
          actor: actorFor(current, ctx),
          action: 'staff.sign_in',
          subject: { type: 'staff', id: staff.id },
          details: { second_factor: step !== null ? 'totp' : 'recovery_code', user_agent: ctx.userAgent },
        });
        return issued;
      });
    },

    /**
     * The staff member behind a session cookie, or undefined: revoked, past 12 hours, idle for 30
     * minutes, or the account blocked since. Refreshes the idle timer (at most once a minute).
     */
    async authenticate(token: string): Promise<StaffPrincipal | undefined> {
      const now = clock.now();
      const session = await repo.liveSession(sha256(token), 'session', now);
      if (!session) return undefined;
      if (now.getTime() - new Date(session.last_seen_at).getTime() > IDLE_TIMEOUT_MS) return undefined;
      const staff = await repo.byId(session.staff_id);
      if (!staff || staff.status !== 'active') return undefined;
      if (now.getTime() - new Date(session.last_seen_at).getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(session.id, now);
      return principalOf(staff, session.id, session.csrf_token);
    },

    async signOut(principal: StaffPrincipal, ctx: ClientContext, everywhere: boolean): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const r = staffRepository(tx);
        if (everywhere) await r.revokeAllSessions(principal.id, now);
        else await r.revokeSession(principal.sessionId, now);
        await recordAudit(tx, clock, {
          actor: { type: 'staff', staffId: principal.id, label: principal.email, address: ctx.address },
          action: everywhere ? 'staff.sign_out_everywhere' : 'staff.sign_out',
          subject: { type: 'staff', id: principal.id },
        });
      });
    },

    issueSetupLink: (tx: Queryable, staffId: number) => issueSetupLink(tx, deps, staffId),

    async setupInfo(token: string): Promise<{ email: string; name: string }> {
      const link = await repo.setupToken(sha256(token), clock.now());
      const staff = link && (await repo.byId(link.staff_id));
      if (!staff || staff.status === 'blocked') throw detailError(404, 'staff_setup_invalid');
      return { email: staff.email, name: staff.name };
    },

    /** Set-up, step one: the password, and a new TOTP secret to enrol (repeatable until confirmed). */
    async setupPassword(token: string, password: string): Promise<{ otpauthUri: string; secret: string }> {
      if (password.length < MIN_STAFF_PASSWORD)
        throw fieldError('password', 'staff_password_short', { min: MIN_STAFF_PASSWORD });
      await deps.rateLimiter.hit(`staff-setup:${sha256(token)}`, 20, 3600);
      const link = await repo.setupToken(sha256(token), clock.now());
      const staff = link && (await repo.byId(link.staff_id));
      if (!staff || staff.status === 'blocked') throw detailError(404, 'staff_setup_invalid');
      const secret = newTotpSecret();
      await repo.update(staff.id, {
        password_hash: await hashPassword(password),
        totp_pending_secret: secret,
      });
      return { otpauthUri: totpUri(secret, staff.email), secret };
    },

    /** Set-up, step two: a code from the enrolled app makes the account active and signs it in. */
    async setupConfirm(
      token: string,
      code: string,
      ctx: ClientContext,
    ): Promise<IssuedSession & { recoveryCodes: string[] }> {
      await deps.rateLimiter.hit(`staff-setup:${sha256(token)}`, 20, 3600);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const r = staffRepository(tx);
        const link = await r.setupToken(sha256(token), now, true);
        const staff = link && (await r.byId(link.staff_id, true));
        if (!staff || staff.status === 'blocked') throw detailError(404, 'staff_setup_invalid');
        if (!staff.password_hash || !staff.totp_pending_secret)
          throw fieldError('code', 'staff_setup_password_first');
        const step = totpStep(staff.totp_pending_secret, code, now);
        if (step === null) throw fieldError('code', 'totp_invalid');
        const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
        await r.replaceRecoveryCodes(staff.id, recoveryCodes.map(sha256));
        await r.useSetupToken(sha256(token), now);
        await r.revokeAllSessions(staff.id, now);
        await r.update(staff.id, {
          totp_secret: staff.totp_pending_secret,
          totp_pending_secret: null,
          totp_last_step: step,
          status: 'active',
          failed_sign_ins: 0,
          locked_until: null,
          last_sign_in_at: now,
        });
        const active = { ...staff, status: 'active' as const };
        const issued = await openSession(tx, active, ctx);
        await recordAudit(tx, clock, {
          actor: actorFor(staff, ctx),
          action: 'staff.setup',
          subject: { type: 'staff', id: staff.id },
          details: { second_factor: 'totp', recovery_codes: RECOVERY_CODES },
        });
        return { ...issued, recoveryCodes };
      });
    },
  };
}
export type StaffAuth = ReturnType<typeof staffAuthOf>;

/** A 401 that tells the console the session has ended (not "never signed in"). */
export const sessionEnded = (): AppError => notAuthenticated('staff_session_expired');
