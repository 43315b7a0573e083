import { listQuery, reasonField } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { approvalsOf, declareApprovalKind } from '../approvals/approvals.service.js';
import { presentApproval } from '../approvals/approvals.presenter.js';
import { recordAudit, staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import { formatUnits, parseUnits } from './decimal.js';
import * as repo from './payments.repository.js';
import { PaymentCommandError, assignPaymentIn, listUnmatchedPayments } from './payments.service.js';
import { RATE_SCALE } from './quote.js';

const depositsQuery = listQuery.extend({
  user_id: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  sort: z.enum(['credited_at', 'credited_cents']).default('credited_at'),
});
const assignBody = z
  .object({
    player_id: z
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1),
    reason: reasonField.max(500),
  })
  .strict();
const tokenChange = z
  .object({
    rate_to_usd: z
      .string()
      .regex(/^\d{1,7}(\.\d{1,8})?$/, 'field_invalid')
      .optional(),
    min_amount_usd: z.number().int().min(0).max(1_000_000).optional(),
    is_enabled: z.boolean().optional(),
    reason: reasonField,
  })
  .strict();

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Four eyes on crediting a payment nobody was matched to (docs/decisions/011 and 029). */
declareApprovalKind({
  kind: 'payment.assign',
  permission: 'payments.manage',
  async apply(tx, payload, ctx) {
    try {
      return await assignPaymentIn(
        ctx.deps,
        tx,
        Number(payload.event_id),
        Number(payload.player_id),
        ctx.request.reason,
        ctx.checker,
      );
    } catch (err) {
      if (err instanceof PaymentCommandError) throw conflict('operator_refused', { reason: err.message });
      throw err;
    }
  },
});

/**
 * Payments in the back office (payments.manage): credited deposits, the payments nobody was
 * matched to and their assignment to a player (four eyes), and the deposit methods' rates,
 * minimums and availability. The payments:* ops commands call the same services.
 */
export async function registerPaymentsBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = requireStaff(deps, 'payments.manage');

  app.get('/api/backoffice/payments/deposits/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(depositsQuery, request.query);
    const { limit, offset } = pageWindow(query);
    const params: unknown[] = [limit, offset];
    if (query.user_id) params.push(Number(query.user_id));
    const { rows } = await deps.db.query<{
      id: number;
      user_id: number;
      email: string;
      provider: string;
      token_type: string;
      network: string;
      tx_id: string;
      address: string;
      received_token_amount: string;
      rate: string;
      credited_cents: number;
      basis: string;
      credited_at: Date;
      total: number;
    }>(
      `SELECT d.id::int AS id, d.user_id::int AS user_id, u.email, d.provider, d.token_type, d.network, d.tx_id, d.address,
              d.received_token_amount::text AS received_token_amount, d.rate::text AS rate,
              d.credited_cents::int AS credited_cents, d.basis, d.credited_at, count(*) OVER ()::int AS total
         FROM deposit_credits d JOIN users u ON u.id = d.user_id
        ${query.user_id ? 'WHERE d.user_id = $3' : ''}
        ORDER BY d.${query.sort} ${query.order}, d.id ${query.order} LIMIT $1 OFFSET $2`,
      params,
    );
    const items = rows.map(({ total: _total, credited_at, ...row }) => ({
      ...row,
      credited_usd: row.credited_cents / 100,
      credited_at: iso(credited_at),
    }));
    return sendList(reply, query, { items, total: rows[0]?.total ?? 0 }, 'deposits');
  });

  app.get('/api/backoffice/payments/unmatched/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(listQuery, request.query);
    const events = await listUnmatchedPayments(deps, 1000);
    const { limit, offset } = pageWindow(query);
    const items = events.slice(offset, offset + limit).map((e) => ({
      id: e.id,
      gateway_event_id: e.gateway_event_id,
      received_at: iso(e.received_at),
      provider: e.provider,
      token_type: e.token_type,
      address: e.address,
      amount: e.amount_text,
      tx_id: e.tx_id,
      outcome: e.outcome,
      user_id: e.user_id,
    }));
    return sendList(reply, query, { items, total: events.length }, 'unmatched-payments');
  });

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/payments/unmatched/:id/assign/',
    { preHandler: guard },
    async (request, reply) => {
      const eventId = pathId(request.params.id, 'not_found');
      const body = parseInput(assignBody, request.body);
      const events = await listUnmatchedPayments(deps, 1000);
      const event = events.find((e) => e.id === eventId);
      if (!event) throw notFound();
      const player = await deps.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
        body.player_id,
      ]);
      if (!player.rows[0]) throw notFound();
      const pending = await deps.db.transaction((tx) =>
        approvalsOf(deps).request(tx, {
          kind: 'payment.assign',
          subjectKey: `payment_event:${eventId}`,
          payload: { event_id: eventId, player_id: body.player_id },
          before: { event: eventId, outcome: event.outcome, amount: event.amount_text, player: null },
          after: {
            event: eventId,
            outcome: 'credited',
            player: { id: body.player_id, email: player.rows[0]?.email },
          },
          reason: body.reason,
          maker: staffActor(request),
        }),
      );
      return reply.status(202).send(presentApproval(pending));
    },
  );

  app.get('/api/backoffice/payments/tokens/', { preHandler: guard }, async () => {
    const tokens = await repo.listTokens(deps.db, { enabledOnly: false });
    return tokens.map((t) => ({
      provider: t.provider,
      token_type: t.token_type,
      network: t.network,
      rate_to_usd: t.rate_to_usd,
      min_amount_usd: t.min_amount_cents / 100,
      is_enabled: t.is_enabled,
    }));
  });

  app.patch<{ Params: { provider: string; token: string } }>(
    '/api/backoffice/payments/tokens/:provider/:token/',
    { preHandler: guard },
    async (request) => {
      const { provider, token } = request.params;
      if (!/^[A-Z]{2,10}$/.test(provider) || !/^[A-Z]{2,10}$/.test(token)) throw notFound();
      const body = parseInput(tokenChange, request.body);
      return deps.db.transaction(async (tx) => {
        const before = await repo.findToken(tx, provider, token);
        if (!before) throw notFound();
        const change: { rate_to_usd?: string; min_amount_cents?: number; is_enabled?: boolean } = {};
        if (body.rate_to_usd !== undefined) {
          const units = parseUnits(body.rate_to_usd, RATE_SCALE);
          if (units === undefined || units <= 0n)
            throw conflict('operator_refused', { reason: 'the rate must be above zero' });
          change.rate_to_usd = formatUnits(units, RATE_SCALE);
        }
        if (body.min_amount_usd !== undefined) change.min_amount_cents = body.min_amount_usd * 100;
        if (body.is_enabled !== undefined) change.is_enabled = body.is_enabled;
        await repo.updateToken(tx, provider, token, change, deps.clock.now());
        const after = await repo.findToken(tx, provider, token);
        const view = (t: typeof after) => ({
          rate_to_usd: t?.rate_to_usd,
          min_amount_usd: (t?.min_amount_cents ?? 0) / 100,
          is_enabled: t?.is_enabled,
        });
        await recordAudit(tx, deps.clock, {
          actor: staffActor(request),
          action: 'payment_token.update',
          subject: { type: 'payment_token', id: `${provider}/${token}` },
          reason: body.reason,
          before: view(before),
          after: view(after),
        });
        return { provider, token_type: token, ...view(after) };
      });
    },
  );
}
