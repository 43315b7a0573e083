import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from 'helmet';
import { AccessTokens } from './platform/auth/access-token.js';
import { systemClock, type Clock } from './platform/clock.js';
import { loadConfig, type Config } from './platform/config.js';
import { openDatabase } from './platform/db/index.js';
import type { Db } from './platform/db/types.js';
import type { Deps } from './platform/deps.js';
import { registerCompression } from './platform/http/compression.js';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler.js';
import { registerInputChecks } from './platform/http/input-checks.js';
import { registerSpa, wantsPage } from './platform/http/spa.js';
import { resolveLocale } from './platform/i18n/locale.js';
import { translate } from './platform/i18n/translate.js';
import { startScheduler, registeredJobs, type Scheduler } from './platform/jobs/index.js';
import { Mailer } from './platform/mail/mailer.js';
import { RateLimiter } from './platform/rate-limit.js';
import { resolveJwtSecret, resolveStudioSecret } from './platform/secrets.js';
import { registerStudio } from '@casino/studio';
import { joinCluster } from './cluster.js';
import { configuredIntegrations, providerOrigins } from './modules/games/integrations.js';
import { declareBetAndWinRules } from './modules/bet-and-win-rules.js';
import { registerModules } from './modules/index.js';
import { startSportsFeed } from './modules/sportsbook/sportsbook-feed.js';
import { registerBackofficeModules } from './modules/backoffice.js';
import { ensureFirstAdministrator } from './modules/staff/first-administrator.js';
import { isConsolePage, registerConsole, separateBackofficePort } from './platform/http/console.js';
import { seed } from './seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Answers a browser navigation with the single-page app (undefined when the app is not built). */
    sendSpa: ((reply: FastifyReply) => FastifyReply) | undefined;
    /** The time-driven jobs' scheduler, started when the app is ready (undefined when JOBS_ENABLED is false). */
    jobs: Scheduler | undefined;
  }
}

export interface BuildOptions {
  config?: Config;
  /** An open, migrated database; by default one is opened from the config. */
  db?: Db;
  clock?: Clock;
  /** Seed demo content (countries are always seeded). */
  seedDemo?: boolean;
  logger?: boolean;
}

const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Our own game studio in this process, under /studio. It is a provider like any other: it talks
 * to the casino only over HTTP (signed launch in, seamless-wallet calls out to the address this
 * process listens on) and keeps its own studio_* tables in the same database.
 */
async function mountStudio(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config } = deps;
  const listeningUrl = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return `http://127.0.0.1:${port}`;
  };
  await app.register(registerStudio, {
    prefix: '/studio',
    secret: resolveStudioSecret(config),
    casinoUrl: listeningUrl,
    publicBase: config.studio.publicBase,
    db: deps.db,
    clock: deps.clock,
    jobs: config.jobsEnabled,
  });
}

/** Builds the whole casino server (API and SPA) without listening, for server.ts and for tests. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count trusts that many proxies in front of us (the TrustProxyFunction form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // DRF-style paths end with a slash; the spec also lists a few without. Both reach the route.
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: false } },
    // Undecodable paths and overlong path parameters answer in the spec's shape like every other error.
    frameworkErrors: answerFrameworkError,
  });
  // The API speaks JSON (and multipart for uploads): a text/plain body is a 415, not a string handed to a route.
  app.removeContentTypeParser('text/plain');
  const db = options.db ?? (await openDatabase(config));
  const clock = options.clock ?? systemClock;
  const deps: Deps = {
    config,
    db,
    clock,
    log: app.log,
    mailer: new Mailer(db, app.log, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      isProduction: config.isProduction,
    }),
    rateLimiter: new RateLimiter(db, clock),
    accessTokens: new AccessTokens(resolveJwtSecret(config), config.accessTokenTtl, clock),
  };
  app.decorate('deps', deps);
  app.decorate('jobs', undefined);
  if (!options.db) app.addHook('onClose', () => db.close());
  // Declares every rule of bets and wins with how the wallet's batches apply it: the process does
  // not start when one has no batch behaviour, or the batch's SQL applies another list of parts.
  // Then checks this process's settings against the other processes' on the database, before it
  // writes anything, and listens for their caches' invalidations (docs/decisions/026); stopped
  // before the database closes (onClose hooks run last-added first).
  let leaveCluster: () => Promise<void>;
  try {
    await declareBetAndWinRules(deps);
    leaveCluster = await joinCluster(deps, (err) => {
      app.log.fatal({ err }, 'stopping: this process no longer shares the settings of the others');
      process.exitCode = 1;
      void app.close();
    });
  } catch (err) {
    if (!options.db) await db.close();
    throw err;
  }
  app.addHook('onClose', leaveCluster);
  if (config.jobsEnabled) {
    // Started once the whole app is built (migrated and seeded). onClose hooks run last-added
    // first, so the scheduler stops (and its runs in flight finish) before the database closes.
    app.addHook('onReady', async () => {
      app.jobs = startScheduler(deps, registeredJobs());
    });
    app.addHook('onClose', async () => app.jobs?.stop());
  }
  if (config.sportsbook.feedEnabled) {
    // The odds feed (and its simulator) once the app is ready; stopped before the database closes.
    let stopFeed: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopFeed = startSportsFeed(deps);
    });
    app.addHook('onClose', async () => stopFeed?.());
  }

  registerErrorHandling(app);
  // The API's JSON answers go out compressed when the client accepts it (the lobby's first calls
  // hold up its first paint on a slow mobile link); the SPA's files have their own copies.
  registerCompression(app);
  // Security headers on every answer. The app loads only its own scripts and styles; QR codes
  // are data: images; only the casino itself may frame its pages (a game's Home button brings the
  // game frame back to the lobby, which the game page then closes), so no other site can.
  // Games and their art come from the integrated providers' origins (our studio as its own
  // process, a third-party provider) and from no other: the integrations are configuration, so
  // their origins are known at start and change only with a restart.
  // The security headers' middleware is built once: the plugin form rebuilt it on every request,
  // about a tenth of the CPU of a small API call.
  const gameOrigins = providerOrigins(configuredIntegrations(config));
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React's style attributes (widths, custom properties) are inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...gameOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...gameOrigins],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Cross-origin isolation would also block game clients and payment pages opened later.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
  await seed(deps, { demo: options.seedDemo ?? config.seedDemo });
  await ensureFirstAdministrator(deps);
  if (config.backoffice.port !== undefined) separateBackofficePort(app, config.backoffice.port);

  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(async (api) => {
    // Every API route refuses malformed input before reading it; the studio has its own rules.
    registerInputChecks(api);
    await registerModules(api, deps);
    await registerBackofficeModules(api, deps);
  });
  if (config.studio.embedded) await mountStudio(app, deps);

  app.decorate('sendSpa', await registerSpa(app, config.webDist));
  const sendConsole = await registerConsole(app, config.backofficeDist);
  app.setNotFoundHandler((request, reply) => {
    if (sendConsole && wantsPage(request) && isConsolePage(request.url)) return sendConsole(reply);
    if (app.sendSpa && wantsPage(request) && !request.url.startsWith('/api/')) return app.sendSpa(reply);
    const locale = resolveLocale(request.headers['accept-language']);
    return reply.status(404).send({ detail: translate('not_found', locale) });
  });
  return app;
}
