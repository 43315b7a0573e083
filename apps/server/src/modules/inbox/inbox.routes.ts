import { inboxIdParam, type InboxNotification } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import { inboxOf } from './inbox.service.js';

/** A path id: digits within the ids the database hands out; anything else is no message of the player's. */
function messageIdOf(raw: string): number {
  if (!inboxIdParam.safeParse(raw).success) throw notFound('inbox_message_not_found');
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw notFound('inbox_message_not_found');
  return id;
}

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
      await inbox.detach(playerIdOf(request), messageIdOf(request.params.id));
      return reply.status(204).send();
    },
  );
}
