import { usdToCents, withdrawalListQuery, withdrawalRequest } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { fieldError } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { presentWithdrawal } from './withdrawals.presenter.js';
import { withdrawalsOf } from './withdrawals.service.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export async function registerWithdrawalsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const withdrawals = withdrawalsOf(deps);
  const guard = requirePlayer(deps.accessTokens);

  /** Requests a withdrawal; 201 with the held request, 200 with the first one for a repeated Idempotency-Key. */
  app.post('/api/frontend/withdrawals/', { preHandler: guard }, async (request, reply) => {
    const userId = playerIdOf(request);
    const header = request.headers['idempotency-key'];
    const requestKey = typeof header === 'string' && header !== '' ? header : undefined;
    if (requestKey !== undefined && !IDEMPOTENCY_KEY.test(requestKey))
      throw fieldError('non_field_errors', 'field_invalid');
    const body = parseInput(withdrawalRequest, request.body);
    const amountCents = usdToCents(body.amount);
    if (amountCents === undefined) throw fieldError('amount', 'amount_invalid');
    const { withdrawal, created } = await withdrawals.request(userId, {
      amountCents,
      provider: body.provider,
      tokenType: body.token_type,
      address: body.address,
      ...(requestKey ? { requestKey } : {}),
    });
    return reply.status(created ? 201 : 200).send(presentWithdrawal(withdrawal));
  });

  /** The player's own withdrawals, newest first; ?status=pending for the profile and game-menu widgets. */
  app.get('/api/frontend/withdrawals/', { preHandler: guard }, async (request) => {
    const { status } = parseInput(withdrawalListQuery, request.query);
    const rows = await withdrawals.listOf(playerIdOf(request), status);
    return rows.map(presentWithdrawal);
  });

  app.get<{ Params: { id: string } }>(
    '/api/frontend/withdrawals/:id/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found', Number.MAX_SAFE_INTEGER);
      return presentWithdrawal(await withdrawals.getOwn(playerIdOf(request), id));
    },
  );
}
