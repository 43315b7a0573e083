import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { hasControlChars, parseInput } from '../../platform/http/validate.js';
import { listOutbox } from './dev.repository.js';

const outboxQuery = z.object({
  to: z
    .string()
    .max(254)
    .refine((s) => !hasControlChars(s))
    .optional(),
});

/**
 * Development-only helpers; registered only when NODE_ENV is not production, so these
 * paths do not exist on a production server.
 */
export async function registerDevRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  /** The dev outbox: the newest e-mails and SMS first, optionally for one recipient. */
  app.get('/api/dev/outbox', async (request) => {
    const { to } = parseInput(outboxQuery, request.query);
    return listOutbox(deps.db, to);
  });
}
