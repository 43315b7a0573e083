import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WALLET_ERRORS, gameHistoryQuery, gameLaunchQuery } from '@casino/contract';
import { optionalPlayer, playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { AppError, notAuthenticated } from '../../platform/http/errors.js';
import { parseInput } from '../../platform/http/validate.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import * as repo from './games.repository.js';
import { registerDevRoundRoutes } from './dev-rounds.routes.js';
import { configuredIntegrations } from './integrations.js';
import { LaunchService } from './launch.service.js';
import { PROVIDER_HEADERS } from './provider-signature.js';
import { RoundsService } from './rounds.service.js';
import { SeamlessWalletService, refusal, type WalletAnswer } from './seamless-wallet.service.js';

/** A wallet call is a few hundred bytes; anything much larger is not one. */
const WALLET_BODY_LIMIT = 16 * 1024;

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

function sendAnswer(reply: FastifyReply, answer: WalletAnswer): FastifyReply {
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

/**
 * Games: launch (/api/frontend/start), the lobby's real wins, the player's rounds, and the
 * providers' seamless-wallet endpoint at /api/games/wallet/:action.
 */
export async function registerGamesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const integrations = configuredIntegrations(deps.config);
  for (const integration of integrations)
    await repo.upsertIntegration(deps.db, integration, deps.clock.now());
  const catalogue = new CatalogueService(deps);
  const launcher = new LaunchService(deps, catalogue, integrations);
  const rounds = new RoundsService(deps, catalogue);
  const wallet = new SeamlessWalletService(deps, integrations);
  const player = requirePlayer(deps.accessTokens);

  // The spec lists this path without a trailing slash; the router answers both forms.
  app.get('/api/frontend/start', async (request) => {
    const query = parseInput(gameLaunchQuery, request.query);
    const userId = await optionalPlayer(deps.accessTokens, request);
    // Real money needs a player (the client opens the login dialog); demo is for everyone.
    if (!query.demo && userId === undefined) throw notAuthenticated();
    return launcher.launch({
      query,
      userId,
      ip: request.ip,
      locale: resolveLocale(request.headers['accept-language']),
    });
  });

  if (!deps.config.isProduction) registerDevRoundRoutes(app, deps, { catalogue, integrations, wallet });

  app.get('/api/frontend/winning_now/', async () => rounds.winningNow());
  app.get('/api/frontend/last_wins/', async () => rounds.lastWins());

  app.get('/api/frontend/games/history/', { preHandler: player }, async (request) => {
    const query = parseInput(gameHistoryQuery, request.query);
    return rounds.history(playerIdOf(request), query.page, query.page_size);
  });

  // Providers sign the exact bytes they send, so this scope takes JSON only, keeps it as the raw
  // string and lets the service parse it after the signature is verified. Every answer, even to
  // a malformed request, is in the protocol's shape { error, message }.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      // The API's own input checks (a malformed path, docs/decisions/027) throw an AppError.
      const status =
        error instanceof AppError
          ? error.status
          : typeof error.statusCode === 'number'
            ? error.statusCode
            : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'games: wallet call failed');
        return reply
          .status(500)
          .type('application/json; charset=utf-8')
          .send(
            JSON.stringify({ error: 'server_error', message: 'the call could not be processed; retry it' }),
          );
      }
      request.log.info({ status, err: error.message }, 'games: malformed wallet call');
      const answer = refusal(WALLET_ERRORS.invalidRequest, error.message);
      return sendAnswer(reply, { status, body: answer.body });
    });
    scope.post<{ Params: { action: string } }>(
      '/api/games/wallet/:action',
      { bodyLimit: WALLET_BODY_LIMIT, config: { rawBody: true } },
      async (request, reply) =>
        sendAnswer(
          reply,
          await wallet.handle({
            action: request.params.action,
            provider: header(request.headers[PROVIDER_HEADERS.provider]),
            timestamp: header(request.headers[PROVIDER_HEADERS.timestamp]),
            signature: header(request.headers[PROVIDER_HEADERS.signature]),
            rawBody: typeof request.body === 'string' ? request.body : '',
          }),
        ),
    );
  });
}
