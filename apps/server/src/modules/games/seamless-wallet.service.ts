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
import { findUnacceptableText } from '../../platform/http/input-text.js';
import { sha256 } from '../accounts/secret-tokens.js';
import {
  PG_DEADLOCK,
  PG_IDLE_IN_TRANSACTION_TIMEOUT,
  PG_LOCK_NOT_AVAILABLE,
  PG_QUERY_CANCELED,
  PG_SERIALIZATION_FAILURE,
  pgErrorCode,
  type Queryable,
} from '../../platform/db/types.js';
import { betRulesOf } from '../wallet/bet-rules.js';
import {
  HOUSE_SHARDS,
  InsufficientFundsError,
  TransferKeyReusedError,
  walletOf,
  type WalletService,
} from '../wallet/wallet.service.js';
import { FastCalls, type FastCall } from './fast-calls.js';
import type { ProviderIntegration } from './integrations.js';
import { verifyProviderCall } from './provider-signature.js';
import {
  BonusBetLimitError,
  FreeRoundRefusedError,
  bonusesOf,
  type BonusesService,
} from '../bonuses/bonuses.service.js';
import { bonusShareOf } from '../bonuses/rules.js';
import { PlayRefusedError, limitsOf, type LimitsService } from '../limits/limits.service.js';
import { roundEventsOf, type RoundEvents } from './round-events.js';
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
  play_limit: 409,
  play_paused: 409,
  time_limit: 409,
  reality_check: 409,
  free_round_unavailable: 409,
  retry_later: 503,
};

/** The wallet's answer to each refusal of the limits engine. */
const PLAY_REFUSALS: Record<PlayRefusedError['reason'], WalletErrorCode> = {
  paused: WALLET_ERRORS.playPaused,
  limit: WALLET_ERRORS.playLimit,
  time: WALLET_ERRORS.timeLimit,
  reality_check: WALLET_ERRORS.realityCheck,
};

/**
 * Database errors that mean the call met another transaction it would not wait for (a row locked
 * past lock_timeout, a statement past statement_timeout): nothing moved, and the provider is told
 * to send the call again instead of getting a 500.
 */
const RETRY_LATER_ERRORS = new Set([
  PG_LOCK_NOT_AVAILABLE,
  PG_QUERY_CANCELED,
  PG_IDLE_IN_TRANSACTION_TIMEOUT,
]);

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
    readonly userId: number,
    readonly code: WalletErrorCode,
    readonly reason: string,
    readonly balanceCents?: number,
    readonly roundId?: number,
  ) {
    super(reason);
    this.name = 'Refusal';
  }
}

/** The call being answered, as its record will name it. */
interface CallKey {
  provider: string;
  transactionId: string;
  action: 'bet' | 'win' | 'rollback';
  requestHash: string;
  now: Date;
}

/** What a call's work decided: an answer to record with its effects, or one that changed nothing. */
type Settled =
  | { answer: WalletAnswer; record: false }
  | {
      answer: WalletAnswer;
      record: true;
      userId: number;
      roundId?: number;
      amountCents?: number;
      bonusCents?: number;
    };

export function refusal(code: WalletErrorCode, message: string, balanceCents?: number): WalletAnswer {
  const body: WalletRefusal =
    balanceCents === undefined ? { error: code, message } : { error: code, message, balance: balanceCents };
  return { status: STATUS_OF[code], body: JSON.stringify(body) };
}

/** The casino could not settle the call in time; nothing moved (WALLET_ERRORS.retryLater). */
function retryLater(): WalletAnswer {
  return refusal(WALLET_ERRORS.retryLater, 'the account is busy; send the same call again shortly');
}

function ok(
  balanceCents: number,
  currency: string,
  casinoTransactionId?: number,
  freeRoundsLeft?: number,
): WalletAnswer {
  const body: WalletOk = { balance: balanceCents, currency };
  if (casinoTransactionId !== undefined) body.casino_transaction_id = String(casinoTransactionId);
  if (freeRoundsLeft !== undefined) body.free_rounds_left = freeRoundsLeft;
  return { status: 200, body: JSON.stringify(body) };
}

/** The request's identity: its action and fields in a fixed key order, hashed. */
function requestHash(action: WalletAction, request: object): string {
  return sha256(`${action}\n${canonicalJson(request)}`);
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
  private readonly bonuses: BonusesService;
  private readonly limits: LimitsService;
  private readonly roundEvents: RoundEvents;
  private readonly fastCalls: FastCalls;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'log'>,
    integrations: readonly ProviderIntegration[],
  ) {
    this.integrations = new Map(integrations.map((i) => [i.code, i]));
    this.wallet = walletOf(deps);
    this.bonuses = bonusesOf(deps);
    this.limits = limitsOf(deps);
    this.roundEvents = roundEventsOf(deps.db);
    this.fastCalls = new FastCalls(deps.db, deps.log, HOUSE_SHARDS);
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
    // No text of a call may reach the database malformed (a "\ud800" escape makes jsonb fail):
    // a lone surrogate or a control character is the caller's error, whatever the field.
    const badText = findUnacceptableText(parsed, 'refused');
    if (badText)
      return refusal(
        WALLET_ERRORS.invalidRequest,
        `${badText.length > 0 ? `${badText.join('.')}: ` : ''}ill-formed Unicode or a control character`,
      );
    const result = SCHEMAS[action].safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return refusal(WALLET_ERRORS.invalidRequest, `${where}${issue?.message ?? 'invalid request'}`);
    }
    const fast = await this.settleInBatch(integration.code, action, result.data);
    if (fast) return fast;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dispatch(integration.code, action, result.data);
      } catch (err) {
        const code = pgErrorCode(err);
        if (code !== undefined && RETRY_LATER_ERRORS.has(code)) {
          this.deps.log.warn(
            { err, action },
            'games: a wallet call met a busy account; the provider retries',
          );
          return retryLater();
        }
        const retry = err instanceof CallRaced || code === PG_DEADLOCK || code === PG_SERIALIZATION_FAILURE;
        if (!retry || attempt >= MAX_ATTEMPTS) throw err;
      }
    }
  }

  /**
   * A plain bet or win settled in the database's batch (docs/decisions/021), or undefined for
   * this service's full path: free rounds, bonus money, refusals, stations reached, and any call
   * of an action that a declared bet and win rule needs the full path for.
   */
  private async settleInBatch(
    provider: string,
    action: WalletAction,
    request: object,
  ): Promise<WalletAnswer | undefined> {
    if (action !== 'bet' && action !== 'win') return undefined;
    // The declared rules say whether a batch may take the call, and which parts it applies.
    const parts = betRulesOf(this.deps.db).batchSettings(action);
    if (!parts) return undefined;
    let call: FastCall;
    if (action === 'bet') {
      const bet = request as WalletBetRequest;
      if (bet.amount <= 0) return undefined;
      call = { ...this.fastCallOf(provider, action, bet), fair: bet.fair };
      if (bet.free_round_id !== undefined) call.free_round = true;
    } else {
      const win = request as WalletWinRequest;
      call = { ...this.fastCallOf(provider, action, win), close: win.round_closed };
    }
    const settings: Record<string, unknown> = { house_shards: HOUSE_SHARDS, ...parts };
    const answer = await this.fastCalls.settle(call, settings);
    if (answer === 'full-path') return undefined;
    if (answer === 'busy') return retryLater();
    if (answer.scored?.length) this.roundEvents.scoredInBatch(answer.scored);
    return { status: answer.status, body: answer.body };
  }

  private fastCallOf(
    provider: string,
    action: 'bet' | 'win',
    request: WalletBetRequest | WalletWinRequest,
  ): FastCall {
    return {
      action,
      provider,
      token_hash: sha256(request.session_token),
      transaction_id: request.transaction_id,
      player_id: request.player_id,
      game: request.game,
      currency: request.currency,
      round_id: request.round_id,
      amount: request.amount,
      request_hash: requestHash(action, request),
      ledger_key: ledgerKey(provider, action, request.transaction_id),
      now: this.deps.clock.now().toISOString(),
    };
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
    const found = await repo.lookupCall(this.deps.db, provider, sha256(request.session_token), null, null);
    const session = this.sessionOf(found, request.player_id, this.deps.clock.now());
    if (!session || session.expired || session.currency !== request.currency)
      return refusal(WALLET_ERRORS.sessionInvalid, 'unknown or expired session');
    return ok(await this.playable(session.userId), session.currency);
  }

  private async bet(provider: string, request: WalletBetRequest): Promise<WalletAnswer> {
    await this.wallet.warmAccounts(Number(request.player_id));
    const call = this.callKey(provider, 'bet', request);
    return this.settle(call, request.player_id, async (tx) => {
      const start = await repo.startBet(tx, {
        provider,
        tokenHash: sha256(request.session_token),
        transactionId: request.transaction_id,
        playerId: request.player_id,
        game: request.game,
        currency: request.currency,
        providerRoundId: request.round_id,
        // A free round stakes nothing of the player's.
        betCents: request.free_round_id === undefined ? request.amount : 0,
        fair: request.fair ?? null,
        now: call.now,
      });
      // A tombstone answers the late bet it was left for, whatever the bet looks like.
      if (start.call_action === 'tombstone') return { answer: storedAnswer(start), record: false };
      if (start.call_action !== null) return { answer: repeat(start, call.requestHash), record: false };
      const session = this.sessionOf(start, request.player_id, call.now);
      if (
        !session ||
        session.expired ||
        session.currency !== request.currency ||
        session.gameCode !== request.game
      )
        return {
          answer: refusal(
            WALLET_ERRORS.sessionInvalid,
            'unknown or expired session, or another game or currency',
          ),
          record: false,
        };
      const roundId = start.round_id;
      if (roundId === null) {
        const round = await repo.findRound(tx, provider, request.round_id);
        // The statement and sessionOf apply the same rules, so the round exists: closed, or
        // someone else's or another game's (closed to this bet either way).
        if (!round) throw new Error('the bet was refused by the database but not by the session check');
        throw new Refusal(
          session.userId,
          WALLET_ERRORS.roundClosed,
          'the round is closed',
          undefined,
          round.id,
        );
      }
      if (request.free_round_id !== undefined) {
        // A free round stakes nothing of the player's, but it is play: none during a break.
        if (await this.limits.isPaused(session.userId, tx))
          throw new Refusal(
            session.userId,
            WALLET_ERRORS.playPaused,
            'the player is in a time-out or self-exclusion',
            await this.playable(session.userId, tx),
          );
        let taken;
        try {
          taken = await this.bonuses.takeFreeRound(tx, {
            userId: session.userId,
            grantId: request.free_round_id,
            game: request.game,
            amountCents: request.amount,
            now: call.now,
          });
        } catch (err) {
          if (err instanceof FreeRoundRefusedError)
            throw new Refusal(session.userId, WALLET_ERRORS.freeRoundUnavailable, err.message);
          throw err;
        }
        await repo.markFreeRound(tx, roundId, taken.bonusId);
        return {
          answer: ok(await this.playable(session.userId, tx), session.currency, undefined, taken.left),
          record: true,
          userId: session.userId,
          roundId,
          amountCents: 0,
          bonusCents: 0,
        };
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
          throw new Refusal(
            session.userId,
            WALLET_ERRORS.insufficientFunds,
            'insufficient funds',
            err.availableCents,
          );
        if (err instanceof PlayRefusedError)
          throw new Refusal(
            session.userId,
            PLAY_REFUSALS[err.reason],
            err.providerMessage(),
            // The stake was debited in this transaction, which the refusal rolls back.
            (await this.playable(session.userId, tx)) + request.amount,
          );
        if (err instanceof BonusBetLimitError)
          throw new Refusal(
            session.userId,
            WALLET_ERRORS.betLimit,
            `the maximum bet while wagering a bonus is ${(err.maxBetCents / 100).toFixed(2)} ${session.currency}`,
            await this.playable(session.userId, tx),
          );
        // The key holds another amount: a concurrent call with this id committed first.
        if (err instanceof TransferKeyReusedError) throw new CallRaced();
        throw err;
      }
      // The bet's money moved before under this key: only a concurrent call with this id,
      // which has recorded its answer by now, can have done that.
      if (!placed.created) throw new CallRaced();
      if (placed.bet.bonusCents > 0) await repo.addBonusStake(tx, roundId, placed.bet.bonusCents);
      const balance = await this.playable(session.userId, tx);
      return {
        answer: ok(balance, session.currency, placed.bet.transfers[0]?.id),
        record: true,
        userId: session.userId,
        roundId,
        amountCents: placed.bet.amountCents,
        bonusCents: placed.bet.bonusCents,
      };
    });
  }

  private async win(provider: string, request: WalletWinRequest): Promise<WalletAnswer> {
    await this.wallet.warmAccounts(Number(request.player_id));
    const call = this.callKey(provider, 'win', request);
    return this.settle(call, request.player_id, async (tx) => {
      const start = await repo.startWin(tx, {
        provider,
        tokenHash: sha256(request.session_token),
        transactionId: request.transaction_id,
        playerId: request.player_id,
        game: request.game,
        currency: request.currency,
        providerRoundId: request.round_id,
        winCents: request.amount,
        close: request.round_closed,
        now: call.now,
      });
      if (start.call_action !== null) return { answer: repeat(start, call.requestHash), record: false };
      // The money is owed: a win is accepted on a known session even after it expired.
      const session = this.sessionOf(start, request.player_id, call.now);
      if (!session || session.currency !== request.currency || session.gameCode !== request.game)
        return {
          answer: refusal(WALLET_ERRORS.sessionInvalid, 'unknown session, or another game or currency'),
          record: false,
        };
      const roundId = start.round_id;
      const gameId = start.round_game_id;
      if (roundId === null || gameId === null) {
        const existing = await repo.findRound(tx, provider, request.round_id);
        if (!existing || existing.user_id !== session.userId)
          throw new Refusal(session.userId, WALLET_ERRORS.roundUnknown, 'no bet was seen on this round');
        throw new Refusal(
          session.userId,
          WALLET_ERRORS.roundClosed,
          'the round is closed',
          undefined,
          existing.id,
        );
      }
      const key = ledgerKey(provider, 'win', request.transaction_id);
      const reference = { round_id: roundId, provider_round_id: request.round_id, game_id: gameId, provider };
      let transferId: number | undefined;
      const freeRoundBonus = start.round_free_round_bonus_id;
      if (request.amount > 0 && freeRoundBonus !== null) {
        // A free round's win belongs to its bonus (docs/decisions/013).
        transferId = await this.bonuses.creditFreeRoundWin(tx, {
          userId: session.userId,
          bonusId: freeRoundBonus,
          winCents: request.amount,
          transferKey: key,
          reference,
        });
      } else if (request.amount > 0) {
        // Wins go to cash, except the share of a stake taken from the bonus account while the
        // bonus is being wagered (docs/decisions/010 and 013).
        const share = start.bonus_active
          ? bonusShareOf(request.amount, start.round_bet_cents ?? 0, start.round_bonus_bet_cents ?? 0)
          : 0;
        const { bonusCents } = await this.bonuses.winSplit(tx, session.userId, share);
        const parts: Array<['cash' | 'bonus', string, number]> = [
          ['cash', key, request.amount - bonusCents],
          ['bonus', `${key}:bonus`, bonusCents],
        ];
        for (const [kind, partKey, amount] of parts) {
          if (amount <= 0) continue;
          let moved;
          try {
            moved = await this.wallet.transfer(
              {
                idempotencyKey: partKey,
                kind: 'win',
                from: { owner: 'house', name: 'game_bets' },
                to: { owner: 'player', userId: session.userId, kind },
                amountCents: amount,
                reference,
              },
              tx,
            );
          } catch (err) {
            if (err instanceof TransferKeyReusedError) throw new CallRaced();
            throw err;
          }
          if (!moved.created) throw new CallRaced();
          transferId ??= moved.transfer.id;
        }
      }
      // A win gives room back under a loss limit (a free round's does not: its stake was not the player's).
      if (freeRoundBonus === null) await this.limits.countWin(tx, session.userId, request.amount);
      // A settled round may complete the bonus's wagering or leave its balance below the threshold.
      if (request.round_closed && (start.bonus_may_end || freeRoundBonus !== null))
        await this.bonuses.afterRound(tx, session.userId, call.now);
      // Tournaments count the round in this transaction, so a score exists exactly when its round does.
      if (request.round_closed)
        await this.roundEvents.roundClosed(tx, {
          userId: session.userId,
          gameId,
          betCents: start.round_staked_cents ?? 0,
          winCents: start.round_win_cents ?? 0,
          closedAt: call.now,
        });
      const balance = await this.playable(session.userId, tx);
      return {
        answer: ok(balance, session.currency, transferId),
        record: true,
        userId: session.userId,
        roundId,
      };
    });
  }

  private async rollback(provider: string, request: WalletRollbackRequest): Promise<WalletAnswer> {
    const call = this.callKey(provider, 'rollback', request);
    const found = await repo.lookupCall(
      this.deps.db,
      provider,
      sha256(request.session_token),
      request.transaction_id,
      request.rolled_back_transaction_id,
    );
    if (found.call_action !== null) return repeat(found, call.requestHash);
    const session = this.sessionOf(found, request.player_id, call.now);
    if (!session) return refusal(WALLET_ERRORS.sessionInvalid, 'unknown session');
    const userId = session.userId;
    const nothingMoved = (tx: Queryable) =>
      this.playable(userId, tx).then((balance): Settled => ({
        answer: ok(balance, session.currency),
        record: true,
        userId,
      }));
    const target = found.target_action;
    if (target === null) {
      // The bet has not arrived (or never will): leave a tombstone so it is refused when it does.
      return this.settle(call, String(userId), async (tx) => {
        const tombstone = refusal(
          WALLET_ERRORS.transactionRolledBack,
          'the transaction was rolled back before it arrived',
        );
        const left = await repo.recordCall(tx, {
          provider,
          transactionId: request.rolled_back_transaction_id,
          action: 'tombstone',
          requestHash: null,
          status: tombstone.status,
          body: tombstone.body,
          roundId: null,
          userId,
          amountCents: null,
          bonusCents: null,
          now: call.now,
        });
        // The bet (or another tombstone) was recorded meanwhile: decide again on what is there now.
        if (!left) throw new CallRaced();
        return nothingMoved(tx);
      });
    }
    if (target === 'win' || target === 'rollback')
      return this.refuseAndRecord(
        call,
        userId,
        WALLET_ERRORS.rollbackRefused,
        `a ${target} is never rolled back`,
      );
    if (found.target_user_id !== null && found.target_user_id !== userId)
      return this.refuseAndRecord(
        call,
        userId,
        WALLET_ERRORS.rollbackRefused,
        "not this player's transaction",
      );
    const roundId = found.target_round_id;
    const stake = found.target_amount ?? 0;
    // A tombstone already, or a bet that was refused: nothing moved, so nothing goes back.
    if (target === 'tombstone' || found.target_status !== 200 || roundId === null || stake <= 0)
      return this.settle(call, String(userId), nothingMoved);
    const bonusPart = found.target_bonus ?? 0;
    return this.settle(call, String(userId), async (tx) => {
      const round = await repo.lockRound(tx, roundId);
      if (!round || round.provider_round_id !== request.round_id)
        throw new Refusal(
          userId,
          WALLET_ERRORS.rollbackRefused,
          'the transaction is not a bet of this round',
        );
      if (round.status === 'closed')
        throw new Refusal(userId, WALLET_ERRORS.roundClosed, 'the round is closed', undefined, round.id);
      // Keyed by the bet, not by this rollback: a second rollback of the same bet moves nothing.
      const key = ledgerKey(provider, 'rollback', request.rolled_back_transaction_id);
      const refund = await this.wallet.refundBet(
        {
          idempotencyKey: key,
          userId,
          cashCents: stake - bonusPart,
          bonusCents: bonusPart,
          reference: {
            round_id: round.id,
            provider_round_id: round.provider_round_id,
            game_id: round.game_id,
            game_type: session.gameType,
            provider,
            rolled_back_transaction_id: request.rolled_back_transaction_id,
          },
        },
        tx,
      );
      const refunded = refund.cashCents + refund.bonusCents;
      const firstTransferId = refund.firstTransferId;
      if (refunded > 0) {
        await repo.refundRound(tx, round.id, refunded, call.now);
        await this.bonuses.uncountBet(tx, round.id, refunded, session.gameType);
      }
      const balance = await this.playable(userId, tx);
      return {
        answer: ok(balance, session.currency, firstTransferId),
        record: true,
        userId,
        roundId: round.id,
      };
    });
  }

  private callKey(
    provider: string,
    action: 'bet' | 'win' | 'rollback',
    request: { transaction_id: string },
  ): CallKey {
    return {
      provider,
      transactionId: request.transaction_id,
      action,
      requestHash: requestHash(action, request),
      now: this.deps.clock.now(),
    };
  }

  /**
   * Runs the call's work and records its answer in one transaction. A refusal thrown by the
   * work rolls the work back and is recorded on its own, so a repeat gets the same refusal.
   */
  private async settle(
    call: CallKey,
    playerId: string,
    work: (tx: Queryable) => Promise<Settled>,
  ): Promise<WalletAnswer> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        // The player's accounts first, as the batches take them (docs/decisions/023): rounds and
        // the house's rows only after, so this call never holds a round or a house row while it
        // waits for a player's rows, and the two paths cannot deadlock.
        await this.wallet.lockPlayerAccountsIfKnown(playerId, tx);
        const done = await work(tx);
        if (!done.record) return done.answer;
        const recorded = await repo.recordCall(tx, {
          ...call,
          status: done.answer.status,
          body: done.answer.body,
          userId: done.userId,
          roundId: done.roundId ?? null,
          amountCents: done.amountCents ?? null,
          bonusCents: done.bonusCents ?? null,
        });
        if (!recorded) throw new CallRaced();
        return done.answer;
      });
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      return this.refuseAndRecord(call, err.userId, err.code, err.reason, err.balanceCents, err.roundId);
    }
  }

  private async refuseAndRecord(
    call: CallKey,
    userId: number,
    code: WalletErrorCode,
    message: string,
    balanceCents?: number,
    roundId?: number,
  ): Promise<WalletAnswer> {
    const answer = refusal(code, message, balanceCents);
    const recorded = await repo.recordCall(this.deps.db, {
      ...call,
      status: answer.status,
      body: answer.body,
      userId,
      roundId: roundId ?? null,
      amountCents: null,
      bonusCents: null,
    });
    if (!recorded) throw new CallRaced();
    return answer;
  }

  private sessionOf(found: WalletLookupRow, playerId: string, now: Date): Session | undefined {
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
      expired: new Date(found.expires_at).getTime() <= now.getTime(),
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

/** A transaction id seen before: the same request gets the first answer, another one a conflict. */
function repeat(found: WalletLookupRow, hash: string): WalletAnswer {
  if (found.call_hash !== hash)
    return refusal(WALLET_ERRORS.transactionConflict, 'the transaction id was used for another request');
  return storedAnswer(found);
}
