import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { detailError, fieldError, notFound } from '../../platform/http/errors.js';
import { parseInput } from '../../platform/http/validate.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import * as repo from './games.repository.js';
import type { ProviderIntegration } from './integrations.js';
import { newSessionToken, SESSION_TTL_SECONDS } from './launch.service.js';
import { providerCallHeaders, PROVIDER_HEADERS } from './provider-signature.js';
import type { SeamlessWalletService } from './seamless-wallet.service.js';

const devRoundsRequest = z.strictObject({
  game_id: z.number().int().positive().max(2_147_483_647),
  /** USD staked per round. */
  amount: z.number().positive().max(10_000).multipleOf(0.01),
  /** USD paid back per round (0: a lost round). */
  win: z.number().nonnegative().max(100_000).multipleOf(0.01).default(0),
  count: z.number().int().min(1).max(100).default(1),
});

/**
 * Development only: real-money rounds of a game for the signed-in player, recorded exactly as a
 * provider's would be: a session, then for each round a signed bet and a signed closing win
 * through the seamless wallet. A browser journey can so lose a week's worth of stakes (for
 * cashback) without spinning hundreds of times.
 */
export function registerDevRoundRoutes(
  app: FastifyInstance,
  deps: Deps,
  parts: {
    catalogue: CatalogueService;
    integrations: readonly ProviderIntegration[];
    wallet: SeamlessWalletService;
  },
): void {
  app.post('/api/dev/games/rounds', { preHandler: requirePlayer(deps.accessTokens) }, async (request) => {
    const userId = playerIdOf(request);
    const body = parseInput(devRoundsRequest, request.body);
    const game = await parts.catalogue.findGame(body.game_id);
    const integration = game && parts.integrations.find((i) => i.code === game.providerCode);
    if (!game?.active || !integration) throw notFound('not_found');
    const { token, hash } = newSessionToken();
    const now = deps.clock.now();
    const sessionId = await repo.insertSession(deps.db, {
      tokenHash: hash,
      userId,
      gameId: game.id,
      gameCode: game.code,
      provider: integration.code,
      gameType: game.type,
      categoryIds: [],
      currency: 'USD',
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    });
    const call = async (action: 'bet' | 'win', payload: Record<string, unknown>) => {
      const rawBody = JSON.stringify(payload);
      const headers = providerCallHeaders(integration.code, integration.secret, rawBody, deps.clock.now());
      return parts.wallet.handle({
        action,
        provider: headers[PROVIDER_HEADERS.provider],
        timestamp: headers[PROVIDER_HEADERS.timestamp],
        signature: headers[PROVIDER_HEADERS.signature],
        rawBody,
      });
    };
    let played = 0;
    try {
      for (; played < body.count; played += 1) {
        const round = {
          session_token: token,
          player_id: String(userId),
          currency: 'USD',
          game: game.code,
          round_id: `dev-${crypto.randomUUID()}`,
        };
        const bet = await call('bet', {
          ...round,
          transaction_id: crypto.randomUUID(),
          amount: Math.round(body.amount * 100),
        });
        // A refused bet (funds, a bonus's maximum, a limit) ends the series: what was played
        // stands. A wallet that met the player's accounts held elsewhere asks to try again.
        if (bet.status === 503 && played === 0) throw detailError(503, 'busy_try_again');
        if (bet.status !== 200) break;
        const win = await call('win', {
          ...round,
          transaction_id: crypto.randomUUID(),
          amount: Math.round(body.win * 100),
          round_closed: true,
        });
        if (win.status !== 200) throw new Error(`dev round: the closing win was refused (${win.status})`);
      }
    } finally {
      await repo.endSession(deps.db, sessionId, deps.clock.now());
    }
    if (played === 0) throw fieldError('amount', 'insufficient_funds');
    return { played };
  });
}
