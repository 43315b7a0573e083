import { centsToUsd } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/db/types.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/http/errors.js';
import {
  approvalsOf,
  declareApprovalKind,
  type ApprovalDeps,
  type ApprovalRow,
} from '../approvals/approvals.service.js';
import { operatorActor, recordAudit, type Actor, type StaffActor } from '../audit/audit.service.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { insertPlayerEvent } from '../events/player-events.repository.js';
import { isEthereumAddress, isTronAddress } from '../payments/addresses.js';
import { InsufficientFundsError, walletOf, type WalletService } from '../wallet/wallet.service.js';
import './withdrawals.messages.js';
import * as repo from './withdrawals.repository.js';
import type { WithdrawalRow, WithdrawalStatus } from './withdrawals.repository.js';

export type { WithdrawalRow, WithdrawalStatus } from './withdrawals.repository.js';

export interface WithdrawalInput {
  amountCents: number;
  provider: string;
  tokenType: string;
  address: string;
  /** The client's Idempotency-Key, if it sent one. */
  requestKey?: string;
}

export interface WithdrawalRequested {
  withdrawalId: number;
  userId: number;
  amountCents: number;
}

/**
 * Told inside the request's transaction, after the hold: the bonus module will cancel the
 * player's active bonuses here (document 2: "Creating a withdrawal request cancels active
 * bonuses"). Throwing refuses the whole request, so a request never leaves a bonus running.
 */
export type WithdrawalRequestedListener = (event: WithdrawalRequested, tx: Queryable) => Promise<void> | void;

/** An operator command's refusal (a wrong id, a settled withdrawal): shown as is on the console. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

// Requests per player per hour: far above any honest use, low enough to stop a loop.
const REQUEST_LIMIT = 20;
const REQUEST_WINDOW_SECONDS = 3600;

const TX_ID = /^[A-Za-z0-9:_-]{8,128}$/;
const GENERIC_ADDRESS = /^[A-Za-z0-9:_-]{16,128}$/;

/** Whether address can receive on the network named by provider (the network's coin: TRX, ETH...). */
export function isValidAddress(provider: string, address: string): boolean {
  switch (provider.toUpperCase()) {
    case 'TRX':
      return isTronAddress(address);
    case 'ETH':
      return isEthereumAddress(address);
    default:
      return GENERIC_ADDRESS.test(address);
  }
}

/**
 * Records what happened to a withdrawal for the player's inbox, in the caller's transaction. The
 * key names the cause, so a repeated operator command can never tell the player twice.
 */
async function recordEvent(
  tx: Queryable,
  row: WithdrawalRow,
  cause: 'requested' | 'paid' | 'rejected',
  extra: Record<string, string>,
  now: Date,
): Promise<void> {
  await insertPlayerEvent(tx, {
    userId: row.user_id,
    type: `withdrawal_${cause}`,
    payload: {
      withdrawal_id: row.id,
      usd_amount: centsToUsd(row.amount_cents),
      provider: row.provider,
      token_type: row.token_type,
      ...extra,
    },
    dedupeKey: `withdrawal:${row.id}:${cause}`,
    now,
  });
}

/** Withdrawals: verified players only, to a network they deposited with, held in the ledger until settled. */
export class WithdrawalsService {
  private readonly listeners: WithdrawalRequestedListener[] = [];
  private readonly wallet: WalletService;

  constructor(private readonly deps: { db: Db; clock: Clock; rateLimiter?: RateLimiter }) {
    this.wallet = walletOf(deps);
  }

  /** Registers a listener run inside every new request's transaction; answers a function that removes it. */
  onWithdrawalRequested(listener: WithdrawalRequestedListener): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** Requests a withdrawal: checks the player and the network, holds the amount, tells the listeners. */
  async request(
    userId: number,
    input: WithdrawalInput,
  ): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
    const { db, clock } = this.deps;
    if (input.requestKey) {
      const previous = await repo.findByRequestKey(db, userId, input.requestKey);
      if (previous) return { withdrawal: previous, created: false };
    }
    if ((await repo.verificationState(db, userId)) !== 'verified') throw forbidden('withdrawal_unverified');
    await this.deps.rateLimiter?.hit(`withdrawal:${userId}`, REQUEST_LIMIT, REQUEST_WINDOW_SECONDS);

    const provider = input.provider.toUpperCase();
    const tokenType = input.tokenType.toUpperCase();
    if (!(await this.wallet.hasDepositedVia(userId, provider, tokenType))) {
      throw fieldError('provider', 'withdrawal_network_not_deposited');
    }
    const address = input.address.trim();
    if (!isValidAddress(provider, address))
      throw fieldError('address', 'withdrawal_address_invalid', { network: provider });

    try {
      const withdrawal = await db.transaction(async (tx) => {
        const now = clock.now();
        // Checked again under the transaction: an operator may have revoked verification meanwhile.
        if ((await repo.verificationState(tx, userId)) !== 'verified')
          throw forbidden('withdrawal_unverified');
        const row = await repo.insertWithdrawal(tx, {
          userId,
          amountCents: input.amountCents,
          provider,
          tokenType,
          address,
          requestKey: input.requestKey ?? null,
          createdAt: now,
        });
        const { transfer } = await this.wallet.transfer(
          {
            idempotencyKey: `withdrawal:${row.id}:hold`,
            kind: 'withdrawal_hold',
            from: { owner: 'player', userId, kind: 'cash' },
            to: { owner: 'house', name: 'withdrawals_in_flight' },
            amountCents: input.amountCents,
            reference: { withdrawal_id: row.id, provider, token_type: tokenType },
          },
          tx,
        );
        const held = await repo.setHoldTransfer(tx, row.id, transfer.id);
        for (const listener of this.listeners) {
          await listener({ withdrawalId: held.id, userId, amountCents: held.amount_cents }, tx);
        }
        await recordEvent(tx, held, 'requested', { address: held.address }, now);
        return held;
      });
      return { withdrawal, created: true };
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw fieldError('amount', 'insufficient_funds');
      // The same Idempotency-Key raced in twice: the other request won; answer its row.
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION && input.requestKey) {
        const previous = await repo.findByRequestKey(db, userId, input.requestKey);
        if (previous) return { withdrawal: previous, created: false };
      }
      throw err;
    }
  }

  /** The player's own withdrawals, newest first (optionally only one status, e.g. pending). */
  async listOf(userId: number, status?: WithdrawalStatus): Promise<WithdrawalRow[]> {
    return repo.listOfUser(this.deps.db, userId, status, 100);
  }

  /** One of the player's own withdrawals; 404 for anyone else's, as for a missing one. */
  async getOwn(userId: number, id: number): Promise<WithdrawalRow> {
    const row = await repo.findWithdrawal(this.deps.db, id);
    if (!row || row.user_id !== userId) throw notFound();
    return row;
  }

  /** For the operator: the latest withdrawals with the player's e-mail. */
  async listForOperator(
    status?: WithdrawalStatus,
    limit = 100,
  ): Promise<Array<WithdrawalRow & { email: string }>> {
    return repo.listAll(this.deps.db, status, limit);
  }

  /**
   * Marks a pending withdrawal paid with the chain transaction id; the held money leaves the
   * house to the gateway. Idempotent: paying it again with the same id changes nothing.
   */
  async pay(
    id: number,
    txId: string,
    actor: Actor = operatorActor(),
  ): Promise<{ withdrawal: WithdrawalRow; changed: boolean }> {
    if (!TX_ID.test(txId))
      throw new OperatorError('the chain transaction id is 8 to 128 letters, digits, ":", "_" or "-"');
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockWithdrawal(tx, id);
      if (!row) throw new OperatorError(`no withdrawal ${id}`);
      if (row.status === 'paid') {
        if (row.tx_id === txId) return { withdrawal: row, changed: false };
        throw new OperatorError(`withdrawal ${id} is already paid with transaction ${row.tx_id ?? ''}`);
      }
      if (row.status === 'rejected')
        throw new OperatorError(`withdrawal ${id} was rejected (${row.reason ?? ''}); it cannot be paid`);
      const other = await repo.findPaidByTx(tx, row.provider, txId);
      if (other) throw new OperatorError(`transaction ${txId} already paid withdrawal ${other.id}`);
      const { transfer } = await this.wallet.transfer(
        {
          idempotencyKey: `withdrawal:${row.id}:paid`,
          kind: 'withdrawal_paid',
          from: { owner: 'house', name: 'withdrawals_in_flight' },
          to: { owner: 'house', name: 'gateway_clearing' },
          amountCents: row.amount_cents,
          reference: {
            withdrawal_id: row.id,
            provider: row.provider,
            token_type: row.token_type,
            tx_id: txId,
          },
          onBehalfOf: row.user_id,
        },
        tx,
      );
      const now = this.deps.clock.now();
      const paid = await repo.markPaid(tx, row.id, txId, transfer.id, now);
      if (actor.staffId !== null) await repo.markPaidBy(tx, row.id, actor.staffId);
      await recordEvent(tx, paid, 'paid', { tx_id: txId }, now);
      await recordAudit(tx, this.deps.clock, {
        actor,
        action: 'withdrawal.pay',
        subject: { type: 'withdrawal', id: row.id },
        before: { status: row.status },
        after: { status: 'paid', tx_id: txId },
        details: { player_id: row.user_id, amount_cents: row.amount_cents, transfer_id: transfer.id },
      });
      return { withdrawal: { ...paid, paid_by: actor.staffId }, changed: true };
    });
  }

  /**
   * Rejects a pending withdrawal with a reason; the held money returns to the player's cash.
   * Idempotent: rejecting it again changes nothing.
   */
  async reject(
    id: number,
    reason: string,
    actor: Actor = operatorActor(),
  ): Promise<{ withdrawal: WithdrawalRow; changed: boolean }> {
    const text = reason.trim();
    if (text.length === 0 || text.length > 500) throw new OperatorError('the reason is 1 to 500 characters');
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockWithdrawal(tx, id);
      if (!row) throw new OperatorError(`no withdrawal ${id}`);
      if (row.status === 'rejected') return { withdrawal: row, changed: false };
      if (row.status === 'paid')
        throw new OperatorError(
          `withdrawal ${id} is already paid (${row.tx_id ?? ''}); it cannot be rejected`,
        );
      const { transfer } = await this.wallet.transfer(
        {
          idempotencyKey: `withdrawal:${row.id}:release`,
          kind: 'withdrawal_release',
          from: { owner: 'house', name: 'withdrawals_in_flight' },
          to: { owner: 'player', userId: row.user_id, kind: 'cash' },
          amountCents: row.amount_cents,
          reference: {
            withdrawal_id: row.id,
            provider: row.provider,
            token_type: row.token_type,
            reason: text,
          },
        },
        tx,
      );
      const now = this.deps.clock.now();
      const rejected = await repo.markRejected(tx, row.id, text, transfer.id, now);
      await recordEvent(tx, rejected, 'rejected', { reason: text }, now);
      await recordAudit(tx, this.deps.clock, {
        actor,
        action: 'withdrawal.reject',
        subject: { type: 'withdrawal', id: row.id },
        reason: text,
        before: { status: row.status },
        after: { status: 'rejected' },
        details: { player_id: row.user_id, amount_cents: row.amount_cents, transfer_id: transfer.id },
      });
      return { withdrawal: rejected, changed: true };
    });
  }
}

/**
 * The payments officer's review of a pending withdrawal (docs/decisions/029): up to the
 * threshold their approval is enough; above it the withdrawal waits for a second person's
 * approval (four eyes, kind withdrawal.approve) before it can be paid.
 */
export async function reviewWithdrawal(
  deps: ApprovalDeps,
  id: number,
  reviewer: StaffActor,
  thresholdCents: number,
): Promise<{ withdrawal: WithdrawalRow; approval: ApprovalRow | null }> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockWithdrawal(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw conflict('withdrawal_not_pending');
    if (row.approved_at) throw conflict('withdrawal_already_approved');
    const now = deps.clock.now();
    const needsSecond = row.amount_cents > thresholdCents;
    const reviewed = await repo.markReviewed(
      tx,
      id,
      reviewer.staffId,
      needsSecond ? null : reviewer.staffId,
      now,
    );
    const approval = needsSecond
      ? await approvalsOf(deps).request(tx, {
          kind: WITHDRAWAL_APPROVAL,
          subjectKey: `withdrawal:${id}`,
          payload: { withdrawal_id: id },
          before: { withdrawal: id, amount_cents: row.amount_cents, approved: false },
          after: { withdrawal: id, amount_cents: row.amount_cents, approved: true },
          reason: `withdrawal of ${centsToUsd(row.amount_cents).toFixed(2)} USD above the ${centsToUsd(thresholdCents).toFixed(2)} USD threshold, reviewed by ${reviewer.label}`,
          maker: reviewer,
        })
      : null;
    await recordAudit(tx, deps.clock, {
      actor: reviewer,
      action: needsSecond ? 'withdrawal.review' : 'withdrawal.approve',
      subject: { type: 'withdrawal', id },
      before: { approved: false },
      after: { approved: !needsSecond, waiting_for_second_approval: needsSecond },
      details: { player_id: row.user_id, amount_cents: row.amount_cents, threshold_cents: thresholdCents },
    });
    return { withdrawal: reviewed, approval };
  });
}

/** Four eyes on a large withdrawal: the second person's approval lets it be paid. */
export const WITHDRAWAL_APPROVAL = 'withdrawal.approve';
declareApprovalKind({
  kind: WITHDRAWAL_APPROVAL,
  permission: 'withdrawals.review',
  async apply(tx, payload, ctx) {
    const id = Number(payload.withdrawal_id);
    const row = await repo.lockWithdrawal(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw conflict('withdrawal_not_pending');
    const approved = await repo.markApproved(tx, id, ctx.checker.staffId, ctx.deps.clock.now());
    await recordAudit(tx, ctx.deps.clock, {
      actor: ctx.checker,
      action: 'withdrawal.approve',
      subject: { type: 'withdrawal', id },
      reason: ctx.request.reason,
      before: { approved: false },
      after: { approved: true },
      details: {
        approval_id: ctx.request.id,
        maker_id: ctx.request.maker_id,
        amount_cents: row.amount_cents,
      },
    });
    return { withdrawal_id: approved.id, approved_at: approved.approved_at };
  },
});

const instances = new WeakMap<Db, WithdrawalsService>();

/** The one WithdrawalsService of a database, so listeners registered by other modules are always told. */
export function withdrawalsOf(deps: { db: Db; clock: Clock; rateLimiter?: RateLimiter }): WithdrawalsService {
  let service = instances.get(deps.db);
  if (!service) {
    service = new WithdrawalsService(deps);
    instances.set(deps.db, service);
  }
  return service;
}
