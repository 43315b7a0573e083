import type { GameLaunch, GameLaunchQuery, ProviderLaunchRequest } from '@casino/contract';
import type { Deps } from '../../platform/deps.js';
import type { Locale } from '../../platform/i18n/locale.js';
import type { CatalogueGame } from '../catalogue/catalogue.service.js';
import * as repo from './games.repository.js';
import type { ProviderIntegration } from './integrations.js';
import { providerCallHeaders } from './provider-signature.js';
import { randomToken, sha256 } from '../accounts/secret-tokens.js';
import { assertMayPlay } from '../accounts/player-status.js';
import { bonusesOf } from '../bonuses/bonuses.service.js';
import { limitsOf } from '../limits/limits.service.js';

/** How long a session takes bets; wins and rollbacks of its rounds are accepted after. */
export const SESSION_TTL_SECONDS = 12 * 3600;
/** A provider's launch answer is awaited this long, then the launch fails. */
export const LAUNCH_TIMEOUT_MS = 10_000;
/** Real-money launches per player and minute (each opens a session and calls the provider). */
export const LAUNCH_LIMITS = { perPlayer: 30, perIp: 120, windowSeconds: 60 } as const;

const CURRENCY = 'USD';
const NOT_LAUNCHED: GameLaunch = { status: false, url: '' };

/** What the launch reads of the catalogue (CatalogueService). */
export interface GameFinder {
  findGame(gameId: number): Promise<CatalogueGame | undefined>;
}

export interface LaunchInput {
  query: GameLaunchQuery;
  /** The signed-in player; undefined for a guest (demo only). */
  userId: number | undefined;
  ip: string;
  locale: Locale;
}

/** A real-money session's token: 32 random bytes; only its SHA-256 is stored. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256(token) };
}

/** Launches games at their providers: a session for real play, then the provider's signed launch. */
export class LaunchService {
  private readonly integrations: Map<string, ProviderIntegration>;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'log' | 'config' | 'rateLimiter'>,
    private readonly games: GameFinder,
    integrations: readonly ProviderIntegration[],
  ) {
    this.integrations = new Map(integrations.map((i) => [i.code, i]));
  }

  /**
   * The game's URL for the frame, or status false when it cannot be played now (unknown or
   * inactive game, no demo, no integration, the provider failing). Real play needs userId.
   */
  async launch(input: LaunchInput): Promise<GameLaunch> {
    const { query, userId } = input;
    const demo = query.demo;
    if (!demo && userId !== undefined) {
      await this.deps.rateLimiter.hit(
        `games:launch:player:${userId}`,
        LAUNCH_LIMITS.perPlayer,
        LAUNCH_LIMITS.windowSeconds,
      );
    } else {
      await this.deps.rateLimiter.hit(
        `games:launch:ip:${input.ip}`,
        LAUNCH_LIMITS.perIp,
        LAUNCH_LIMITS.windowSeconds,
      );
    }
    const game = await this.games.findGame(query.gameId);
    if (!game?.active || (demo && !game.demo)) return NOT_LAUNCHED;
    const integration = this.integrations.get(game.providerCode);
    if (!integration || !(await repo.isIntegrationActive(this.deps.db, integration.code))) {
      this.deps.log.warn({ provider: game.providerCode, game_id: game.id }, 'games: no active integration');
      return NOT_LAUNCHED;
    }
    const base: ProviderLaunchRequest = {
      game: game.code,
      demo,
      language: input.locale,
      mobile: query.mobile,
      lobby_url: `${this.deps.config.publicUrl}/`,
    };
    let request = base;
    let sessionId: number | undefined;
    if (!demo) {
      if (userId === undefined) throw new Error('real play needs a signed-in player');
      // Only an active account stakes money (docs/decisions/035).
      await assertMayPlay(this.deps.db, userId);
      // No real-money session the next bet would be refused on: a time-out or self-exclusion
      // (docs/decisions/038) or the day's play time used up (docs/decisions/039). A 409 with the
      // limits' own message; demo stays open.
      await limitsOf(this.deps).assertRealPlayOpen(userId);
      const { token, hash } = newSessionToken();
      const now = this.deps.clock.now();
      sessionId = await repo.insertSession(this.deps.db, {
        tokenHash: hash,
        userId,
        gameId: game.id,
        gameCode: game.code,
        provider: integration.code,
        gameType: game.type,
        // The catalogue does not expose a game's categories yet; bets record none until it does.
        categoryIds: [],
        currency: CURRENCY,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
      });
      // Free spins of the bonus being wagered, if they play on this game (docs/decisions/013).
      const freeRounds = await bonusesOf(this.deps).freeRoundsFor(userId, game.code, now);
      request = {
        ...base,
        session_token: token,
        player_id: String(userId),
        currency: CURRENCY,
        ...(freeRounds ? { free_rounds: freeRounds } : {}),
      };
    }
    const url = await this.askProvider(integration, request, game.id);
    if (url === undefined) {
      if (sessionId !== undefined) await repo.endSession(this.deps.db, sessionId, this.deps.clock.now());
      return NOT_LAUNCHED;
    }
    return { status: true, url };
  }

  /** POST {provider}/api/launch, signed; the game's URL, or undefined (logged) on any failure. */
  private async askProvider(
    integration: ProviderIntegration,
    request: ProviderLaunchRequest,
    gameId: number,
  ): Promise<string | undefined> {
    const body = JSON.stringify(request);
    const where = { provider: integration.code, game_id: gameId };
    try {
      const response = await fetch(`${integration.apiUrl}/api/launch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...providerCallHeaders(integration.code, integration.secret, body, this.deps.clock.now()),
        },
        body,
        signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
        redirect: 'error',
      });
      const text = await response.text();
      if (!response.ok) {
        this.deps.log.error({ ...where, status: response.status }, 'games: the provider refused the launch');
        return undefined;
      }
      const url = launchUrlOf(text);
      if (url === undefined) this.deps.log.error(where, 'games: the provider answered no usable url');
      return url;
    } catch (err) {
      this.deps.log.error(
        { ...where, err: err instanceof Error ? err.message : String(err) },
        'games: launch failed',
      );
      return undefined;
    }
  }
}

/** The url of a launch answer: an absolute http(s) URL or a path on our origin, nothing else. */
function launchUrlOf(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('url' in parsed)) return undefined;
  const url = parsed.url;
  if (typeof url !== 'string' || url.length === 0 || url.length > 2000) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const absolute = new URL(url);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.toString() : undefined;
  } catch {
    return undefined;
  }
}
