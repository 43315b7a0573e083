import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { listOutbox } from './dev.repository.js';

/**
 * Development-only helpers; registered only when NODE_ENV is not production, so these
 * paths do not exist on a production server.
 */
export async function registerDevRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  /** The dev outbox: the newest e-mails and SMS first, optionally for one recipient. */
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    return listOutbox(deps.db, to);
  });
}
