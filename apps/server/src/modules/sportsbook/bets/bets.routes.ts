import { betListQuery, placeBetBody } from '@casino/contract/sportsbook-bets';
import type { FastifyInstance } from 'fastify';
import { playerIdOf, requirePlayer } from '../../../platform/auth/guard.js';
import type { Deps } from '../../../platform/deps.js';
import { pathId } from '../../../platform/http/path-id.js';
import { parseInput } from '../../../platform/http/validate.js';
import { resolveLocale } from '../../../platform/i18n/locale.js';
import { sportsBetsOf } from './bets.service.js';

/** The player's sports bets: placing one, and My bets (docs/decisions/047). */
export async function registerSportsBetRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const bets = sportsBetsOf(deps);
  const guard = { preHandler: requirePlayer(deps.accessTokens) };
  const localeOf = (headers: { 'accept-language'?: string }) => resolveLocale(headers['accept-language']);

  app.post('/api/frontend/sports/bets/', guard, async (request, reply) => {
    const body = parseInput(placeBetBody, request.body);
    const { bet, created } = await bets.place(playerIdOf(request), body, localeOf(request.headers));
    return reply.status(created ? 201 : 200).send(bet);
  });

  app.get('/api/frontend/sports/bets/', guard, async (request) =>
    bets.list(playerIdOf(request), parseInput(betListQuery, request.query), localeOf(request.headers)),
  );

  app.get<{ Params: { id: string } }>('/api/frontend/sports/bets/:id/', guard, async (request) =>
    bets.get(
      playerIdOf(request),
      pathId(request.params.id, 'sports_bet_not_found'),
      localeOf(request.headers),
    ),
  );
}
