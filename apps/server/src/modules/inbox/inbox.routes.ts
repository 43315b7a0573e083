import type { InboxNotification } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { pathId } from '../../platform/http/path-id.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import { inboxOf } from './inbox.service.js';

/** Document 1, section 7: the inbox of the signed-in player. */
export async function registerInboxRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const inbox = inboxOf(deps);
  const guard = { preHandler: requirePlayer(deps.accessTokens) };

  app.get('/api/frontend/notification/', guard, async (request): Promise<InboxNotification[]> =>
    inbox.list(playerIdOf(request), resolveLocale(request.headers['accept-language'])),
  );

  app.post<{ Params: { id: string } }>(
    '/api/frontend/notification/:id/detach/',
    guard,
    async (request, reply) => {
      await inbox.detach(
        playerIdOf(request),
        pathId(request.params.id, 'inbox_message_not_found', Number.MAX_SAFE_INTEGER),
      );
      return reply.status(204).send();
    },
  );
}
