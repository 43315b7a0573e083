import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  WALLET_ACTIONS,
  WALLET_ERRORS,
  walletBalanceRequest,
  walletBetRequest,
  walletRollbackRequest,
  walletWinRequest,
  type WalletAction,
  type WalletBetRequest,
  type WalletErrorCode,
  type WalletOk,
  type WalletRefusal,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@casino/contract';
import type { Deps } from '../../platform/deps.js';
import {
  PG_DEADLOCK,
  PG_SERIALIZATION_FAILURE,
  pgErrorCode,
  type Queryable,
} from '../../platform/db/types.js';
import {
  InsufficientFundsError,
  TransferKeyReusedError,
  walletOf,
  type WalletService,
} from '../wallet/wallet.service.js';
import type { ProviderIntegration } from './integrations.js';
import { verifyProviderCall } from './provider-signature.js';
import * as repo from './seamless-wallet.repository.js';
import type { WalletLookupRow } from './seamless-wallet.repository.js';

/** An answer to a provider: the status and the exact bytes of the JSON body. */
export interface WalletAnswer {
  status: number;
  body: string;
}

/** A signed call as it arrived: nothing in it is trusted before the signature is checked. */
export interface IncomingWalletCall {
  action: string;
  provider: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
}

const STATUS_OF: Record<WalletErrorCode, number> = {
  invalid_request: 400,
  invalid_signature: 401,
  session_invalid: 403,
  insufficient_funds: 409,
  round_closed: 409,
  round_unknown: 409,
  transaction_rolled_back: 409,
  transaction_conflict: 409,
  rollback_refused: 409,
  bet_limit: 409,
};

/** Whether the answer was made now and must be recorded, or was read back from a record. */
type Outcome = WalletAnswer & { recorded?: true };

/** Another call with the same transaction id committed first: answer again from its record. */
class CallRaced extends Error {
  constructor() {
    super('a concurrent call recorded this transaction id first');
    this.name = 'CallRaced';
  }
}

/** A refusal decided inside a transaction: the transaction rolls back, the refusal is recorded. */
class Refusal extends Error {
  constructor(
    readonly code: WalletErrorCode,
    readonly reason: string,
    readonly balanceCents?: number,
    readonly roundId?: number,
  ) {
    super(reason);
    this.name = 'Refusal';
  }
}

export function refusal(code: WalletErrorCode, message: string, balanceCents?: number): WalletAnswer {
  const body: WalletRefusal =
    balanceCents === undefined ? { error: code, message } : { error: code, message, balance: balanceCents };
  return { status: STATUS_OF[code], body: JSON.stringify(body) };
}

function ok(balanceCents: number, currency: string, casinoTransactionId?: number): WalletAnswer {
  const body: WalletOk =
    casinoTransactionId === undefined
      ? { balance: balanceCents, currency }
      : { balance: balanceCents, currency, casino_transaction_id: String(casinoTransactionId) };
  return { status: 200, body: JSON.stringify(body) };
}

/** The request's identity: its action and fields in a fixed key order, hashed. */
function requestHash(action: WalletAction, request: object): string {
  return createHash('sha256')
    .update(`${action}\n${canonicalJson(request)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The ledger's idempotency key of a call's movement. Transaction ids may hold ':', so the action
 * comes before the id: `game:p:bet:x:cash` (placeBet adds the part) can never equal the key of a
 * win or of another bet, whatever the ids.
 */
function ledgerKey(provider: string, action: 'bet' | 'win' | 'rollback', transactionId: string): string {
  return `game:${provider}:${action}:${transactionId}`;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const SCHEMAS = {
  balance: walletBalanceRequest,
  bet: walletBetRequest,
  win: walletWinRequest,
  rollback: walletRollbackRequest,
} as const satisfies Record<WalletAction, z.ZodType>;

/** How often a call that lost a race (or a deadlock) is answered again before giving up. */
const MAX_ATTEMPTS = 4;

interface Session {
  id: number;
  userId: number;
  gameId: number;
  gameCode: string;
  gameType: string;
  categoryIds: number[];
  currency: string;
  expired: boolean;
}

/**
 * The seamless-wallet endpoint's rules (docs/decisions/010): authenticity, then the request's
 * shape, then idempotency by (provider, transaction id), then the money, each call in one
 * database transaction with its round and its recorded answer.
 */
export class SeamlessWalletService {
  private readonly integrations: Map<string, ProviderIntegration>;
  private readonly wallet: WalletService;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'log'>,
    integrations: readonly ProviderIntegration[],
  ) {
    this.integrations = new Map(integrations.map((i) => [i.code, i]));
    this.wallet = walletOf(deps);
  }

  /** Answers one signed call from a provider; never throws for anything the caller sent. */
  async handle(call: IncomingWalletCall): Promise<WalletAnswer> {
    const integration = call.provider ? this.integrations.get(call.provider) : undefined;
    const authentic =
      integration !== undefined &&
      verifyProviderCall(
        integration.secret,
        { timestamp: call.timestamp, signature: call.signature },
        call.rawBody,
        this.deps.clock.now(),
      );
    if (!integration || !authentic) {
      this.deps.log.warn(
        { provider: call.provider?.slice(0, 60) },
        'games: wallet call with a bad signature',
      );
      return refusal(
        WALLET_ERRORS.invalidSignature,
        'missing, bad or stale signature, or an unknown provider',
      );
    }
    if (!(WALLET_ACTIONS as readonly string[]).includes(call.action))
      return refusal(WALLET_ERRORS.invalidRequest, 'unknown action');
    const action = call.action as WalletAction;
    let parsed: unknown;
    try {
      parsed = JSON.parse(call.rawBody);
    } catch {
      return refusal(WALLET_ERRORS.invalidRequest, 'the body is not JSON');
    }
    const result = SCHEMAS[action].safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return refusal(WALLET_ERRORS.invalidRequest, `${where}${issue?.message ?? 'invalid request'}`);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dispatch(integration.code, action, result.data);
      } catch (err) {
        const retry =
          err instanceof CallRaced ||
          pgErrorCode(err) === PG_DEADLOCK ||
          pgErrorCode(err) === PG_SERIALIZATION_FAILURE;
        if (!retry || attempt >= MAX_ATTEMPTS) throw err;
      }
    }
  }

  private async dispatch(provider: string, action: WalletAction, request: object): Promise<WalletAnswer> {
    switch (action) {
      case 'balance':
        return this.balance(provider, request as z.output<typeof walletBalanceRequest>);
      case 'bet':
        return this.bet(provider, request as WalletBetRequest);
      case 'win':
        return this.win(provider, request as WalletWinRequest);
      case 'rollback':
        return this.rollback(provider, request as WalletRollbackRequest);
    }
  }

  private async balance(
    provider: string,
    request: z.output<typeof walletBalanceRequest>,
  ): Promise<WalletAnswer> {
    const found = await repo.lookupCall(this.deps.db, provider, tokenHash(request.session_token), null, null);
    const session = this.sessionOf(found, request.player_id);
    if (!session || session.expired || session.currency !== request.currency)
      return refusal(WALLET_ERRORS.sessionInvalid, 'unknown or expired session');
    return ok(await this.playable(session.userId), session.currency);
  }

  private async bet(provider: string, request: WalletBetRequest): Promise<WalletAnswer> {
    const hash = requestHash('bet', request);
    const found = await repo.lookupCall(
      this.deps.db,
      provider,
      tokenHash(request.session_token),
      request.transaction_id,
      null,
    );
    // A tombstone answers the late bet it was left for, whatever the bet looks like.
    if (found.call_action === 'tombstone') return storedAnswer(found);
    if (found.call_action !== null) return this.repeat(found, hash);
    const session = this.sessionOf(found, request.player_id);
    if (
      !session ||
      session.expired ||
      session.currency !== request.currency ||
      session.gameCode !== request.game
    )
      return refusal(WALLET_ERRORS.sessionInvalid, 'unknown or expired session, or another game or currency');
    const now = this.deps.clock.now();
    const base = {
      provider,
      transactionId: request.transaction_id,
      action: 'bet' as const,
      requestHash: hash,
      userId: session.userId,
      now,
    };
    return this.settle(base, async (tx) => {
      const roundId = await repo.addBetToRound(tx, {
        provider,
        providerRoundId: request.round_id,
        userId: session.userId,
        gameId: session.gameId,
        gameCode: session.gameCode,
        sessionId: session.id,
        currency: session.currency,
        betCents: request.amount,
        fair: request.fair ?? null,
        now,
      });
      if (roundId === undefined) {
        const round = await repo.findRound(tx, provider, request.round_id);
        // Someone else's round id is a round this player cannot bet on: closed to them.
        throw new Refusal(WALLET_ERRORS.roundClosed, 'the round is closed', undefined, round?.id);
      }
      let placed;
      try {
        placed = await this.wallet.placeBet(
          {
            idempotencyKey: ledgerKey(provider, 'bet', request.transaction_id),
            userId: session.userId,
            amountCents: request.amount,
            reference: {
              round_id: roundId,
              provider_round_id: request.round_id,
              game_id: session.gameId,
              provider,
              game_type: session.gameType,
              category_ids: session.categoryIds,
            },
          },
          tx,
        );
      } catch (err) {
        if (err instanceof InsufficientFundsError)
          throw new Refusal(WALLET_ERRORS.insufficientFunds, 'insufficient funds', err.availableCents);
        throw err;
      }
      // The bet's money moved before, under this key, without a record: only a concurrent
      // call can be in that state, and it is about to record its answer.
      if (!placed.created) throw new CallRaced();
      const balance = await this.playable(session.userId, tx);
      return {
        answer: ok(balance, session.currency, placed.bet.transfers[0]?.id),
        roundId,
        amountCents: placed.bet.amountCents,
        bonusCents: placed.bet.bonusCents,
      };
    });
  }

  private async win(provider: string, request: WalletWinRequest): Promise<WalletAnswer> {
    const hash = requestHash('win', request);
    const found = await repo.lookupCall(
      this.deps.db,
      provider,
      tokenHash(request.session_token),
      request.transaction_id,
      null,
    );
    if (found.call_action !== null) return this.repeat(found, hash);
    // The money is owed: a win is accepted on a known session even after it expired.
    const session = this.sessionOf(found, request.player_id);
    if (!session || session.currency !== request.currency || session.gameCode !== request.game)
      return refusal(WALLET_ERRORS.sessionInvalid, 'unknown session, or another game or currency');
    const now = this.deps.clock.now();
    const base = {
      provider,
      transactionId: request.transaction_id,
      action: 'win' as const,
      requestHash: hash,
      userId: session.userId,
      now,
    };
    return this.settle(base, async (tx) => {
      const round = await repo.addWinToRound(
        tx,
        provider,
        request.round_id,
        session.userId,
        request.amount,
        request.round_closed,
        now,
      );
      if (!round) {
        const existing = await repo.findRound(tx, provider, request.round_id);
        if (!existing || existing.user_id !== session.userId)
          throw new Refusal(WALLET_ERRORS.roundUnknown, 'no bet was seen on this round');
        throw new Refusal(WALLET_ERRORS.roundClosed, 'the round is closed', undefined, existing.id);
      }
      let transferId: number | undefined;
      if (request.amount > 0) {
        // Wins go to cash (docs/decisions/010); the bonus module may later route a share to bonus.
        const { transfer, created } = await this.wallet.transfer(
          {
            idempotencyKey: ledgerKey(provider, 'win', request.transaction_id),
            kind: 'win',
            from: { owner: 'house', name: 'game_bets' },
            to: { owner: 'player', userId: session.userId, kind: 'cash' },
            amountCents: request.amount,
            reference: {
              round_id: round.id,
              provider_round_id: request.round_id,
              game_id: round.game_id,
              provider,
            },
          },
          tx,
        );
        if (!created) throw new CallRaced();
        transferId = transfer.id;
      }
      const balance = await this.playable(session.userId, tx);
      return { answer: ok(balance, session.currency, transferId), roundId: round.id };
    });
  }

  private async rollback(provider: string, request: WalletRollbackRequest): Promise<WalletAnswer> {
    const hash = requestHash('rollback', request);
    const found = await repo.lookupCall(
      this.deps.db,
      provider,
      tokenHash(request.session_token),
      request.transaction_id,
      request.rolled_back_transaction_id,
    );
    if (found.call_action !== null) return this.repeat(found, hash);
    const session = this.sessionOf(found, request.player_id);
    if (!session) return refusal(WALLET_ERRORS.sessionInvalid, 'unknown session');
    const now = this.deps.clock.now();
    const base = {
      provider,
      transactionId: request.transaction_id,
      action: 'rollback' as const,
      requestHash: hash,
      userId: session.userId,
      now,
    };
    const target = found.target_action;
    if (target === null) {
      // The bet has not arrived (or never will): leave a tombstone so it is refused when it does.
      return this.settle(base, async (tx) => {
        const left = await repo.recordCall(tx, {
          provider,
          transactionId: request.rolled_back_transaction_id,
          action: 'tombstone',
          requestHash: null,
          ...refusalRecord(
            WALLET_ERRORS.transactionRolledBack,
            'the transaction was rolled back before it arrived',
          ),
          roundId: null,
          userId: session.userId,
          amountCents: null,
          bonusCents: null,
          now,
        });
        // The bet (or another tombstone) was recorded meanwhile: decide again on what is there now.
        if (!left) throw new CallRaced();
        return { answer: ok(await this.playable(session.userId, tx), session.currency) };
      });
    }
    if (target === 'win' || target === 'rollback')
      return this.refuseAndRecord(base, WALLET_ERRORS.rollbackRefused, `a ${target} is never rolled back`);
    if (found.target_user_id !== null && found.target_user_id !== session.userId)
      return this.refuseAndRecord(base, WALLET_ERRORS.rollbackRefused, "not this player's transaction");
    const roundId = found.target_round_id;
    const stake = found.target_amount ?? 0;
    // A tombstone already, or a bet that was refused: nothing moved, so nothing goes back.
    if (target === 'tombstone' || found.target_status !== 200 || roundId === null || stake <= 0) {
      return this.settle(base, async (tx) => ({
        answer: ok(await this.playable(session.userId, tx), session.currency),
      }));
    }
    const bonusPart = found.target_bonus ?? 0;
    return this.settle(base, async (tx) => {
      const round = await repo.lockRound(tx, roundId);
      if (!round || round.provider_round_id !== request.round_id)
        throw new Refusal(WALLET_ERRORS.rollbackRefused, 'the transaction is not a bet of this round');
      if (round.status === 'closed')
        throw new Refusal(WALLET_ERRORS.roundClosed, 'the round is closed', undefined, round.id);
      // Keyed by the bet, not by this rollback: a second rollback of the same bet moves nothing.
      const key = ledgerKey(provider, 'rollback', request.rolled_back_transaction_id);
      const parts: Array<['cash' | 'bonus', number]> = [
        ['cash', stake - bonusPart],
        ['bonus', bonusPart],
      ];
      let refunded = 0;
      let firstTransferId: number | undefined;
      for (const [kind, amount] of parts) {
        if (amount <= 0) continue;
        const { transfer, created } = await this.wallet.transfer(
          {
            idempotencyKey: `${key}:${kind}`,
            kind: 'bet_rollback',
            from: { owner: 'house', name: 'game_bets' },
            to: { owner: 'player', userId: session.userId, kind },
            amountCents: amount,
            reference: {
              round_id: round.id,
              provider_round_id: round.provider_round_id,
              game_id: round.game_id,
              provider,
              rolled_back_transaction_id: request.rolled_back_transaction_id,
            },
          },
          tx,
        );
        if (created) {
          refunded += amount;
          firstTransferId ??= transfer.id;
        }
      }
      if (refunded > 0) await repo.refundRound(tx, round.id, refunded, now);
      const balance = await this.playable(session.userId, tx);
      return { answer: ok(balance, session.currency, firstTransferId), roundId: round.id };
    });
  }

  /**
   * Runs the call's work and records its answer in one transaction. A refusal thrown by the
   * work rolls the work back and is recorded on its own, so a repeat gets the same refusal.
   */
  private async settle(
    base: {
      provider: string;
      transactionId: string;
      action: 'bet' | 'win' | 'rollback';
      requestHash: string;
      userId: number;
      now: Date;
    },
    work: (tx: Queryable) => Promise<{
      answer: WalletAnswer;
      roundId?: number;
      amountCents?: number;
      bonusCents?: number;
    }>,
  ): Promise<Outcome> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        const done = await work(tx);
        const recorded = await repo.recordCall(tx, {
          ...base,
          status: done.answer.status,
          body: done.answer.body,
          roundId: done.roundId ?? null,
          amountCents: done.amountCents ?? null,
          bonusCents: done.bonusCents ?? null,
        });
        if (!recorded) throw new CallRaced();
        return { ...done.answer, recorded: true as const };
      });
    } catch (err) {
      if (err instanceof TransferKeyReusedError)
        return this.refuseAndRecord(
          base,
          WALLET_ERRORS.transactionConflict,
          'the transaction id was used for another request',
        );
      if (!(err instanceof Refusal)) throw err;
      return this.refuseAndRecord(base, err.code, err.reason, err.balanceCents, err.roundId);
    }
  }

  private async refuseAndRecord(
    base: {
      provider: string;
      transactionId: string;
      action: 'bet' | 'win' | 'rollback';
      requestHash: string;
      userId: number;
      now: Date;
    },
    code: WalletErrorCode,
    message: string,
    balanceCents?: number,
    roundId?: number,
  ): Promise<Outcome> {
    const answer = refusal(code, message, balanceCents);
    const recorded = await repo.recordCall(this.deps.db, {
      ...base,
      status: answer.status,
      body: answer.body,
      roundId: roundId ?? null,
      amountCents: null,
      bonusCents: null,
    });
    if (!recorded) throw new CallRaced();
    return { ...answer, recorded: true };
  }

  /** A transaction id seen before: the same request gets the first answer, another one a conflict. */
  private repeat(found: WalletLookupRow, hash: string): WalletAnswer {
    if (found.call_hash !== hash)
      return refusal(WALLET_ERRORS.transactionConflict, 'the transaction id was used for another request');
    return storedAnswer(found);
  }

  private sessionOf(found: WalletLookupRow, playerId: string): Session | undefined {
    if (
      found.session_id === null ||
      found.session_user_id === null ||
      found.game_id === null ||
      found.game_code === null ||
      found.session_currency === null ||
      found.expires_at === null ||
      String(found.session_user_id) !== playerId
    )
      return undefined;
    return {
      id: found.session_id,
      userId: found.session_user_id,
      gameId: found.game_id,
      gameCode: found.game_code,
      gameType: found.game_type ?? 'slots',
      categoryIds: found.category_ids ?? [],
      currency: found.session_currency,
      expired: new Date(found.expires_at).getTime() <= this.deps.clock.now().getTime(),
    };
  }

  /** What the player can stake: cash plus bonus, in cents. */
  private async playable(userId: number, tx?: Queryable): Promise<number> {
    const b = await this.wallet.getBalances(userId, tx);
    return b.cashCents + b.bonusCents;
  }
}

function storedAnswer(found: WalletLookupRow): WalletAnswer {
  return { status: found.call_status ?? 500, body: found.call_body ?? '' };
}

function refusalRecord(code: WalletErrorCode, message: string): { status: number; body: string } {
  return refusal(code, message);
}
