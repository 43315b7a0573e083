import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../src/modules/accounts/passwords.js';
import { newTotpSecret, totpCode } from '../src/modules/staff/totp.js';
import type { Clock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/types.js';

/** value, or a failed test when it is missing. */
export function must<T>(value: T | undefined | null, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`expected a ${what}`);
  return value;
}

export const STAFF_PASSWORD = 'correct horse battery staple';
let counter = 0;
// One hash for every staff member the tests make: argon2id takes a while on purpose.
let passwordHash: Promise<string> | undefined;

export interface StaffSession {
  id: number;
  email: string;
  secret: string;
  /** Cookie header value for the session. */
  cookie: string;
  csrf: string;
  /** Headers for a state-changing call: the session cookie and its CSRF token. */
  headers: Record<string, string>;
}

/** The value of a Set-Cookie named name in res, or undefined. */
export function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  const cookie = res.cookies.find((c) => c.name === name);
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

/** An active staff account with roles, its password and TOTP secret set (as set-up would). */
export async function createActiveStaff(
  db: Db,
  clock: Clock,
  roles: readonly string[],
  email = `staff${++counter}-${process.pid}@casino.test`,
): Promise<{ id: number; email: string; secret: string }> {
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const secret = newTotpSecret();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO staff (email, name, roles, password_hash, totp_secret, status, created_at)
     VALUES ($1, $2, $3, $4, $5, 'active', $6) RETURNING id::int AS id`,
    [email, email.split('@')[0], roles, await passwordHash, secret, clock.now()],
  );
  return { id: must(rows[0]).id, email, secret };
}

/** Signs a staff member in through both steps and answers their session. */
export async function signInStaff(
  app: FastifyInstance,
  clock: Clock,
  staff: { id: number; email: string; secret: string },
): Promise<StaffSession> {
  const first = await app.inject({
    method: 'POST',
    url: '/api/backoffice/session/',
    payload: { email: staff.email, password: STAFF_PASSWORD },
  });
  if (first.statusCode !== 200) throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
  const challenge = must(cookieFrom(first, 'bo_challenge'));
  const second = await app.inject({
    method: 'POST',
    url: '/api/backoffice/session/totp/',
    cookies: { bo_challenge: challenge },
    payload: { code: totpCode(staff.secret, clock.now()) },
  });
  if (second.statusCode !== 200) throw new Error(`code: ${second.statusCode} ${second.body}`);
  const cookie = must(cookieFrom(second, 'bo_session'));
  const csrf = (second.json() as { csrf_token: string }).csrf_token;
  return {
    ...staff,
    cookie,
    csrf,
    headers: { cookie: `bo_session=${cookie}`, 'x-csrf-token': csrf },
  };
}

/** A new active staff member with roles, signed in. */
export async function staffSession(
  ctx: { app: FastifyInstance; db: Db; clock: Clock },
  roles: readonly string[],
): Promise<StaffSession> {
  const staff = await createActiveStaff(ctx.db, ctx.clock, roles);
  return signInStaff(ctx.app, ctx.clock, staff);
}
