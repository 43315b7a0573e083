import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { resolveLocale, type Locale } from '../../platform/i18n/locale.js';
import { provideTournamentGames } from '../catalogue/tournament-games.js';
import { presentDetail, presentEvent } from './tournaments.presenter.js';
import { tournamentsOf } from './tournaments.service.js';

const localeOf = (request: FastifyRequest): Locale => resolveLocale(request.headers['accept-language']);
const EVENT_ID = /^[1-9]\d{0,9}$/;

/** Document 2, section 7: the events list and an event's detail (public). */
export async function registerTournamentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const tournaments = tournamentsOf(deps);
  provideTournamentGames(deps.db, (ids) => tournaments.eligibleGames(ids));

  app.get('/api/frontend/events/', async (request) => {
    const now = deps.clock.now();
    return (await tournaments.list()).map((t) => presentEvent(t, localeOf(request), now));
  });

  app.get<{ Params: { id: string } }>('/api/frontend/events/:id/', async (request, reply) => {
    const { id } = request.params;
    if (!EVENT_ID.test(id) || Number(id) > 2_147_483_647) throw notFound('tournament_not_found');
    const locale = localeOf(request);
    const body = await tournaments.detailAnswer(Number(id), locale, deps.clock.now().getTime(), async () => {
      const view = await tournaments.detail(Number(id));
      return Buffer.from(JSON.stringify(presentDetail(view, locale, deps.clock.now())));
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
