import type { FastifyBaseLogger } from 'fastify';
import type { GameRegistry } from './games/registry.js';
import type { Clock } from './platform/clock.js';
import type { StudioDb } from './platform/db.js';
import type { WalletClient } from './wallet/wallet-client.js';

/** What the studio's services share: one per mounted studio. */
export interface StudioDeps {
  db: StudioDb;
  clock: Clock;
  games: GameRegistry;
  wallet: WalletClient;
  log: FastifyBaseLogger;
  /** The browser-facing base without a trailing slash ('/studio'). */
  publicBase: string;
  providerCode: string;
  /** The HMAC secret shared with the casino. */
  secret: string;
}

/** Demo play money: a fresh demo session starts with 1,000.00 of it. */
export const DEMO_CURRENCY = 'FUN';
export const DEMO_START_BALANCE = 100_000;
/** How long a launched game session stays playable. */
export const SESSION_TTL_MS = 24 * 3600 * 1000;
/** A multi-step round left alone this long is finished for the player (the remaining hands stand). */
export const IDLE_ROUND_MS = 3600 * 1000;
/**
 * A bet call older than this with no recorded answer was interrupted (a crash): far longer than
 * the wallet timeout, so a request still waiting for its answer is never mistaken for one.
 */
export const UNCONFIRMED_BET_MS = 2 * 60 * 1000;
