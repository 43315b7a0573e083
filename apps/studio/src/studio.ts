import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { defaultClientDist, DEFAULT_PROVIDER_CODE } from './config.js';
import type { StudioDeps } from './deps.js';
import { archiveMath } from './games/math.js';
import { GameRegistry, studioGames, type AnyGame } from './games/registry.js';
import { registerStudioApi } from './http/api.routes.js';
import { registerStudioHeaders } from './http/headers.js';
import { registerStudioPages } from './http/pages.routes.js';
import { startStudioJobs, type StudioJobs, type StudioJobsOptions } from './jobs.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { StudioDb } from './platform/db.js';
import { notFound, StudioHttpError } from './platform/errors.js';
import { migrateStudio } from './platform/migrate.js';
import { WalletClient } from './wallet/wallet-client.js';

export { studioFeed, PROVIDER_NAME } from './games/feed.js';
export { DEFAULT_PROVIDER_CODE } from './config.js';
export type { StudioDb, StudioQueryable } from './platform/db.js';
export type { Clock } from './platform/clock.js';

export interface StudioOptions {
  /** The HMAC secret shared with the casino (at least 32 characters). */
  secret: string;
  /** The casino's base URL for wallet calls; a function is read at each call (the port may come late). */
  casinoUrl: string | (() => string);
  /** The browser-facing base of the studio: '/studio' on the casino's origin, or an absolute URL. */
  publicBase: string;
  /** The database; the studio creates and touches only its `studio_*` tables. */
  db: StudioDb;
  /** The provider code the casino knows the studio by (X-Provider), default 'royal-originals'. */
  providerCode?: string;
  /** Origins besides the studio's own allowed to frame its pages (the casino's, when elsewhere). */
  frameAncestors?: readonly string[];
  /** The built game clients, default apps/studio/dist/client. */
  clientDist?: string;
  clock?: Clock;
  /** The games to serve, default every studio game (tests pass their own). */
  games?: readonly AnyGame[];
  /** Run the outbox and settlement timers in this process (default true). */
  jobs?: boolean | StudioJobsOptions;
  /** How long a wallet call may take before it counts as unanswered (default 5 s). */
  walletTimeoutMs?: number;
}

const DEFAULT_WALLET_TIMEOUT_MS = 5_000;

/** The studio's services, for the plugin and for tests and commands that run its jobs directly. */
export function createStudioDeps(options: StudioOptions, log: FastifyBaseLogger): StudioDeps {
  if (options.secret.length < 32) throw new Error('the studio secret must be at least 32 characters');
  const clock = options.clock ?? systemClock;
  const providerCode = options.providerCode ?? DEFAULT_PROVIDER_CODE;
  const casinoUrl = options.casinoUrl;
  return {
    db: options.db,
    clock,
    games: new GameRegistry(options.games ?? studioGames()),
    wallet: new WalletClient({
      secret: options.secret,
      providerCode,
      casinoUrl: typeof casinoUrl === 'function' ? casinoUrl : () => casinoUrl,
      clock,
      timeoutMs: options.walletTimeoutMs ?? DEFAULT_WALLET_TIMEOUT_MS,
    }),
    log,
    publicBase: options.publicBase.replace(/\/$/, ''),
    providerCode,
    secret: options.secret,
  };
}

/**
 * The studio as a Fastify plugin, mounted by the casino under a prefix:
 *   await app.register(registerStudio, { prefix: '/studio', secret, casinoUrl, publicBase: '/studio', db })
 * It migrates its tables, serves its API and pages with its own error shape and headers, and
 * runs its jobs from ready to close. Everything stays inside the plugin's scope.
 */
export async function registerStudio(app: FastifyInstance, options: StudioOptions): Promise<void> {
  const deps = createStudioDeps(options, app.log.child({ module: 'studio' }));
  await migrateStudio(deps.db);
  await archiveMath(deps.db, deps.games.list(), deps.clock.now());

  // The launch signature covers the exact bytes sent: JSON stays raw text here and each route
  // parses it (anything but JSON is a 415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StudioHttpError) return reply.status(error.status).send(error.body);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 415 ? 'unsupported_media_type' : status === 413 ? 'body_too_large' : 'invalid_request';
      return reply.status(status).send({ error: code, message: 'the request is not valid' });
    }
    request.log.error({ err: error }, 'studio error');
    return reply.status(500).send({ error: 'server_error', message: 'something went wrong' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().body));

  const frameAncestors = options.frameAncestors ?? [];
  registerStudioHeaders(app, frameAncestors);
  await app.register(async (api) => registerStudioApi(api, deps));
  await registerStudioPages(app, deps, {
    clientDist: options.clientDist ?? defaultClientDist(),
    frameAncestors,
  });

  if (options.jobs !== false) {
    let jobs: StudioJobs | undefined;
    const jobOptions = typeof options.jobs === 'object' ? options.jobs : {};
    app.addHook('onReady', async () => {
      jobs = startStudioJobs(deps, jobOptions);
    });
    app.addHook('onClose', async () => jobs?.stop());
  }
}
