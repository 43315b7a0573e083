import type { BetStatus } from '@casino/contract/sportsbook-bets';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Queryable } from '../../../platform/db/types.js';
import { afterSettlement } from '../../bonuses/sports-welcome.js';
import { limitsOf } from '../../limits/limits.service.js';
import { SPORTS_GAME_TYPE, walletOf } from '../../wallet/wallet.service.js';
import { fromFeedSettlement, legOutcome, type LegResult } from '../settlement/leg-result.js';
import { ratioOf, isZero, compare, ONE } from '../settlement/ratio.js';
import { effectiveResults } from '../settlement/resettlement.js';
import { settleBet, type BetToSettle, type LegResults } from '../settlement/settle.js';
import * as repo from './bets.repository.js';

/**
 * Pays the sportsbook's bets from their legs' results (docs/decisions/047), inside the feed
 * message's transaction: a settlement, a cancel or a rollback of either is applied and paid in one
 * commit, or neither. Each bet's return is recomputed by the pure core from every leg's current
 * result, and the ledger moves only the difference from what the bet was paid so far, so a repeated
 * message moves nothing, a resettlement moves the change and a rollback takes the return back.
 */
export class BetSettlement {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Settles the bets on every market a feed message changed (its settlement-change rows). */
  async afterMessage(tx: Queryable, messageId: string): Promise<number> {
    return this.settleMarkets(tx, await repo.marketsChangedBy(tx, messageId));
  }

  /** A fixture changed (a cancelled event voids its legs, a restored one restores them): its bets are settled again. */
  async afterFixtureChange(tx: Queryable, eventId: number): Promise<number> {
    return this.settleMarkets(tx, await repo.marketsOfEvent(tx, eventId));
  }

  /** Settles every accepted bet with a leg on these markets; answers how many it looked at. */
  async settleMarkets(tx: Queryable, marketIds: readonly number[]): Promise<number> {
    if (marketIds.length === 0) return 0;
    const bets = await repo.lockBetsOnMarkets(tx, marketIds);
    if (bets.length === 0) return 0;
    // Every player's rows before any house row (docs/decisions/023): the movements below touch the
    // sportsbook's house shards, and must not hold one while waiting for a player.
    const cash = await walletOf(this.deps).lockPlayersAccounts(
      bets.map((b) => b.user_id),
      tx,
    );
    const legs = await repo.legFeedStates(
      tx,
      bets.map((b) => b.id),
    );
    for (const bet of bets)
      await this.settleOne(
        tx,
        bet,
        legs.filter((l) => l.bet_id === bet.id),
        cash,
      );
    return bets.length;
  }

  private async settleOne(
    tx: Queryable,
    bet: repo.BetRow,
    legs: readonly repo.LegFeedRow[],
    cash: Map<number, number>,
  ): Promise<void> {
    const toSettle: BetToSettle = {
      type: bet.type,
      unitStakeCents: bet.unit_stake_cents,
      legOdds: legs.map((l) => l.odds),
      freeBet: bet.free_bet,
    };
    const results = effectiveResults(legs.map((l) => ({ cancelled: l.cancelled, settled: resultOf(l) })));
    const settlement = settleBet(toSettle, results);
    const owed = settlement.state === 'settled' ? settlement.returnCents : 0;
    const moved = await this.move(tx, bet, owed - bet.paid_cents, cash);
    const now = this.deps.clock.now();
    const status = settlement.state === 'open' ? 'open' : statusOf(results, settlement.returnCents);
    await repo.writeSettlement(tx, {
      betId: bet.id,
      status,
      returnCents: settlement.state === 'settled' ? settlement.returnCents : null,
      paidCents: bet.paid_cents + moved,
      moves: bet.moves + (moved === 0 ? 0 : 1),
      settledAt: settlement.state === 'settled' ? (bet.settled_at ?? now) : null,
      explanation: settlement.state === 'settled' ? settlement.explanation : [],
      legStates: results.map((r) => (r === undefined ? 'open' : legOutcome(r))),
    });
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
        status,
        paidCents: bet.paid_cents + moved,
      },
      now,
    );
  }

  /**
   * Moves the difference through the ledger: a payment to the player's cash, or a take-back from
   * it. A take-back never drives a balance below zero (the ledger forbids it): when the player has
   * spent the money, what is there is taken and the rest stays owed on the bet (paid_cents above
   * its return), to be settled by staff. Answers the cents moved (negative: taken back).
   */
  private async move(
    tx: Queryable,
    bet: repo.BetRow,
    difference: number,
    cash: Map<number, number>,
  ): Promise<number> {
    // A free bet's winnings are bonus money, to be wagered (docs/decisions/048).
    const kind = bet.free_bet ? ('bonus' as const) : ('cash' as const);
    const balance = bet.free_bet
      ? (await walletOf(this.deps).getBalances(bet.user_id, tx)).bonusCents
      : (cash.get(bet.user_id) ?? 0);
    const amount = difference > 0 ? difference : Math.min(-difference, balance);
    if (amount <= 0) return 0;
    const player = { owner: 'player' as const, userId: bet.user_id, kind };
    const house = { owner: 'house' as const, name: 'sports_stakes' as const };
    await walletOf(this.deps).transfer(
      {
        idempotencyKey: `sports-bet:${bet.id}:move:${bet.moves + 1}`,
        kind: difference > 0 ? 'win' : 'win_reversal',
        from: difference > 0 ? house : player,
        to: difference > 0 ? player : house,
        amountCents: amount,
        reference: { sports_bet_id: bet.id, game_type: SPORTS_GAME_TYPE },
      },
      tx,
    );
    const moved = difference > 0 ? amount : -amount;
    if (bet.free_bet) return moved;
    cash.set(bet.user_id, balance + moved);
    await limitsOf(this.deps).countSportsReturn(tx, bet.user_id, moved);
    return moved;
  }
}

/** A leg's stored feed result as the core reads it, or undefined while its market is unsettled. */
function resultOf(leg: repo.LegFeedRow): LegResult | undefined {
  if (leg.result === null) return undefined;
  return fromFeedSettlement({
    result: leg.result,
    voidFactor: ratioOf(leg.void_factor ?? '0'),
    deadHeatFactor: ratioOf(leg.dead_heat_factor ?? '1'),
  });
}

/** Void when every leg was void (the stake came back as it was); else won when it returned anything. */
function statusOf(results: LegResults, returnCents: number): BetStatus {
  const allVoid = results.every(
    (r) => r !== undefined && isZero(r.winFactor) && compare(r.voidFactor, ONE) === 0,
  );
  if (allVoid) return 'void';
  return returnCents > 0 ? 'won' : 'lost';
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
