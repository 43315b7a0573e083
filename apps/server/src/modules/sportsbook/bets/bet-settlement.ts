import type { Clock } from '../../../platform/clock.js';
import type { Db, Queryable } from '../../../platform/db/types.js';
import { afterSettlement, welcomeHolders } from '../../bonuses/sports-welcome.js';
import { limitsOf } from '../../limits/limits.service.js';
import { SPORTS_GAME_TYPE, walletOf, type TransferInput } from '../../wallet/wallet.service.js';
import { outcomeOf } from './bet-outcome.js';
import * as repo from './bets.repository.js';

/**
 * Pays the sportsbook's bets from their legs' results (docs/decisions/047), inside the feed
 * message's transaction: a settlement, a cancel or a rollback of either is applied and paid in one
 * commit, or neither. Each bet's return is recomputed by the pure core from every leg's current
 * result, and the ledger moves only the difference from what the bet was paid so far, so a repeated
 * message moves nothing, a resettlement moves the change and a rollback takes the return back.
 */
export class BetSettlement {
  /** Bets per chunk (SETTLEMENT_CHUNK); a test lowers it to cross chunks with a few thousand bets. */
  chunkSize = SETTLEMENT_CHUNK;

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Settles the bets on every market a feed message changed (its settlement-change rows). */
  async afterMessage(tx: Queryable, messageId: string): Promise<number> {
    return this.settleMarkets(tx, await repo.marketsChangedBy(tx, messageId));
  }

  /** A fixture changed (a cancelled event voids its legs, a restored one restores them): its bets are settled again. */
  async afterFixtureChange(tx: Queryable, eventId: number): Promise<number> {
    return this.settleMarkets(tx, await repo.marketsOfEvent(tx, eventId));
  }

  /**
   * Settles every accepted bet with a leg on these markets; answers how many it looked at. Set-based
   * (docs/decisions/047, "Settling at volume"): every bet and every player's accounts are locked
   * first, then the bets are settled in chunks, each computed by the pure core in memory and
   * written with a fixed number of statements (the bets, the ledger's moves, the limits' count),
   * whatever the chunk's size. Only the bets' figures are written: their legs' states and
   * explanation are read from the results (bet-outcome.ts), so a settlement rewrites one narrow
   * row per bet, in place (a heap-only update, docs/decisions/047).
   */
  async settleMarkets(tx: Queryable, marketIds: readonly number[]): Promise<number> {
    if (marketIds.length === 0) return 0;
    const bets = await repo.lockBetsOnMarkets(tx, marketIds);
    if (bets.length === 0) return 0;
    // Every player's rows before any house row (docs/decisions/023): the movements below touch the
    // sportsbook's house shards, and must not hold one while waiting for a player. So all of them
    // are locked here, in one statement, before the first chunk moves anything.
    const cash = await walletOf(this.deps).lockPlayersAccounts(
      bets.map((b) => b.user_id),
      tx,
    );
    // Chunked by player: each chunk moves each of its players' balances once, and a player's bets
    // fall in as few chunks as can be. Chunked by bet, every chunk would move most players again,
    // and each move of a row already moved in this transaction leaves one more version of it to
    // step over (a market's settlement slowed down with the square of its bets).
    const byPlayer = [...bets].sort((a, b) => a.user_id - b.user_id || a.id - b.id);
    for (let i = 0; i < byPlayer.length; i += this.chunkSize)
      await this.settleChunk(tx, byPlayer.slice(i, i + this.chunkSize), cash);
    return bets.length;
  }

  private async settleChunk(
    tx: Queryable,
    bets: readonly repo.SettlingBetRow[],
    cash: Map<number, number>,
  ): Promise<void> {
    const legs = groupBy(await repo.legFeedStates(tx, bets), (l) => l.bet_id);
    const now = this.deps.clock.now();
    // A free bet's return moves the bonus balance (docs/decisions/048); there is one free bet per
    // sports welcome at most, so those few balances are read one by one.
    const bonus = new Map<number, number>();
    for (const userId of new Set(bets.filter((b) => b.free_bet).map((b) => b.user_id)))
      bonus.set(userId, (await walletOf(this.deps).getBalances(userId, tx)).bonusCents);
    const balances: Balances = { cash, bonus };
    const settled: Array<{ bet: repo.SettlingBetRow; state: repo.SettledState }> = [];
    const transfers: TransferInput[] = [];
    const counted: Array<{ userId: number; movedCents: number }> = [];
    for (const bet of bets) {
      const { state, transfer, moved } = this.decide(bet, legs.get(bet.id) ?? [], balances, now);
      settled.push({ bet, state });
      if (transfer) {
        transfers.push(transfer);
        // Bonus money won with a free bet is no cash loss or win for the limits.
        if (!bet.free_bet) counted.push({ userId: bet.user_id, movedCents: moved });
      }
    }
    await walletOf(this.deps).transferMany(transfers, tx);
    await limitsOf(this.deps).countSportsReturns(tx, counted);
    // A bet the message did not change (a repeat, or another market of the event) is not written.
    await repo.writeSettlements(
      tx,
      settled.filter(({ bet, state }) => changed(bet, state)).map(({ state }) => state),
    );
    // The sports welcome follows its qualifying bet, its free bet and the bets that wager its
    // winnings; only players holding one are looked at (one query a chunk).
    const holders = await welcomeHolders(tx, [...new Set(bets.map((b) => b.user_id))]);
    for (const { bet, state } of settled) {
      if (!holders.has(bet.user_id)) continue;
      await afterSettlement(
        this.deps,
        tx,
        {
          id: bet.id,
          userId: bet.user_id,
          type: bet.type,
          totalStakeCents: bet.total_stake_cents,
          freeBet: bet.free_bet,
          wageringCounted: bet.wagering_counted,
          status: state.status,
          paidCents: state.paidCents,
        },
        now,
      );
    }
  }

  /**
   * One bet's settlement, decided in memory: its legs' results through the core, what the bet now
   * owes, and the movement of the difference from what it was paid so far (none when nothing
   * changed). `balances` follow the player's balances through the chunk, so a take-back is capped by
   * what the player has after the movements decided before it.
   */
  private decide(
    bet: repo.SettlingBetRow,
    legs: readonly repo.LegFeedRow[],
    balances: Balances,
    now: Date,
  ): { state: repo.SettledState; transfer: TransferInput | undefined; moved: number } {
    const { settlement, status } = outcomeOf(bet, legs);
    const owed = settlement.state === 'settled' ? settlement.returnCents : 0;
    const transfer = this.movement(bet, owed - bet.paid_cents, balances);
    const moved = transfer ? (transfer.kind === 'win' ? transfer.amountCents : -transfer.amountCents) : 0;
    const balance = balanceOf(balances, bet);
    if (moved !== 0) balance.set(bet.user_id, (balance.get(bet.user_id) ?? 0) + moved);
    const state: repo.SettledState = {
      betId: bet.id,
      status,
      returnCents: settlement.state === 'settled' ? settlement.returnCents : null,
      paidCents: bet.paid_cents + moved,
      moves: bet.moves + (moved === 0 ? 0 : 1),
      settledAt: settlement.state === 'settled' ? (bet.settled_at ?? now) : null,
    };
    return { state, transfer, moved };
  }

  /**
   * The ledger movement of the difference: a payment to the player's cash, or a take-back from it.
   * A take-back never drives a balance below zero (the ledger forbids it): when the player has
   * spent the money, what is there is taken and the rest stays owed on the bet (paid_cents above
   * its return), to be settled by staff. Undefined when nothing moves.
   */
  private movement(
    bet: repo.SettlingBetRow,
    difference: number,
    balances: Balances,
  ): TransferInput | undefined {
    const balance = balanceOf(balances, bet).get(bet.user_id) ?? 0;
    const amount = difference > 0 ? difference : Math.min(-difference, balance);
    if (amount <= 0) return undefined;
    // A free bet's winnings are bonus money, to be wagered (docs/decisions/048).
    const kind = bet.free_bet ? ('bonus' as const) : ('cash' as const);
    const player = { owner: 'player' as const, userId: bet.user_id, kind };
    const house = { owner: 'house' as const, name: 'sports_stakes' as const };
    return {
      idempotencyKey: `sports-bet:${bet.id}:move:${bet.moves + 1}`,
      kind: difference > 0 ? 'win' : 'win_reversal',
      from: difference > 0 ? house : player,
      to: difference > 0 ? player : house,
      amountCents: amount,
      reference: { sports_bet_id: bet.id, game_type: SPORTS_GAME_TYPE },
    };
  }
}

/** The players' cash and (for free bets) bonus balances as a chunk's movements leave them. */
interface Balances {
  cash: Map<number, number>;
  bonus: Map<number, number>;
}

const balanceOf = (balances: Balances, bet: repo.SettlingBetRow) =>
  bet.free_bet ? balances.bonus : balances.cash;

/**
 * Bets per chunk of a market's settlement: large enough that a 100,000-bet market is ten round
 * trips of each statement (and ten new versions of each house shard's row), small enough that a
 * chunk's arrays stay a few megabytes. The 100,000-bet bench on PostgreSQL, quiet machine: 8.8-9.7 s
 * in chunks of 2,000, 8.4 s of 5,000, 7.2-7.7 s of 10,000, 8.2 s of 20,000.
 */
const SETTLEMENT_CHUNK = 10_000;

/** Whether settlement decided anything other than what is stored for the bet. */
function changed(bet: repo.SettlingBetRow, state: repo.SettledState): boolean {
  return (
    bet.status !== state.status ||
    bet.return_cents !== state.returnCents ||
    bet.paid_cents !== state.paidCents ||
    bet.moves !== state.moves ||
    bet.settled_at?.getTime() !== state.settledAt?.getTime()
  );
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const instances = new WeakMap<Db, BetSettlement>();

/** The one settlement of a database's bets. */
export function betSettlementOf(deps: { db: Db; clock: Clock }): BetSettlement {
  let settlement = instances.get(deps.db);
  if (!settlement) {
    settlement = new BetSettlement(deps);
    instances.set(deps.db, settlement);
  }
  return settlement;
}
