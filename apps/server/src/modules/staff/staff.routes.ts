import {
  emptyBody,
  reasonOnly,
  staffCreate,
  staffListQuery,
  staffRolesChange,
  staffSecondFactor,
  staffSetupConfirm,
  staffSetupPassword,
  staffSignIn,
} from '@casino/contract/backoffice';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import {
  CHALLENGE_COOKIE,
  clientContext,
  cookieOptions,
  requireStaff,
  SESSION_COOKIE,
  staffOf,
} from './guard.js';
import { presentApproval } from '../approvals/approvals.presenter.js';
import { CHALLENGE_TTL_MS, SESSION_MAX_MS, staffAuthOf, type StaffPrincipal } from './staff-auth.service.js';
import { staffAdminOf } from './staff-admin.service.js';

/** What the console knows of the signed-in staff member, with the token its changes must carry. */
function presentMe(staff: StaffPrincipal) {
  return {
    staff: {
      id: staff.id,
      email: staff.email,
      name: staff.name,
      roles: staff.roles,
      permissions: [...staff.permissions].sort(),
    },
    csrf_token: staff.csrfToken,
  };
}

// A set-up token in a path: what randomToken makes (base64url of 32 bytes), nothing else.
const SETUP_TOKEN = /^[A-Za-z0-9_-]{43}$/;
function setupToken(value: string): string {
  if (!SETUP_TOKEN.test(value)) throw notFound('staff_setup_invalid');
  return value;
}

function startSession(reply: FastifyReply, token: string): void {
  void reply.clearCookie(CHALLENGE_COOKIE, cookieOptions());
  void reply.setCookie(SESSION_COOKIE, token, cookieOptions(SESSION_MAX_MS / 1000));
}

/** Sign-in, set-up and sign-out of staff, and the staff accounts' administration. */
export async function registerStaffRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const auth = staffAuthOf(deps);
  const admin = staffAdminOf(deps);
  const signedIn = requireStaff(deps);
  const manager = requireStaff(deps, 'staff.manage');

  app.post('/api/backoffice/session/', async (request, reply) => {
    const body = parseInput(staffSignIn, request.body);
    const challenge = await auth.signIn(body.email, body.password, clientContext(request));
    void reply.setCookie(CHALLENGE_COOKIE, challenge, cookieOptions(CHALLENGE_TTL_MS / 1000));
    return { step: 'totp' };
  });

  app.post('/api/backoffice/session/totp/', async (request, reply) => {
    const body = parseInput(staffSecondFactor, request.body);
    const issued = await auth.completeSignIn(
      request.cookies[CHALLENGE_COOKIE],
      { code: body.code, recoveryCode: body.recovery_code },
      clientContext(request),
    );
    startSession(reply, issued.token);
    return presentMe(issued.principal);
  });

  app.get('/api/backoffice/session/', { preHandler: signedIn }, async (request) =>
    presentMe(staffOf(request)),
  );

  app.delete('/api/backoffice/session/', { preHandler: signedIn }, async (request, reply) => {
    await auth.signOut(staffOf(request), clientContext(request), false);
    void reply.clearCookie(SESSION_COOKIE, cookieOptions());
    return reply.status(204).send();
  });

  app.post('/api/backoffice/session/everywhere/', { preHandler: signedIn }, async (request, reply) => {
    parseInput(emptyBody, request.body ?? {});
    await auth.signOut(staffOf(request), clientContext(request), true);
    void reply.clearCookie(SESSION_COOKIE, cookieOptions());
    return reply.status(204).send();
  });

  app.get<{ Params: { token: string } }>('/api/backoffice/setup/:token/', async (request) =>
    auth.setupInfo(setupToken(request.params.token)),
  );

  app.post<{ Params: { token: string } }>('/api/backoffice/setup/:token/', async (request) => {
    const token = setupToken(request.params.token);
    const body = parseInput(staffSetupPassword, request.body);
    const { otpauthUri, secret } = await auth.setupPassword(token, body.password);
    return { otpauth_uri: otpauthUri, secret };
  });

  app.post<{ Params: { token: string } }>('/api/backoffice/setup/:token/confirm/', async (request, reply) => {
    const token = setupToken(request.params.token);
    const body = parseInput(staffSetupConfirm, request.body);
    const issued = await auth.setupConfirm(token, body.code, clientContext(request));
    startSession(reply, issued.token);
    return { ...presentMe(issued.principal), recovery_codes: issued.recoveryCodes };
  });

  app.get('/api/backoffice/staff/', { preHandler: manager }, async (request, reply) => {
    const query = parseInput(staffListQuery, request.query);
    const result = await admin.list({
      ...pageWindow(query),
      sort: query.sort,
      order: query.order,
      q: query.q,
    });
    return sendList(reply, query, result, 'staff');
  });

  app.post('/api/backoffice/staff/', { preHandler: manager }, async (request, reply) => {
    const body = parseInput(staffCreate, request.body);
    const created = await admin.create(body, staffActor(request));
    return reply.status(201).send(created);
  });

  app.get<{ Params: { id: string } }>(
    '/api/backoffice/staff/:id/',
    { preHandler: manager },
    async (request) => admin.get(pathId(request.params.id, 'not_found')),
  );

  app.get<{ Params: { id: string } }>(
    '/api/backoffice/staff/:id/sessions/',
    { preHandler: manager },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      await admin.get(id);
      return admin.sessions(id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/staff/:id/roles/',
    { preHandler: manager },
    async (request, reply) => {
      const body = parseInput(staffRolesChange, request.body);
      const pending = await admin.changeRoles(
        pathId(request.params.id, 'not_found'),
        body.roles,
        body.reason,
        staffActor(request),
      );
      return reply.status(202).send(presentApproval(pending));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/staff/:id/reset-2fa/',
    { preHandler: manager },
    async (request, reply) => {
      const body = parseInput(reasonOnly, request.body);
      const pending = await admin.resetTwoFactor(
        pathId(request.params.id, 'not_found'),
        body.reason,
        staffActor(request),
      );
      return reply.status(202).send(presentApproval(pending));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/staff/:id/unblock/',
    { preHandler: manager },
    async (request, reply) => {
      const body = parseInput(reasonOnly, request.body);
      const pending = await admin.unblock(
        pathId(request.params.id, 'not_found'),
        body.reason,
        staffActor(request),
      );
      return reply.status(202).send(presentApproval(pending));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/staff/:id/block/',
    { preHandler: manager },
    async (request) => {
      const body = parseInput(reasonOnly, request.body);
      return admin.block(pathId(request.params.id, 'not_found'), body.reason, staffActor(request));
    },
  );
}
