import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { pgErrorCode } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import './wallet.messages.js';
import { betRulesOf, type ListenerRule } from './bet-rules.js';
import * as repo from './wallet.repository.js';
import type { LedgerCheckRow, TransferRow } from './wallet.repository.js';

/** The house's counterparties: one account (split in shards) each. */
export const HOUSE_ACCOUNTS = [
  'gateway_clearing',
  'game_bets',
  'bonus_grants',
  'cashback',
  'tournament_prizes',
  'withdrawals_in_flight',
  'adjustments',
  'sports_stakes',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_paid',
  'bet',
  'win',
  'bet_rollback',
  'bonus_grant',
  'bonus_convert',
  'bonus_cancel',
  'cashback',
  'tournament_prize',
  'adjustment',
  /** A sports bet's return taken back by a resettlement or a rollback of its settlement. */
  'win_reversal',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export type PlayerAccountKind = 'cash' | 'bonus';
export type AccountRef =
  { owner: 'player'; userId: number; kind: PlayerAccountKind } | { owner: 'house'; name: HouseAccount };

/** Rows per house counterparty. A player's transfers always use the shard userId % HOUSE_SHARDS. */
export const HOUSE_SHARDS = 8;

export interface Transfer {
  id: number;
  idempotencyKey: string;
  kind: string;
  debitAccountId: number;
  creditAccountId: number;
  amountCents: number;
  reference: Record<string, unknown>;
  createdAt: Date;
}

export interface TransferInput {
  /** Taken from the cause (e.g. `deposit:<application id>`, `withdrawal:<id>:hold`): the same cause, the same key. */
  idempotencyKey: string;
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  amountCents: number;
  reference?: Record<string, unknown>;
  /**
   * For a house-to-house movement made for one player (a withdrawal paid out of the in-flight
   * account): picks that player's house shard, the one their hold went to.
   */
  onBehalfOf?: number;
}

export interface Balances {
  cashCents: number;
  bonusCents: number;
}

/** A player account would go below zero: the transfer is refused and nothing moved. */
export class InsufficientFundsError extends AppError {
  constructor(readonly availableCents: number) {
    super(400, { fields: { non_field_errors: [{ key: 'insufficient_funds' }] } });
    this.name = 'InsufficientFundsError';
  }
}

/** The idempotency key was used before for a different movement: refused, nothing moved. */
export class TransferKeyReusedError extends AppError {
  constructor(readonly key: string) {
    super(409, { detail: { key: 'transfer_key_reused' } });
    this.name = 'TransferKeyReusedError';
  }
}

/** An amount that is not a positive whole number of cents (callers validate first; this is the last guard). */
export class InvalidAmountError extends AppError {
  constructor() {
    super(400, { fields: { amount: [{ key: 'amount_invalid' }] } });
    this.name = 'InvalidAmountError';
  }
}

export class UnknownPlayerError extends AppError {
  constructor(readonly userId: number) {
    super(404, { detail: { key: 'player_unknown' } });
    this.name = 'UnknownPlayerError';
  }
}

/** A sports stake's category (its reference.game_type), as the bet listeners weigh it. */
export const SPORTS_GAME_TYPE = 'sports';

export interface BetInput {
  /** The provider's transaction id (or the round's), so a repeated bet call moves nothing. */
  idempotencyKey: string;
  userId: number;
  amountCents: number;
  reference?: Record<string, unknown>;
  /** The house account the stake goes to: the games' by default, the sportsbook's for its bets. */
  house?: HouseAccount;
  /** Cash only: a sports stake never takes bonus money (short cash is insufficient funds). */
  cashOnly?: boolean;
}

/** A bet as debited: the cash part first, then the bonus part. */
export interface PlacedBet {
  userId: number;
  amountCents: number;
  cashCents: number;
  bonusCents: number;
  transfers: Transfer[];
  reference: Record<string, unknown>;
}

/**
 * Told about every new bet (not repeats) inside the bet's transaction, with the player's accounts
 * locked: the bonus module counts wagering from it. Throwing refuses the bet (a bonus's maximum
 * bet): the transaction rolls back and no money moves.
 */
export type WageringListener = (bet: PlacedBet, tx: Queryable) => void | Promise<void>;

/** A stake given back by a rollback: the parts that moved now (a repeat moves and reports nothing). */
export interface RefundedBet {
  userId: number;
  cashCents: number;
  bonusCents: number;
  /** The first transfer created, if any. */
  firstTransferId: number | undefined;
  reference: Record<string, unknown>;
}

/** What a bet's stake is taken from and to. */
interface StakeAccounts {
  input: BetInput;
  ids: { cash: number; bonus: number };
  houseId: number;
}

/** A bet as taken, or as first taken under its key (created false). */
interface TakenBet {
  bet: PlacedBet;
  created: boolean;
}

/** Told about every refunded stake inside the refund's transaction (loyalty takes back its points). */
export type RefundListener = (refund: RefundedBet, tx: Queryable) => void | Promise<void>;

export interface LedgerCheck {
  ok: boolean;
  accounts: number;
  transfers: number;
  totalBalanceCents: number;
  mismatched: LedgerCheckRow['mismatched'];
  negativePlayerAccounts: number;
}

const MAX_KEY_LENGTH = 200;

function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    kind: row.kind,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amountCents: row.amount,
    reference: row.reference,
    createdAt: new Date(row.created_at),
  };
}

/** The ledger: the only code that moves money. One instance per database (see walletOf). */
export class WalletService {
  // Account rows are never deleted, so their ids can be remembered once known to be committed.
  private readonly playerIds = new Map<number, { cash: number; bonus: number }>();
  private readonly houseIds = new Map<string, number>();
  private readonly wageringListeners: WageringListener[] = [];
  private readonly refundListeners: RefundListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Registers a listener run inside every new bet's transaction, declared in the bet and win rules
   * with how a batched bet applies it (throws on a declaration the list refuses); answers a
   * function that removes both.
   */
  onBet(listener: WageringListener, rule: ListenerRule): () => void {
    return listenWith(
      this.wageringListeners,
      listener,
      betRulesOf(this.db).declare({ ...rule, actions: ['bet'] }),
    );
  }

  /**
   * Registers a listener run inside every refund's transaction (a rollback's), declared in the bet
   * and win rules; answers a function that removes both.
   */
  onRefund(listener: RefundListener, rule: ListenerRule): () => void {
    return listenWith(
      this.refundListeners,
      listener,
      betRulesOf(this.db).declare({ ...rule, actions: ['rollback'] }),
    );
  }

  /**
   * Gives a rolled-back stake back to the accounts it came from (cash and bonus parts), in the
   * caller's transaction, keyed by the bet; a repeat moves nothing. Tells the refund listeners
   * what moved, so what a bet counted for (status points) is counted off with it.
   */
  async refundBet(
    input: {
      idempotencyKey: string;
      userId: number;
      cashCents: number;
      bonusCents: number;
      reference: Record<string, unknown>;
      /** The house account the stake went to (the games' by default). */
      house?: HouseAccount;
    },
    tx: Queryable,
  ): Promise<RefundedBet> {
    const refund: RefundedBet = {
      userId: input.userId,
      cashCents: 0,
      bonusCents: 0,
      firstTransferId: undefined,
      reference: input.reference,
    };
    const parts: Array<['cash' | 'bonus', number]> = [
      ['cash', input.cashCents],
      ['bonus', input.bonusCents],
    ];
    for (const [kind, amount] of parts) {
      if (amount <= 0) continue;
      const { transfer, created } = await this.transfer(
        {
          idempotencyKey: `${input.idempotencyKey}:${kind}`,
          kind: 'bet_rollback',
          from: { owner: 'house', name: input.house ?? 'game_bets' },
          to: { owner: 'player', userId: input.userId, kind },
          amountCents: amount,
          reference: input.reference,
        },
        tx,
      );
      if (!created) continue;
      if (kind === 'cash') refund.cashCents = amount;
      else refund.bonusCents = amount;
      refund.firstTransferId ??= transfer.id;
    }
    if (refund.cashCents + refund.bonusCents > 0)
      for (const listener of this.refundListeners) await listener(refund, tx);
    return refund;
  }

  /**
   * Moves amountCents from one account to another; idempotent by idempotencyKey: a repeat
   * returns the first transfer and moves nothing (a repeat with other accounts, kind or amount
   * is refused). Pass tx to join a caller's transaction.
   */
  async transfer(input: TransferInput, tx?: Queryable): Promise<{ transfer: Transfer; created: boolean }> {
    validateTransfer(input);
    const q = tx ?? this.db;
    const shard = shardFor(input);
    const debitId = await this.accountId(input.from, shard, tx);
    const creditId = await this.accountId(input.to, shard, tx);
    if (debitId === creditId) throw new Error('a transfer needs two different accounts');
    const row = await repo.insertTransfer(q, {
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      debitAccountId: debitId,
      creditAccountId: creditId,
      amountCents: input.amountCents,
      reference: input.reference ?? {},
      createdAt: this.clock.now(),
    });
    if (row) return { transfer: toTransfer(row), created: true };
    // Nothing inserted: either the key exists (a repeat) or a player account is short of funds.
    const existing = await repo.findTransferByKey(q, input.idempotencyKey);
    if (existing) {
      const same =
        existing.kind === input.kind &&
        existing.debit_account_id === debitId &&
        existing.credit_account_id === creditId &&
        existing.amount === input.amountCents;
      if (!same) throw new TransferKeyReusedError(input.idempotencyKey);
      return { transfer: toTransfer(existing), created: false };
    }
    const [debit] = await repo.findAccounts(q, [debitId]);
    throw new InsufficientFundsError(debit?.balance ?? 0);
  }

  /** The player's cash and bonus balances in cents (0 for a player without accounts yet). */
  async getBalances(userId: number, tx?: Queryable): Promise<Balances> {
    const b = await repo.playerBalances(tx ?? this.db, userId);
    return { cashCents: b.cash, bonusCents: b.bonus };
  }

  /**
   * Debits a bet: cash first, then bonus, both in one transaction with the player's accounts
   * locked; tells the wagering listeners about a new bet. A repeat returns the first bet.
   */
  async placeBet(input: BetInput, tx?: Queryable): Promise<{ bet: PlacedBet; created: boolean }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new InvalidAmountError();
    checkKey(input.idempotencyKey);
    // Resolved before the transaction opens: outside a caller's transaction they are then known committed.
    const ids = await this.playerAccountIds(input.userId, tx);
    const houseId = await this.houseAccountId(input.house ?? 'game_bets', input.userId % HOUSE_SHARDS, tx);
    const run = async (q: Queryable) => {
      const stake = { input, ids, houseId };
      const taken = input.cashOnly ? await this.takeCash(q, stake) : await this.takeCashThenBonus(q, stake);
      // In the same transaction, so wagering counts exactly the bets that stand.
      if (taken.created) for (const listener of this.wageringListeners) await listener(taken.bet, q);
      return taken;
    };
    return tx ? run(tx) : this.db.transaction(run);
  }

  /**
   * A stake from cash and bonus: the player's accounts and the house row locked first (the split
   * is computed on balances nobody else can change before the commit), a repeat answered.
   */
  private async takeCashThenBonus(q: Queryable, stake: StakeAccounts): Promise<TakenBet> {
    const { input, ids, houseId } = stake;
    // The house row is locked in the same pass, after the player's (the order every writer uses),
    // so no two writers deadlock.
    const locked = await repo.lockAccounts(q, [ids.cash, ids.bonus, houseId]);
    const repeat = await this.repeatOf(q, input);
    if (repeat) return repeat;
    const cash = locked.find((a) => a.id === ids.cash)?.balance ?? 0;
    const bonus = locked.find((a) => a.id === ids.bonus)?.balance ?? 0;
    if (cash + bonus < input.amountCents) throw new InsufficientFundsError(cash + bonus);
    const cashCents = Math.min(cash, input.amountCents);
    const transfers: Transfer[] = [];
    for (const [source, accountId, amount] of [
      ['cash', ids.cash, cashCents],
      ['bonus', ids.bonus, input.amountCents - cashCents],
    ] as const) {
      if (amount === 0) continue;
      const row = await this.insertStake(q, input, source, accountId, houseId, amount);
      if (!row) throw new Error(`bet part ${source} was not recorded although its accounts are locked`);
      transfers.push(toTransfer(row));
    }
    return { bet: this.placedBet(input, cashCents, transfers), created: true };
  }

  /**
   * A cash-only stake (a sports bet) in one statement: the ledger's transfer locks the player's
   * cash account and the house row itself, in the order every writer uses, and records nothing
   * when the cash is short or the key exists; only then is more read, to tell a repeat from short
   * cash. The house row is taken by the stake's own statement, not before the rest of the work.
   */
  private async takeCash(q: Queryable, stake: StakeAccounts): Promise<TakenBet> {
    const { input, ids, houseId } = stake;
    const row = await this.insertStake(q, input, 'cash', ids.cash, houseId, input.amountCents);
    if (row) return { bet: this.placedBet(input, input.amountCents, [toTransfer(row)]), created: true };
    const repeat = await this.repeatOf(q, input);
    if (repeat) return repeat;
    const [cash] = await repo.findAccounts(q, [ids.cash]);
    throw new InsufficientFundsError(cash?.balance ?? 0);
  }

  private insertStake(
    q: Queryable,
    input: BetInput,
    source: 'cash' | 'bonus',
    accountId: number,
    houseId: number,
    amountCents: number,
  ): Promise<TransferRow | undefined> {
    return repo.insertTransfer(q, {
      idempotencyKey: `${input.idempotencyKey}:${source}`,
      kind: 'bet',
      debitAccountId: accountId,
      creditAccountId: houseId,
      amountCents,
      reference: { ...input.reference, source },
      createdAt: this.clock.now(),
    });
  }

  /** The bet first recorded under the input's key, if any; another amount under the key is refused. */
  private async repeatOf(q: Queryable, input: BetInput): Promise<TakenBet | undefined> {
    const cashKey = `${input.idempotencyKey}:cash`;
    const previous = (await repo.findTransfersByKeys(q, [cashKey, `${input.idempotencyKey}:bonus`])).map(
      toTransfer,
    );
    if (previous.length === 0) return undefined;
    const cashCents = previous
      .filter((t) => t.idempotencyKey === cashKey)
      .reduce((s, t) => s + t.amountCents, 0);
    const total = previous.reduce((s, t) => s + t.amountCents, 0);
    if (total !== input.amountCents) throw new TransferKeyReusedError(input.idempotencyKey);
    return { bet: this.placedBet(input, cashCents, previous), created: false };
  }

  private placedBet(input: BetInput, cashCents: number, transfers: Transfer[]): PlacedBet {
    return {
      userId: input.userId,
      amountCents: input.amountCents,
      cashCents,
      bonusCents: input.amountCents - cashCents,
      transfers,
      reference: input.reference ?? {},
    };
  }

  /**
   * Locks the player's cash and bonus accounts inside the caller's transaction, in the order every
   * writer uses, so a change to what those balances mean (a bonus ending) cannot interleave with
   * a bet. Answers their balances.
   */
  async lockPlayerAccounts(userId: number, tx: Queryable): Promise<Balances> {
    const ids = await this.playerAccountIds(userId, tx);
    const locked = await repo.lockAccounts(tx, [ids.cash, ids.bonus]);
    return {
      cashCents: locked.find((a) => a.id === ids.cash)?.balance ?? 0,
      bonusCents: locked.find((a) => a.id === ids.bonus)?.balance ?? 0,
    };
  }

  /**
   * Locks several players' accounts in one statement, in the order every writer uses, and answers
   * each player's cash balance: a settlement paying many players takes all their rows before it
   * touches a house row, so it never waits for a player while holding one (docs/decisions/023).
   */
  async lockPlayersAccounts(userIds: readonly number[], tx: Queryable): Promise<Map<number, number>> {
    const ids = await this.playersAccountIds(userIds, tx);
    const locked = await repo.lockAccounts(
      tx,
      [...ids.values()].flatMap((a) => [a.cash, a.bonus]),
    );
    // A market's settlement locks thousands of players: look each balance up, not through the list.
    const balances = new Map(locked.map((row) => [row.id, row.balance]));
    const cash = new Map<number, number>();
    for (const [userId, a] of ids) cash.set(userId, balances.get(a.cash) ?? 0);
    return cash;
  }

  /**
   * Many transfers in one statement (a settlement's payments and take-backs): validated like
   * `transfer`, recorded through `ledger_moves`, each account's balance moved once. The caller
   * holds every player account named locked (`lockPlayersAccounts`) and has checked that each
   * player debit is covered. A key already recorded is refused (TransferKeyReusedError) and the
   * caller's transaction rolls back: these keys are new by construction, so one that exists means
   * the caller's own record of what it moved is wrong.
   */
  async transferMany(inputs: readonly TransferInput[], tx: Queryable): Promise<void> {
    if (inputs.length === 0) return;
    inputs.forEach(validateTransfer);
    const players = await this.playersAccountIds(
      inputs.flatMap((t) => [t.from, t.to]).flatMap((ref) => (ref.owner === 'player' ? [ref.userId] : [])),
      tx,
    );
    // House shards looked up once per call: inside a transaction they are not remembered.
    const houses = new Map<string, Promise<number>>();
    const houseId = (name: string, shard: number) => {
      const key = `${name}#${shard}`;
      let id = houses.get(key);
      if (id === undefined) houses.set(key, (id = this.houseAccountId(name, shard, tx)));
      return id;
    };
    const idOf = async (ref: AccountRef, shard: number) => {
      if (ref.owner === 'house') return houseId(ref.name, shard);
      const ids = players.get(ref.userId);
      if (!ids) throw new UnknownPlayerError(ref.userId);
      return ref.kind === 'cash' ? ids.cash : ids.bonus;
    };
    const createdAt = this.clock.now();
    const moves: repo.NewTransfer[] = [];
    for (const input of inputs) {
      const shard = shardFor(input);
      moves.push({
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        debitAccountId: await idOf(input.from, shard),
        creditAccountId: await idOf(input.to, shard),
        amountCents: input.amountCents,
        reference: input.reference ?? {},
        createdAt,
      });
    }
    const recorded = await repo.insertMoves(tx, moves);
    const repeated = moves.find((m) => !recorded.has(m.idempotencyKey));
    if (repeated) throw new TransferKeyReusedError(repeated.idempotencyKey);
  }

  /**
   * Locks the accounts of a player named by an outside caller (a provider's player id), if there
   * is such a player: the first lock a wallet call takes, so it never waits for a player's rows
   * while holding a round or a house row (docs/decisions/023).
   */
  async lockPlayerAccountsIfKnown(playerId: string, tx: Queryable): Promise<void> {
    if (!/^[1-9][0-9]{0,14}$/.test(playerId)) return;
    try {
      await this.lockPlayerAccounts(Number(playerId), tx);
    } catch (err) {
      if (!(err instanceof UnknownPlayerError)) throw err;
    }
  }

  /**
   * Resolves and remembers the player's account ids and their house shard (the games' by default)
   * outside any transaction, so that bets and wins made later inside a caller's transaction skip
   * those lookups (ids found inside a transaction are never remembered: it may still roll back).
   * Unknown players are left for the movement itself to refuse. The games' house shard is made
   * here when missing (the batched wallet path takes only rows that exist); another house row is
   * only looked up, since a sports bet refused inside its transaction must leave nothing behind: a
   * missing row is made by the stake's own transaction.
   */
  async warmAccounts(userId: number, house: HouseAccount = 'game_bets'): Promise<void> {
    if (!Number.isSafeInteger(userId) || userId <= 0) return;
    try {
      if (!this.playerIds.has(userId)) await this.playerAccountIds(userId, undefined);
      const shard = userId % HOUSE_SHARDS;
      if (house === 'game_bets') await this.houseAccountId(house, shard, undefined);
      else if (!this.houseIds.has(`${house}#${shard}`)) {
        const id = await repo.findHouseAccount(this.db, house, shard);
        if (id !== undefined) this.houseIds.set(`${house}#${shard}`, id);
      }
    } catch (err) {
      if (!(err instanceof UnknownPlayerError)) throw err;
    }
  }

  /** The player's balances and the accounts module's is_new_user flag, for GET wallet/me. */
  async summary(userId: number): Promise<Balances & { isNewUser: boolean }> {
    const [balances, isNew] = await Promise.all([this.getBalances(userId), repo.isNewUser(this.db, userId)]);
    if (isNew === undefined) throw new UnknownPlayerError(userId);
    return { ...balances, isNewUser: isNew };
  }

  /** Whether the player has a credited deposit through this network (provider) and token. */
  async hasDepositedVia(
    userId: number,
    provider: string,
    tokenType: string,
    tx?: Queryable,
  ): Promise<boolean> {
    return repo.hasDepositVia(tx ?? this.db, userId, provider, tokenType);
  }

  /** The networks (provider, token type) the player has credited deposits through. */
  async depositNetworks(userId: number): Promise<Array<{ provider: string; tokenType: string }>> {
    const rows = await repo.depositNetworks(this.db, userId);
    return rows.map((r) => ({ provider: r.provider, tokenType: r.token_type }));
  }

  /** The player's latest transfers with the amount signed from the player's side. */
  async playerTransfers(
    userId: number,
    limit = 200,
  ): Promise<Array<Transfer & { signedAmountCents: number; accountKind: string }>> {
    const rows = await repo.playerTransfers(this.db, userId, limit);
    return rows.map((r) => ({
      ...toTransfer(r),
      signedAmountCents: r.signed_amount,
      accountKind: r.account_kind,
    }));
  }

  /** Each house counterparty's balance in cents. */
  async houseBalances(): Promise<Array<{ name: string; balanceCents: number }>> {
    const rows = await repo.houseBalances(this.db);
    return rows.map((r) => ({ name: r.kind, balanceCents: r.balance }));
  }

  /**
   * Proves the invariants: each balance = its credits - debits, all balances sum to zero, no player
   * below zero. Pass tx to read in a caller's snapshot (the whole ledger check's).
   */
  async checkLedger(tx?: Queryable): Promise<LedgerCheck> {
    const row = await repo.checkLedger(tx ?? this.db);
    return {
      ok: row.mismatched.length === 0 && row.total_balance === 0 && row.negative_players === 0,
      accounts: row.accounts,
      transfers: row.transfers,
      totalBalanceCents: row.total_balance,
      mismatched: row.mismatched,
      negativePlayerAccounts: row.negative_players,
    };
  }

  private async accountId(ref: AccountRef, shard: number, tx: Queryable | undefined): Promise<number> {
    if (ref.owner === 'house') return this.houseAccountId(ref.name, shard, tx);
    const ids = await this.playerAccountIds(ref.userId, tx);
    return ref.kind === 'cash' ? ids.cash : ids.bonus;
  }

  private async playerAccountIds(
    userId: number,
    tx: Queryable | undefined,
  ): Promise<{ cash: number; bonus: number }> {
    const known = this.playerIds.get(userId);
    if (known) return known;
    let ids: { cash: number; bonus: number } | undefined;
    try {
      ids = await repo.ensurePlayerAccounts(tx ?? this.db, userId);
    } catch (err) {
      // A key beyond BIGINT or similar: the player cannot exist.
      if (pgErrorCode(err) === '22003') throw new UnknownPlayerError(userId);
      throw err;
    }
    if (!ids) throw new UnknownPlayerError(userId);
    // Inside a caller's transaction the rows may still roll back; remember only committed ones.
    if (!tx) this.playerIds.set(userId, ids);
    return ids;
  }

  /** Many players' account ids: the remembered ones, then one read for the rest (making those missing); an unknown player is refused. */
  private async playersAccountIds(
    userIds: readonly number[],
    tx: Queryable,
  ): Promise<Map<number, { cash: number; bonus: number }>> {
    const unique = [...new Set(userIds)];
    const ids = new Map<number, { cash: number; bonus: number }>();
    const unknown = unique.filter((id) => !this.playerIds.has(id));
    let found = unknown.length > 0 ? await repo.playersAccountIds(tx, unknown) : new Map();
    const missing = unknown.filter((id) => !found.has(id));
    if (missing.length > 0) {
      // Players new to the ledger: their accounts made in one statement, then read again.
      await repo.ensurePlayersAccounts(tx, missing);
      found = new Map([...found, ...(await repo.playersAccountIds(tx, missing))]);
    }
    for (const userId of unique)
      ids.set(
        userId,
        this.playerIds.get(userId) ?? found.get(userId) ?? (await this.playerAccountIds(userId, tx)),
      );
    return ids;
  }

  private async houseAccountId(name: string, shard: number, tx: Queryable | undefined): Promise<number> {
    const cacheKey = `${name}#${shard}`;
    const known = this.houseIds.get(cacheKey);
    if (known !== undefined) return known;
    const id = await repo.ensureHouseAccount(tx ?? this.db, name, shard);
    if (!tx) this.houseIds.set(cacheKey, id);
    return id;
  }
}

/** Adds a listener whose rule was declared; answers a function that removes the listener and the rule. */
function listenWith<L>(listeners: L[], listener: L, undeclare: () => void): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
    undeclare();
  };
}

function checkKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new Error('an idempotency key is 1 to 200 characters taken from the cause');
  }
}

function validateTransfer(input: TransferInput): void {
  checkKey(input.idempotencyKey);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new InvalidAmountError();
  if (!(TRANSFER_KINDS as readonly string[]).includes(input.kind))
    throw new Error(`unknown transfer kind ${input.kind}`);
  for (const ref of [input.from, input.to]) {
    if (ref.owner === 'house' && !(HOUSE_ACCOUNTS as readonly string[]).includes(ref.name)) {
      throw new Error(`unknown house account ${ref.name}`);
    }
    if (ref.owner === 'player' && (!Number.isSafeInteger(ref.userId) || ref.userId <= 0))
      throw new UnknownPlayerError(ref.userId);
  }
}

/** The house shard a transfer uses: the player's, so one player's movements never spread locks. */
function shardFor({ from, to, onBehalfOf }: TransferInput): number {
  const userId = from.owner === 'player' ? from.userId : to.owner === 'player' ? to.userId : onBehalfOf;
  return userId !== undefined && Number.isSafeInteger(userId) && userId > 0 ? userId % HOUSE_SHARDS : 0;
}

const instances = new WeakMap<Db, WalletService>();

/**
 * The one WalletService of a database, so every module shares its listeners and account-id
 * cache. Modules call walletOf(deps) rather than constructing their own.
 */
export function walletOf(deps: { db: Db; clock: Clock }): WalletService {
  let wallet = instances.get(deps.db);
  if (!wallet) {
    wallet = new WalletService(deps.db, deps.clock);
    instances.set(deps.db, wallet);
  }
  return wallet;
}
