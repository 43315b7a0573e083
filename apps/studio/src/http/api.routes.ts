import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StudioDeps } from '../deps.js';
import { parseVerifyQuery, verifyRound } from '../fair/verify.service.js';
import { changeClientSeed, rotateSeed } from '../fair/seeds.service.js';
import { studioFeed } from '../games/feed.js';
import { findMath, publishedMath, servedMath } from '../games/math.js';
import { gameNotFound, invalidRequest, StudioHttpError } from '../platform/errors.js';
import { actInRound, playRound, roundHistory } from '../rounds/rounds.service.js';
import { launch, sessionView } from '../sessions/sessions.service.js';

type SessionParams = { Params: { session: string } };
type RoundParams = { Params: { session: string; round: string } };

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The body as received (this scope keeps JSON as its raw text, see studio.ts), parsed. */
function json(request: FastifyRequest): unknown {
  if (typeof request.body !== 'string') return request.body;
  try {
    return JSON.parse(request.body);
  } catch {
    throw invalidRequest('the body is not valid JSON');
  }
}

/** The studio's HTTP API (protocol.ts), thin: parse, call the service, answer. */
export async function registerStudioApi(app: FastifyInstance, deps: StudioDeps): Promise<void> {
  // Sessions, balances and seeds must never be served from a cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  app.post('/api/launch', async (request) =>
    launch(deps, {
      rawBody: typeof request.body === 'string' ? request.body : '',
      provider: header(request, 'x-provider'),
      timestamp: header(request, 'x-timestamp'),
      signature: header(request, 'x-signature'),
    }),
  );

  app.get('/api/games', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return studioFeed(deps.publicBase, { providerCode: deps.providerCode, games: deps.games.list() });
  });

  app.get<SessionParams>('/api/sessions/:session', async (request) =>
    sessionView(deps, request.params.session),
  );

  app.post<SessionParams>('/api/sessions/:session/rounds', async (request) =>
    playRound(deps, request.params.session, json(request)),
  );

  app.get<SessionParams>('/api/sessions/:session/rounds', async (request) =>
    roundHistory(deps, request.params.session, request.query),
  );

  app.post<RoundParams>('/api/sessions/:session/rounds/:round/actions', async (request) =>
    actInRound(deps, request.params.session, request.params.round, json(request)),
  );

  app.put<SessionParams>('/api/sessions/:session/seed', async (request) =>
    changeClientSeed(deps, request.params.session, json(request)),
  );

  app.post<SessionParams>('/api/sessions/:session/seed/rotate', async (request) =>
    rotateSeed(deps, request.params.session),
  );

  app.get<{ Params: { game: string } }>('/api/games/:game/math', async (request, reply) => {
    const game = deps.games.get(request.params.game);
    if (!game) throw gameNotFound();
    reply.header('cache-control', 'public, max-age=300');
    return servedMath(publishedMath(game));
  });

  app.get<{ Params: { hash: string } }>('/api/math/:hash', async (request, reply) => {
    const document = /^[0-9a-f]{64}$/.test(request.params.hash)
      ? await findMath(deps.db, request.params.hash)
      : undefined;
    if (!document) throw new StudioHttpError(404, 'math_unknown', 'no published maths have this hash');
    // A hash names one document for ever.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return document;
  });

  app.get('/api/verify', async (request) => verifyRound(deps, parseVerifyQuery(request.query)));
}
