import crypto from 'node:crypto';
import type { CashbackClaim, CashbackClaimResult, RanksAnswer } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalPlayer, playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import { walletOf } from '../wallet/wallet.service.js';
import { loyaltyOf } from './loyalty.service.js';

/** Document 2, sections 2 and 7: the status ladder (guests too), cashback claims (players). */
export async function registerLoyaltyRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // Built here so the bet listener is registered once the server has routes.
  const loyalty = loyaltyOf(deps);
  const guard = { preHandler: requirePlayer(deps.accessTokens) };

  app.get('/api/frontend/ranks/', async (request): Promise<RanksAnswer> => {
    const userId = await optionalPlayer(deps.accessTokens, request);
    return loyalty.ranks(userId);
  });

  app.get('/api/frontend/cashback/', guard, async (request): Promise<CashbackClaim[]> =>
    loyalty.claims(playerIdOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/frontend/cashback/:id/claim/',
    guard,
    async (request): Promise<CashbackClaimResult> =>
      loyalty.claim(
        playerIdOf(request),
        pathId(request.params.id, 'cashback_not_found'),
        resolveLocale(request.headers['accept-language']),
      ),
  );

  if (!deps.config.isProduction) registerDevLoyaltyRoutes(app, deps);
}

const devBetsRequest = z.strictObject({
  /** USD per bet. */
  amount: z.number().positive().max(10_000).multipleOf(0.01),
  count: z.number().int().min(1).max(100).default(1),
});

const devCashbackRequest = z.strictObject({ at: z.iso.datetime({ offset: true }) });

/**
 * Development only: slot bets of the signed-in player's cash through the ledger (as the game
 * studio's would), so a browser journey can reach a station without playing hundreds of rounds.
 */
function registerDevLoyaltyRoutes(app: FastifyInstance, deps: Deps): void {
  const wallet = walletOf(deps);
  app.post('/api/dev/loyalty/bets', { preHandler: requirePlayer(deps.accessTokens) }, async (request) => {
    const userId = playerIdOf(request);
    const body = parseInput(devBetsRequest, request.body);
    const amountCents = Math.round(body.amount * 100);
    for (let i = 0; i < body.count; i += 1)
      await wallet.placeBet({
        idempotencyKey: `dev-loyalty:${crypto.randomUUID()}`,
        userId,
        amountCents,
        reference: { game_type: 'slots', source: 'dev-loyalty' },
      });
    return loyaltyOf(deps).ranks(userId);
  });

  /**
   * Development only: what the weekly cashback job does for the week before `at` (a moved
   * clock), called on the service rather than through the job's period record, so journeys
   * running side by side each see their own player's week settled. One claim per player and
   * week, however often it is called.
   */
  app.post('/api/dev/loyalty/cashback', async (request) => {
    const { at } = parseInput(devCashbackRequest, request.body);
    return loyaltyOf(deps).settleCashback(new Date(at));
  });
}
