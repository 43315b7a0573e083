import { bonusActivateRequest, promoCodeRequest, superBonusRequest } from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { resolveLocale, type Locale } from '../../platform/i18n/locale.js';
import { limitsOf } from '../limits/limits.service.js';
import { BonusCommandError, runBonusesCommand } from './bonuses.ops.js';
import { pullDeadline } from './bonuses.repository.js';
import { bonusesOf } from './bonuses.service.js';

/** Promo codes are guessable: attempts per player and per address in a window (success or not). */
export const PROMO_LIMITS = { perPlayer: 10, perIp: 30, windowSeconds: 600 } as const;

const localeOf = (request: FastifyRequest): Locale => resolveLocale(request.headers['accept-language']);

/** Document 2, section 7: the bonus, super bonus and promo-code calls (signed-in players only). */
export async function registerBonusRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const bonuses = bonusesOf(deps);
  const guard = { preHandler: requirePlayer(deps.accessTokens) };
  // Taking a bonus is closed during a time-out or self-exclusion (docs/decisions/038).
  const limits = limitsOf(deps);
  const taking = {
    preHandler: [
      requirePlayer(deps.accessTokens),
      async (request: FastifyRequest) => limits.assertNotPaused(playerIdOf(request)),
    ],
  };

  app.get('/api/frontend/bonus/available/', guard, async (request) =>
    bonuses.available(playerIdOf(request), localeOf(request)),
  );

  app.get('/api/frontend/bonus/active/', guard, async (request) =>
    bonuses.current(playerIdOf(request), localeOf(request)),
  );

  app.post('/api/frontend/bonus/activate/', taking, async (request) => {
    const { bonus_id } = parseInput(bonusActivateRequest, request.body);
    return bonuses.activate(playerIdOf(request), bonus_id, localeOf(request), false);
  });

  app.post('/api/frontend/bonus_reactivate/', taking, async (request) => {
    const { bonus_id } = parseInput(bonusActivateRequest, request.body);
    return bonuses.activate(playerIdOf(request), bonus_id, localeOf(request), true);
  });

  app.delete<{ Params: { id: string } }>('/api/frontend/bonus_deactivate/:id/', guard, async (request) => {
    return bonuses.deactivate(
      playerIdOf(request),
      pathId(request.params.id, 'bonus_not_found'),
      localeOf(request),
    );
  });

  app.get('/api/frontend/bonus/super/', guard, async (request) =>
    bonuses.superOptions(playerIdOf(request), localeOf(request)),
  );

  app.post('/api/frontend/bonus/super/', taking, async (request) => {
    const { id } = parseInput(superBonusRequest, request.body);
    return bonuses.chooseSuper(playerIdOf(request), id, localeOf(request));
  });

  app.post('/api/frontend/bonus_reject/', guard, async (request) =>
    bonuses.declineSuper(playerIdOf(request), localeOf(request)),
  );

  app.post('/api/frontend/promo-code/activate/', taking, async (request) => {
    const userId = playerIdOf(request);
    await deps.rateLimiter.hit(`promo:player:${userId}`, PROMO_LIMITS.perPlayer, PROMO_LIMITS.windowSeconds);
    await deps.rateLimiter.hit(`promo:ip:${request.ip}`, PROMO_LIMITS.perIp, PROMO_LIMITS.windowSeconds);
    const { promo_code } = parseInput(promoCodeRequest, request.body);
    return bonuses.activatePromo(userId, promo_code, localeOf(request));
  });

  app.get('/api/frontend/promo-code/used/', guard, async (request) =>
    bonuses.usedPromoCodes(playerIdOf(request), localeOf(request)),
  );

  if (deps.config.isProduction) return;

  /**
   * Development only: an operator's `bonus:set <code> <field> <value>` over HTTP, so browser
   * journeys can set terms (a small wager) the way an operator would; answers what it printed.
   */
  app.post<{ Params: { code: string } }>('/api/dev/bonuses/terms/:code', async (request, reply) => {
    const { field, value } = parseInput(devTermsRequest, request.body);
    const lines: string[] = [];
    try {
      await runBonusesCommand(['bonus:set', request.params.code, field, value], deps, (l) => lines.push(l));
    } catch (err) {
      // The operator command's own words, without what the request echoed of control characters.
      if (err instanceof BonusCommandError)
        return reply.status(400).send({ non_field_errors: [err.message.replace(/\p{Cc}/gu, '?')] });
      throw err;
    }
    return { detail: lines.join('\n') };
  });

  /** Development only: the player's current bonus runs out of time now (the clock passing its deadline). */
  app.post('/api/dev/bonuses/expire', guard, async (request) => {
    const current = await bonuses.currentRow(playerIdOf(request));
    if (!current) throw notFound('bonus_not_found');
    const now = deps.clock.now();
    await pullDeadline(deps.db, current.id, now);
    return { expired: await bonuses.expireDue(now) };
  });
}

const devTermsRequest = z.object({
  field: z.string().min(1).max(40),
  value: z.string().min(1).max(40),
});
