import type { FastifyInstance } from 'fastify';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { playerHistory } from './history.service.js';

export async function registerHistoryRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // The spec lists this path without a trailing slash; the router answers both forms.
  app.get('/api/frontend/transactions', { preHandler: requirePlayer(deps.accessTokens) }, async (request) =>
    playerHistory(deps, playerIdOf(request)),
  );
}
