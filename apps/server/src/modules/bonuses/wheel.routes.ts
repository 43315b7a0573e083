import { wheelSpinRequest, type WheelBonuses, type WheelSpinResult } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { optionalPlayer, playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { parseInput } from '../../platform/http/validate.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import { limitsOf } from '../limits/limits.service.js';
import { spinWheel, wheelFor } from './wheel.service.js';

/** A spin is one call a day; more than this in a minute is a script, not a player. */
const SPIN_LIMIT = { perPlayer: 10, windowSeconds: 60 };

export async function registerWheelRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = requirePlayer(deps.accessTokens);

  /** The published prizes and the caller's spin state; guests see the prizes with can_spin false. */
  app.get('/api/frontend/wheel_bonuses/', async (request): Promise<WheelBonuses[]> => {
    const userId = await optionalPlayer(deps.accessTokens, request);
    return [await wheelFor(deps, userId, resolveLocale(request.headers['accept-language']))];
  });

  /** Today's spin: the drawn prize and the offered bonus it issued. */
  app.post('/api/frontend/wheel/spin/', { preHandler: guard }, async (request): Promise<WheelSpinResult> => {
    const userId = playerIdOf(request);
    // No bonus is taken during a time-out or self-exclusion (docs/decisions/038).
    await limitsOf(deps).assertNotPaused(userId);
    await deps.rateLimiter.hit(`wheel:spin:${userId}`, SPIN_LIMIT.perPlayer, SPIN_LIMIT.windowSeconds);
    const body = parseInput(wheelSpinRequest, request.body);
    return spinWheel(
      deps,
      userId,
      { timeZone: body.time_zone },
      resolveLocale(request.headers['accept-language']),
    );
  });
}
