import { centsToUsd } from '@casino/contract';
import { emptyBody, listQuery, playerReason, withdrawalPay } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import type { Queryable } from '../../platform/db/types.js';
import { conflict, detailError, notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { presentApproval } from '../approvals/approvals.presenter.js';
import { staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import { OperatorError, reviewWithdrawal, withdrawalsOf, type WithdrawalRow } from './withdrawals.service.js';

const queueQuery = listQuery.extend({
  status: z.enum(['pending', 'paid', 'rejected', 'all']).default('pending'),
  sort: z.enum(['id', 'amount_cents', 'created_at']).default('id'),
  user_id: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

/** What a payments officer should look at twice (docs/decisions/029), computed per row of the page. */
const RISK_FLAGS = `
  NOT EXISTS (SELECT 1 FROM withdrawals p WHERE p.user_id = w.user_id AND p.id < w.id AND p.status = 'paid') AS first_withdrawal,
  NOT EXISTS (SELECT 1 FROM withdrawals p WHERE p.user_id = w.user_id AND p.id <> w.id AND p.address = w.address AND p.status = 'paid') AS new_address,
  w.amount_cents > 3 * COALESCE((SELECT avg(p.amount_cents) FROM withdrawals p WHERE p.user_id = w.user_id AND p.id <> w.id AND p.status = 'paid'), 'Infinity'::numeric) AS above_usual,
  EXISTS (
    SELECT 1 FROM deposit_credits d
     WHERE d.user_id = w.user_id AND d.credited_at <= w.created_at
       AND d.credited_at = (SELECT max(d2.credited_at) FROM deposit_credits d2 WHERE d2.user_id = w.user_id AND d2.credited_at <= w.created_at)
       AND COALESCE((SELECT sum(r.bet_cents - r.refunded_cents) FROM game_rounds r
                      WHERE r.user_id = w.user_id AND r.created_at >= d.credited_at AND r.created_at <= w.created_at), 0) < d.credited_cents
  ) AS little_play_since_deposit,
  EXISTS (SELECT 1 FROM player_bonuses b WHERE b.user_id = w.user_id AND b.state = 'completed'
            AND b.ended_at > w.created_at - interval '7 days') AS bonus_recently_completed,
  EXISTS (SELECT 1 FROM player_devices a JOIN player_devices o ON o.device_hash = a.device_hash AND o.user_id <> a.user_id
           WHERE a.user_id = w.user_id)
    OR EXISTS (SELECT 1 FROM withdrawals o WHERE o.address = w.address AND o.user_id <> w.user_id) AS linked_accounts`;

type QueueRow = WithdrawalRow & {
  email: string;
  nickname: string | null;
  verification_state: string;
  reviewer: string | null;
  approver: string | null;
  payer: string | null;
  approval_id: number | null;
  first_withdrawal: boolean;
  new_address: boolean;
  above_usual: boolean;
  little_play_since_deposit: boolean;
  bonus_recently_completed: boolean;
  linked_accounts: boolean;
  total: number;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function present(row: QueueRow, thresholdCents: number) {
  const flags = (
    [
      'first_withdrawal',
      'new_address',
      'above_usual',
      'little_play_since_deposit',
      'bonus_recently_completed',
      'linked_accounts',
    ] as const
  ).filter((flag) => row[flag]);
  return {
    id: row.id,
    player: {
      id: row.user_id,
      email: row.email,
      nickname: row.nickname,
      verification_state: row.verification_state,
    },
    amount: centsToUsd(row.amount_cents),
    amount_cents: row.amount_cents,
    provider: row.provider,
    token_type: row.token_type,
    address: row.address,
    status: row.status,
    tx_id: row.tx_id,
    reason: row.reason,
    created_at: iso(row.created_at),
    processed_at: iso(row.processed_at),
    needs_second_approval: row.amount_cents > thresholdCents,
    reviewed_by: row.reviewer,
    reviewed_at: iso(row.reviewed_at),
    approved_by: row.approver,
    approved_at: iso(row.approved_at),
    paid_by: row.payer,
    approval_id: row.approval_id,
    risk_flags: flags,
  };
}

async function queue(
  db: Queryable,
  where: string,
  params: unknown[],
  order: string,
  limit: number,
  offset: number,
) {
  const { rows } = await db.query<QueueRow>(
    `SELECT w.id::int AS id, w.user_id::int AS user_id, w.amount_cents::int AS amount_cents, w.provider, w.token_type,
            w.address, w.status, w.tx_id, w.reason, w.created_at, w.processed_at, w.reviewed_at, w.approved_at,
            u.email, u.nickname, u.verification_state,
            rs.email AS reviewer, ap.email AS approver, pb.email AS payer,
            (SELECT a.id::int FROM approval_requests a WHERE a.kind = 'withdrawal.approve'
               AND a.subject_key = 'withdrawal:' || w.id ORDER BY a.id DESC LIMIT 1) AS approval_id,
            ${RISK_FLAGS},
            count(*) OVER ()::int AS total
       FROM withdrawals w JOIN users u ON u.id = w.user_id
       LEFT JOIN staff rs ON rs.id = w.reviewed_by LEFT JOIN staff ap ON ap.id = w.approved_by
       LEFT JOIN staff pb ON pb.id = w.paid_by
      ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return rows;
}

/** The service's refusals (already paid, rejected, a transaction id used twice) as a 409 the console shows. */
async function refusalsAsConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof OperatorError) throw conflict('operator_refused', { reason: err.message });
    throw err;
  }
}

/**
 * The withdrawals queue (withdrawals.review): risk flags, the review (with four eyes above
 * WITHDRAWAL_APPROVAL_ABOVE_USD), payment with the chain transaction id, rejection with a reason
 * the player is told. The `withdrawal:*` ops commands call the same service.
 */
export async function registerWithdrawalsBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = requireStaff(deps, 'withdrawals.review');
  const threshold = deps.config.backoffice.withdrawalApprovalAboveCents;
  const service = withdrawalsOf(deps);
  const one = async (id: number) => {
    const [row] = await queue(deps.db, 'WHERE w.id = $1', [id], 'w.id', 1, 0);
    if (!row) throw notFound();
    return present(row, threshold);
  };

  app.get('/api/backoffice/withdrawals/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(queueQuery, request.query);
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.status !== 'all') {
      params.push(query.status);
      where.push(`w.status = $${params.length}`);
    }
    if (query.user_id) {
      params.push(Number(query.user_id));
      where.push(`w.user_id = $${params.length}`);
    }
    const { limit, offset } = pageWindow(query);
    const rows = await queue(
      deps.db,
      where.length ? `WHERE ${where.join(' AND ')}` : '',
      params,
      `w.${query.sort} ${query.order}, w.id ${query.order}`,
      limit,
      offset,
    );
    return sendList(
      reply,
      query,
      { items: rows.map((r) => present(r, threshold)), total: rows[0]?.total ?? 0 },
      'withdrawals',
    );
  });

  app.get<{ Params: { id: string } }>(
    '/api/backoffice/withdrawals/:id/',
    { preHandler: guard },
    async (request) => one(pathId(request.params.id, 'not_found')),
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/withdrawals/:id/approve/',
    { preHandler: guard },
    async (request, reply) => {
      const id = pathId(request.params.id, 'not_found');
      parseInput(emptyBody, request.body ?? {});
      const { approval } = await reviewWithdrawal(deps, id, staffActor(request), threshold);
      return reply.status(approval ? 202 : 200).send({
        withdrawal: await one(id),
        approval: approval ? presentApproval(approval) : null,
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/withdrawals/:id/pay/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const body = parseInput(withdrawalPay, request.body);
      const current = await one(id);
      if (current.status === 'pending' && !current.approved_at)
        throw detailError(409, 'withdrawal_not_approved');
      await refusalsAsConflicts(() => service.pay(id, body.tx_id, staffActor(request)));
      return one(id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/withdrawals/:id/reject/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const body = parseInput(playerReason, request.body);
      await one(id);
      await refusalsAsConflicts(() => service.reject(id, body.reason, staffActor(request)));
      return one(id);
    },
  );
}
