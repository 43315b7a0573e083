import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import { resolveLocale, type Locale } from '../../platform/i18n/locale.js';
import { provideTournamentGames } from '../catalogue/tournament-games.js';
import { presentDetail, presentEvent } from './tournaments.presenter.js';
import { parseEventFile, TournamentCommandError } from './tournaments.ops.js';
import { TournamentInputError, tournamentsOf } from './tournaments.service.js';

const localeOf = (request: FastifyRequest): Locale => resolveLocale(request.headers['accept-language']);

/** Document 2, section 7: the events list and an event's detail (public). */
export async function registerTournamentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const tournaments = tournamentsOf(deps);
  provideTournamentGames(deps.db, (ids) => tournaments.eligibleGames(ids));

  app.get('/api/frontend/events/', async (request) => {
    const now = deps.clock.now();
    return (await tournaments.list()).map((t) => presentEvent(t, localeOf(request), now));
  });

  app.get<{ Params: { id: string } }>('/api/frontend/events/:id/', async (request, reply) => {
    const id = pathId(request.params.id, 'tournament_not_found');
    const locale = localeOf(request);
    const body = await tournaments.detailAnswer(id, locale, deps.clock.now().getTime(), async () => {
      const view = await tournaments.detail(id);
      return Buffer.from(JSON.stringify(presentDetail(view, locale, deps.clock.now())));
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  if (!deps.config.isProduction) registerDevTournamentRoutes(app, deps);
}

/** An operator's refusal as the 400 the robustness checks expect, without control characters. */
const refused = (err: Error) => ({ non_field_errors: [err.message.replace(/\p{Cc}/gu, '?')] });

/**
 * Development only: what an operator does with `tournaments:create` and `tournaments:end`, for a
 * running server (the embedded database admits one process), so a browser journey can run an
 * event of its own from start to paid prizes.
 */
function registerDevTournamentRoutes(app: FastifyInstance, deps: Deps): void {
  const tournaments = tournamentsOf(deps);
  // An event's description is HTML, which may span lines.
  app.post(
    '/api/dev/tournaments',
    { config: { multilineFields: ['description'] } },
    async (request, reply) => {
      try {
        const { id, created } = await tournaments.create(parseEventFile(request.body));
        return reply.status(created ? 201 : 200).send({ id, created });
      } catch (err) {
        if (err instanceof TournamentCommandError || err instanceof TournamentInputError)
          return reply.status(400).send(refused(err));
        if (err instanceof Error && /foreign key/i.test(err.message))
          return reply.status(400).send({ games: ['An id that is not in the catalogue.'] });
        throw err;
      }
    },
  );

  app.post<{ Params: { id: string } }>('/api/dev/tournaments/:id/end', async (request) => {
    const id = pathId(request.params.id, 'tournament_not_found');
    if (!(await tournaments.endNow(id, deps.clock.now()))) throw notFound('tournament_not_found');
    return { ended: true };
  });
}
