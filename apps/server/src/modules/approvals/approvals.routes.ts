import { approvalListQuery, emptyBody, reasonOnly } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import { requireStaff, staffOf } from '../staff/guard.js';
import { presentApproval } from './approvals.presenter.js';
import { approvalsOf } from './approvals.service.js';

/**
 * The four-eyes queue. Reading it needs approvals.read; deciding a request needs the permission
 * its kind names (checked by the service, with "not your own request").
 */
export async function registerApprovalRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const approvals = approvalsOf(deps);
  const reader = requireStaff(deps, 'approvals.read');
  const decider = requireStaff(deps);
  const decidingAs = (request: Parameters<typeof staffOf>[0]) => ({
    actor: staffActor(request),
    permissions: staffOf(request).permissions,
  });

  app.get('/api/backoffice/approvals/', { preHandler: reader }, async (request, reply) => {
    const query = parseInput(approvalListQuery, request.query);
    const { rows, total } = await approvals.list({
      ...pageWindow(query),
      status: query.status,
      order: query.order,
    });
    return sendList(reply, query, { items: rows.map(presentApproval), total }, 'approvals');
  });

  app.get<{ Params: { id: string } }>(
    '/api/backoffice/approvals/:id/',
    { preHandler: reader },
    async (request) => presentApproval(await approvals.get(pathId(request.params.id, 'not_found'))),
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/approvals/:id/approve/',
    { preHandler: decider },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      parseInput(emptyBody, request.body ?? {});
      return presentApproval(await approvals.approve(id, decidingAs(request)));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/approvals/:id/reject/',
    { preHandler: decider },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const body = parseInput(reasonOnly, request.body);
      return presentApproval(await approvals.reject(id, decidingAs(request), body.reason));
    },
  );
}
