import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { forbidden } from '../../platform/http/errors.js';
import type { Permission } from './permissions.js';
import { sessionEnded, staffAuthOf, type ClientContext, type StaffPrincipal } from './staff-auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff: the signed-in staff member. */
    staff?: StaffPrincipal;
  }
}

/** The console's cookies: only the back office's API ever receives them. */
export const SESSION_COOKIE = 'bo_session';
export const CHALLENGE_COOKIE = 'bo_challenge';
export const COOKIE_PATH = '/api/backoffice/';

/**
 * httpOnly (no script reads it), Secure (browsers keep it only over https, and on localhost),
 * SameSite=Strict (no other site's page can send it), path-limited to the back office's API.
 */
export function cookieOptions(maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    secure: true,
    sameSite: 'strict' as const,
    path: COOKIE_PATH,
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function clientContext(request: FastifyRequest): ClientContext {
  const agent = request.headers['user-agent'];
  return { address: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}

/**
 * A preHandler admitting a signed-in staff member whose roles grant permission (any signed-in
 * staff member when permission is omitted): 401 without a live session, 403 without the
 * permission, and 403 for a state-changing call without the session's CSRF token.
 */
export function requireStaff(deps: Deps, permission?: Permission): StaffGuard {
  const auth = staffAuthOf(deps);
  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    const staff = token ? await auth.authenticate(token) : undefined;
    if (!staff) {
      if (token) void reply.clearCookie(SESSION_COOKIE, cookieOptions());
      throw sessionEnded();
    }
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers['x-csrf-token'];
      if (typeof header !== 'string' || !sameToken(header, staff.csrfToken)) throw forbidden('csrf_failed');
    }
    if (permission && !staff.permissions.has(permission)) throw forbidden();
    request.staff = staff;
  };
  return Object.assign(guard, { permission: permission ?? SIGNED_IN });
}

/** What a guard admits: a permission, or any signed-in staff member. */
export const SIGNED_IN = 'signed-in' as const;
export type StaffGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  permission: Permission | typeof SIGNED_IN;
};

/** Every back-office route with what its guard admits (none: open, e.g. sign-in), for the role matrix. */
export interface GuardedRoute {
  method: string;
  url: string;
  permission: Permission | typeof SIGNED_IN | null;
}
export const backofficeRoutes: GuardedRoute[] = [];

/** The permission of a route's guard, read from its preHandler option. */
export function guardOf(preHandler: unknown): GuardedRoute['permission'] {
  const handlers = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const h of handlers)
    if (typeof h === 'function' && 'permission' in h) return (h as StaffGuard).permission;
  return null;
}

/** The staff member inside a handler guarded by requireStaff. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw sessionEnded();
  return request.staff;
}
