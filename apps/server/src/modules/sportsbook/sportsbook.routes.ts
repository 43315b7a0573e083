import { eventListQuery, liveStreamQuery } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { pathId } from '../../platform/http/path-id.js';
import { openEventStream } from '../../platform/http/sse.js';
import { parseInput } from '../../platform/http/validate.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import { sportsbookLiveOf } from './sportsbook-live.js';
import { SportsbookService } from './sportsbook.service.js';

/** The book's read API, open to guests (docs/decisions/044). */
export async function registerSportsbookRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const book = new SportsbookService(deps);
  const live = sportsbookLiveOf(deps.db, deps.log);
  const localeOf = (headers: { 'accept-language'?: string }) => resolveLocale(headers['accept-language']);

  app.get('/api/frontend/sports/', async (request) => book.sports(localeOf(request.headers)));

  app.get('/api/frontend/sports/events/', async (request) =>
    book.events(parseInput(eventListQuery, request.query), localeOf(request.headers)),
  );

  app.get<{ Params: { id: string } }>('/api/frontend/sports/events/:id/', async (request) =>
    book.event(pathId(request.params.id, 'sport_event_not_found'), localeOf(request.headers)),
  );

  // Odds, status and score changes as they are applied, for a list of live events or one event's page.
  app.get('/api/frontend/sports/live/', async (request, reply) => {
    const query = parseInput(liveStreamQuery, request.query);
    const locale = localeOf(request.headers);
    if (query.event !== undefined) await book.event(query.event, locale);
    openEventStream(request, reply, (stream) =>
      live.listen({ eventId: query.event, locale, send: (event, data) => stream.send(event, data) }),
    );
  });
}
