import {
  activityStatementQuery,
  answerLimitsOfferRequest,
  confirmLimitRequest,
  setLimitRequest,
  setRealityCheckRequest,
  setTimeLimitRequest,
  takeBreakRequest,
  usdToCents,
} from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { parseInput } from '../../platform/http/validate.js';
import { exclusionOf } from './exclusion.service.js';
import { limitsOf } from './limits.service.js';

/** The player's responsible-gambling tools (docs/decisions/038). */
export async function registerLimitsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = limitsOf(deps);
  const guard = { preHandler: requirePlayer(deps.accessTokens) };
  // Made now, so every self-exclusion from the start keeps the player's identifiers.
  exclusionOf(deps);

  app.get('/api/frontend/limits/', guard, async (request) => limits.overview(playerIdOf(request)));

  app.put('/api/frontend/limits/', guard, async (request) => {
    const body = parseInput(setLimitRequest, request.body);
    const userId = playerIdOf(request);
    await limits.setLimit(
      userId,
      body.kind,
      body.period,
      body.amount === null ? null : (usdToCents(body.amount) ?? 0),
    );
    return limits.overview(userId);
  });

  app.post('/api/frontend/limits/confirm/', guard, async (request) => {
    const body = parseInput(confirmLimitRequest, request.body);
    const userId = playerIdOf(request);
    await limits.confirm(userId, body.kind, body.period);
    return limits.overview(userId);
  });

  app.post('/api/frontend/limits/break/', guard, async (request) => {
    const body = parseInput(takeBreakRequest, request.body);
    const userId = playerIdOf(request);
    await limits.takeBreak(userId, body.kind, body.period);
    return limits.overview(userId);
  });

  app.put('/api/frontend/limits/time/', guard, async (request) => {
    const body = parseInput(setTimeLimitRequest, request.body);
    const userId = playerIdOf(request);
    // The engine keeps a time limit's minutes as the limit's amount (docs/decisions/039).
    await limits.setLimit(userId, 'time', 'day', body.minutes);
    return limits.overview(userId);
  });

  app.post('/api/frontend/limits/time/confirm/', guard, async (request) => {
    const userId = playerIdOf(request);
    await limits.confirm(userId, 'time', 'day');
    return limits.overview(userId);
  });

  app.put('/api/frontend/limits/reality-check/', guard, async (request) => {
    const body = parseInput(setRealityCheckRequest, request.body);
    const userId = playerIdOf(request);
    await limits.setRealityCheck(userId, body.minutes);
    return limits.overview(userId);
  });

  app.get('/api/frontend/limits/session/', guard, async (request) => limits.session(playerIdOf(request)));

  app.post('/api/frontend/limits/session/acknowledge/', guard, async (request) =>
    limits.acknowledgeCheck(playerIdOf(request)),
  );

  app.get('/api/frontend/limits/statement/', guard, async (request) => {
    const { period } = parseInput(activityStatementQuery, request.query);
    return limits.statement(playerIdOf(request), period);
  });
  app.post('/api/frontend/limits/reopen/', guard, async (request) => {
    const userId = playerIdOf(request);
    await limits.reopen(userId);
    return limits.overview(userId);
  });

  app.get('/api/frontend/limits/prompts/', guard, async (request) => limits.prompts(playerIdOf(request)));

  app.post('/api/frontend/limits/offer/', guard, async (request) => {
    const body = parseInput(answerLimitsOfferRequest, request.body);
    const userId = playerIdOf(request);
    const cents = (usd: number | null | undefined) => (usd == null ? undefined : usdToCents(usd));
    await limits.answerOffer(userId, body.where, {
      day: cents(body.day),
      week: cents(body.week),
      month: cents(body.month),
    });
    return limits.prompts(userId);
  });

  app.post('/api/frontend/limits/review/', guard, async (request) => {
    const userId = playerIdOf(request);
    await limits.review(userId);
    return limits.prompts(userId);
  });
}
