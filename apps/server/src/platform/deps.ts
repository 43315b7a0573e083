import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokens } from './auth/access-token.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/types.js';
import type { Mailer } from './mail/mailer.js';
import type { RateLimiter } from './rate-limit.js';

/** What every module is built from. Made once in app.ts; tests may swap the clock or config. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
}
