import { createHash } from 'node:crypto';
import { usdToCents, type Page } from '@casino/contract';
import { lineCount, lineSizes } from '@casino/contract/bet-types';
import {
  MIN_LINE_STAKE_USD,
  sportsBetMessageKeys as keys,
  type Bet,
  type BetListQuery,
  type placeBetBody,
} from '@casino/contract/sportsbook-bets';
import type { z } from 'zod';
import type { Deps } from '../../../platform/deps.js';
import {
  PG_DEADLOCK,
  PG_LOCK_NOT_AVAILABLE,
  PG_QUERY_CANCELED,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  type Queryable,
} from '../../../platform/db/types.js';
import { conflict, fieldError, notFound, unavailable } from '../../../platform/http/errors.js';
import { linkedPage } from '../../../platform/http/listing.js';
import type { Locale } from '../../../platform/i18n/locale.js';
import {
  afterPlacement,
  afterRefusal,
  BetAfterBonusError,
  checkBet,
  notifyRefusal,
  type BetToPlace,
} from '../../bonuses/sports-welcome.js';
import { betRulesOf, type BetRules } from '../../wallet/bet-rules.js';
import { InsufficientFundsError, SPORTS_GAME_TYPE, walletOf } from '../../wallet/wallet.service.js';
import { compare, ratioOf } from '../settlement/ratio.js';
import { potentialReturnCents } from '../settlement/settle.js';
import { maxLineStakeCents } from '../trading/stake-factor.repository.js';
import { shownOutcome } from './bet-outcome.js';
import { presentBet } from './bets.presenter.js';
import { SPORTS_BET_RULES as RULES, type SportsBetRule } from './bets.rules.js';
import * as repo from './bets.repository.js';
import './bets.messages.js';

export type PlaceBetInput = z.output<typeof placeBetBody>;
type BetsDeps = Pick<Deps, 'db' | 'clock' | 'config'> & { log: { error(obj: object, msg?: string): void } };

const MIN_LINE_STAKE_CENTS = Math.round(MIN_LINE_STAKE_USD * 100);
/** Pending bets decided per pass; the rest wait for the next. */
const ACCEPT_BATCH = 200;

/** The house account sports stakes go to. */
const SPORTS_HOUSE = 'sports_stakes';

/** A placement's outcome: the new bet and its legs, or the id of the bet first placed under the key. */
type Placed = { bet: repo.BetRow; legs: repo.LegRow[] } | { id: number };

const WAITED_TOO_LONG = new Set([PG_LOCK_NOT_AVAILABLE, PG_QUERY_CANCELED, PG_DEADLOCK]);

/** What a stake reference says in the ledger: the bet, and the category the listeners weigh. */
const stakeReference = (betId: number) => ({ sports_bet_id: betId, game_type: SPORTS_GAME_TYPE });

/**
 * The sportsbook's bets (docs/decisions/047): placement through the ledger, idempotent by the
 * slip's key; the in-play delay; My bets. Settlement is bet-settlement.ts, run by the feed.
 */
export class SportsBetsService {
  private readonly rules: BetRules;

  constructor(private readonly deps: BetsDeps) {
    this.rules = betRulesOf(deps.db);
  }

  /** Runs only rules the one list declares (modules/bet-and-win-rules.ts): a lost declaration fails the bet. */
  private declared(rule: SportsBetRule): void {
    this.rules.requireDeclared('sports_bet', rule);
  }

  /**
   * Places a bet, or answers the first placement of its key (created false). A refusal changes
   * nothing: the checks that need no lock come first, the rest run inside the placement's
   * transaction, which also takes the stake.
   */
  async place(userId: number, input: PlaceBetInput, locale: Locale): Promise<{ bet: Bet; created: boolean }> {
    const unitStakeCents = usdToCents(input.unit_stake) ?? 0;
    if (unitStakeCents < MIN_LINE_STAKE_CENTS)
      throw fieldError('unit_stake', keys.stakeTooLow, { min: MIN_LINE_STAKE_USD.toFixed(2) });
    if ('refused' in lineSizes(input.type, input.legs.length)) throw fieldError('type', keys.typeMismatch);
    const outcomeIds = input.legs.map((l) => l.outcome_id);
    if (new Set(outcomeIds).size !== outcomeIds.length) throw fieldError('legs', keys.sameEvent);
    const requestHash = hashOf(input);
    const wallet = walletOf(this.deps);
    // The account ids and house row resolved once per player, outside the transaction.
    await wallet.warmAccounts(userId, SPORTS_HOUSE);

    let placed: Placed;
    try {
      placed = await this.deps.db.transaction(async (tx) => {
        // The markets first, then the player's accounts (the feed takes them in the same order).
        await repo.shareMarketsOfOutcomes(tx, outcomeIds);
        await wallet.lockPlayerAccounts(userId, tx);
        const view = await repo.placementView(tx, userId, input.key, outcomeIds);
        // A repeat of the key (or a twin request that raced this one) finds the first bet.
        if (view.earlierId !== undefined) return { id: view.earlierId };
        return this.insert(tx, userId, input, unitStakeCents, requestHash, view);
      });
    } catch (err) {
      // The refusal rolled the placement back; the player's inbox still says why (document 2).
      if (err instanceof BetAfterBonusError)
        await notifyRefusal(this.deps.db, userId, err, this.deps.clock.now());
      const code = pgErrorCode(err);
      // A wait beyond the session's bounds (another transaction held the player's accounts or a
      // market too long): nothing was taken, and the slip may send the same key again.
      if (code !== undefined && WAITED_TOO_LONG.has(code)) throw unavailable('sports_bet_retry');
      if (code !== PG_UNIQUE_VIOLATION) throw err;
      // Two first placements of one key crossed before either held the accounts: the other stands.
      const other = await repo.findByKey(this.deps.db, userId, input.key);
      if (!other) throw err;
      placed = { id: other.id };
    }
    if ('bet' in placed) {
      if (placed.bet.status === 'pending') this.scheduleAcceptance();
      // The bet as My bets shows it, from what the placement wrote and read: no read after the commit.
      const open = { legStates: placed.legs.map(() => 'open' as const), explanation: [] };
      return { bet: presentBet(placed.bet, placed.legs, open, locale), created: true };
    }
    const bet = await repo.findOfPlayer(this.deps.db, userId, placed.id);
    if (!bet) throw new Error(`bet ${placed.id} is missing after its placement`);
    return { bet: await this.repeat(bet, requestHash, locale), created: false };
  }

  /** A page of the player's bets, newest first (open: pending or open; settled: the rest). */
  async list(userId: number, query: BetListQuery, locale: Locale): Promise<Page<Bet>> {
    const { rows, count } = await repo.pageOf(
      this.deps.db,
      userId,
      query.status,
      query.page_size,
      (query.page - 1) * query.page_size,
    );
    return linkedPage(
      await this.presentAll(rows, locale),
      count,
      query,
      `${this.deps.config.publicUrl}/api/frontend/sports/bets/`,
      { status: query.status },
    );
  }

  /** One of the player's bets; another player's is not found, like a bet that does not exist. */
  async get(userId: number, id: number, locale: Locale): Promise<Bet> {
    const bet = await repo.findOfPlayer(this.deps.db, userId, id);
    if (!bet) throw notFound('sports_bet_not_found');
    return this.present(bet, locale);
  }

  /**
   * Decides the in-play bets whose delay has ended: accepted when every leg's market is still
   * open and its price not worse than the one taken, else refused with the stake given back
   * through the ledger. Each bet in its own transaction; answers the counts.
   */
  async acceptDue(): Promise<{ accepted: number; refused: number }> {
    const due = await repo.duePending(this.deps.db, this.deps.clock.now(), ACCEPT_BATCH);
    let accepted = 0;
    let refused = 0;
    for (const id of due) {
      const decided = await this.deps.db.transaction((tx) => this.decidePending(tx, id));
      if (decided === 'open') accepted += 1;
      if (decided === 'refused') refused += 1;
    }
    return { accepted, refused };
  }

  private async decidePending(tx: Queryable, betId: number): Promise<'open' | 'refused' | undefined> {
    // Markets, then the bet, then the player's accounts: the order placement and the feed use.
    await repo.shareMarkets(tx, await repo.marketsOfBet(tx, betId));
    const bet = await repo.lockPending(tx, betId);
    if (!bet) return undefined;
    const legs = await repo.pendingLegChecks(tx, betId);
    if (legs.every((l) => l.acceptable)) {
      await repo.setStatus(tx, betId, 'open', null);
      return 'open';
    }
    const wallet = walletOf(this.deps);
    await wallet.lockPlayerAccounts(bet.user_id, tx);
    // A free bet's stake goes back to the house and the free bet to the player; a refused
    // qualifying bet no longer stands for the free bet (docs/decisions/048).
    if (await afterRefusal(this.deps, tx, bet)) {
      await repo.setStatus(tx, betId, 'refused', this.deps.clock.now());
      return 'refused';
    }
    await wallet.refundBet(
      {
        idempotencyKey: `sports-bet:${betId}:refused`,
        userId: bet.user_id,
        cashCents: bet.total_stake_cents,
        bonusCents: 0,
        reference: stakeReference(betId),
        house: SPORTS_HOUSE,
      },
      tx,
    );
    await repo.setStatus(tx, betId, 'refused', this.deps.clock.now());
    return 'refused';
  }

  /** Checks the bet against the book as it stands (markets held), then records it and takes the stake. */
  private async insert(
    tx: Queryable,
    userId: number,
    input: PlaceBetInput,
    unitStakeCents: number,
    requestHash: string,
    view: repo.PlacementView,
  ): Promise<Placed> {
    const now = this.deps.clock.now();
    const outcomeIds = input.legs.map((l) => l.outcome_id);
    const current = checkSelections(view.selections, outcomeIds);
    this.declared(RULES.marketOpen);
    this.declared(RULES.notStarted);
    let inPlay = false;
    for (const s of current) {
      if (s.market_status !== 'active' || s.event_status === 'cancelled' || s.event_status === 'postponed')
        throw conflict(keys.marketClosed);
      if (s.event_status === 'ended' || (s.event_status === 'not_started' && s.starts_at <= now))
        throw conflict(keys.eventStarted);
      if (s.event_status === 'live') inPlay = true;
    }
    this.declared(RULES.oddsChange);
    const legs = input.legs.map((leg, i) => {
      const s = current[i];
      if (!s) throw new Error('a checked selection is missing');
      return {
        outcomeId: s.outcome_id,
        marketId: s.market_id,
        eventId: s.event_id,
        odds: takenOdds(leg.odds, s.odds, input.odds_change),
      };
    });
    // A trader may limit a player's stake to a share of the book's maximum (docs/decisions/049).
    this.declared(RULES.stakeFactor);
    const maxLine = maxLineStakeCents(view.stakeFactor);
    if (unitStakeCents > maxLine)
      throw fieldError('unit_stake', keys.stakeTooHigh, { max: (maxLine / 100).toFixed(2) });
    const lines = lineCount(input.type, legs.length);
    const potential = potentialReturnCents({
      type: input.type,
      unitStakeCents,
      legOdds: legs.map((l) => l.odds),
    });
    const { maxPayoutCents, inPlayDelayMs } = this.deps.config.sportsbook;
    this.declared(RULES.maximumPayout);
    if (potential > maxPayoutCents)
      throw fieldError('unit_stake', keys.payoutTooHigh, { max: (maxPayoutCents / 100).toFixed(2) });
    const toPlace: BetToPlace = {
      userId,
      type: input.type,
      freeBetId: input.free_bet_id,
      totalStakeCents: unitStakeCents * lines,
      legOdds: legs.map((l) => l.odds),
      latestStart: new Date(Math.max(...current.map((s) => s.starts_at.getTime()))),
    };
    this.declared(RULES.sportsWelcome);
    const welcome = await checkBet(tx, toPlace, now);
    const bet = await repo.insertBet(tx, {
      userId,
      key: input.key,
      requestHash,
      type: input.type,
      lineCount: lines,
      unitStakeCents,
      totalStakeCents: unitStakeCents * lines,
      // What it pays if every leg wins, as settlement would pay it: a free bet its winnings alone.
      potentialReturnCents:
        input.free_bet_id === undefined
          ? potential
          : potentialReturnCents({
              type: input.type,
              unitStakeCents,
              legOdds: legs.map((l) => l.odds),
              freeBet: true,
            }),
      oddsChange: input.odds_change,
      status: inPlay ? 'pending' : 'open',
      placedAt: now,
      acceptAt: inPlay ? new Date(now.getTime() + inPlayDelayMs) : null,
      freeBetOf: input.free_bet_id === undefined ? null : input.free_bet_id,
      legs,
    });
    const placed = { bet, legs: newLegs(bet.id, current, legs) };
    // A free bet's stake is the house's (docs/decisions/048): no player money moves.
    if (input.free_bet_id !== undefined) {
      await afterPlacement(this.deps, tx, welcome, { ...toPlace, id: bet.id });
      return placed;
    }
    try {
      await walletOf(this.deps).placeBet(
        {
          idempotencyKey: `sports-bet:${bet.id}`,
          userId,
          amountCents: unitStakeCents * lines,
          reference: stakeReference(bet.id),
          house: SPORTS_HOUSE,
          cashOnly: true,
        },
        tx,
      );
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw conflict(keys.insufficientFunds);
      throw err;
    }
    await afterPlacement(this.deps, tx, welcome, { ...toPlace, id: bet.id });
    return placed;
  }

  /** The first placement of a key, when this request is the same bet; another bet under the key is refused. */
  private async repeat(bet: repo.BetRow, requestHash: string, locale: Locale): Promise<Bet> {
    if (bet.request_hash !== requestHash) throw conflict('sports_bet_key_reused');
    return this.present(bet, locale);
  }

  private async present(bet: repo.BetRow, locale: Locale): Promise<Bet> {
    const [presented] = await this.presentAll([bet], locale);
    if (!presented) throw new Error(`bet ${bet.id} could not be presented`);
    return presented;
  }

  /** Bets as My bets shows them: their legs named, and what the legs' feed results make of them. */
  private async presentAll(bets: readonly repo.BetRow[], locale: Locale): Promise<Bet[]> {
    const ids = bets.map((b) => b.id);
    const [legs, feed] = await Promise.all([
      repo.legsOf(this.deps.db, ids),
      repo.legFeedStates(this.deps.db, bets),
    ]);
    return bets.map((bet) =>
      presentBet(
        bet,
        legs.filter((l) => l.bet_id === bet.id),
        shownOutcome(
          bet,
          feed.filter((l) => l.bet_id === bet.id),
        ),
        locale,
      ),
    );
  }

  /**
   * Decides the pending bets once their delay has passed. A restart loses the timer, so the
   * sportsbook's job (sports:accept-pending) also decides whatever is overdue.
   */
  private scheduleAcceptance(): void {
    const timer = setTimeout(() => {
      this.acceptDue().catch((err: unknown) =>
        this.deps.log.error({ err }, 'sportsbook: pending bets could not be decided'),
      );
    }, this.deps.config.sportsbook.inPlayDelayMs + 50);
    timer.unref();
  }
}

/** A new bet's legs as My bets shows them: the outcomes as read, the odds taken, nothing settled yet. */
function newLegs(
  betId: number,
  selections: readonly repo.PlacementSelectionRow[],
  legs: ReadonlyArray<{ odds: string }>,
): repo.LegRow[] {
  return selections.map((s, i) => ({
    bet_id: betId,
    position: i + 1,
    outcome_id: s.outcome_id,
    event_id: s.event_id,
    home: s.home,
    away: s.away,
    sport: s.sport,
    starts_at: s.starts_at,
    market_type: s.market_type,
    market_line: s.market_line,
    outcome_key: s.outcome_key,
    odds: legs[i]?.odds ?? s.odds,
  }));
}

/** Every named outcome exists and is offered (in the order the slip names them), and no two share an event. */
function checkSelections<Row extends repo.SelectionRow>(
  rows: readonly Row[],
  outcomeIds: readonly number[],
): Row[] {
  const byId = new Map(rows.map((r) => [r.outcome_id, r]));
  const ordered = outcomeIds.map((id) => byId.get(id));
  const found = ordered.filter((r): r is Row => r !== undefined && r.active);
  if (found.length !== outcomeIds.length) throw fieldError('legs', keys.outcomeUnknown);
  if (new Set(found.map((r) => r.event_id)).size !== found.length) throw fieldError('legs', keys.sameEvent);
  return found;
}

/**
 * The odds the bet takes: the price now, when the player's preference accepts the move from the
 * price the slip showed (none: no move; higher: a move up; any: every move), else a refusal that
 * names the price now.
 */
function takenOdds(shown: string, now: string, policy: PlaceBetInput['odds_change']): string {
  const move = compare(ratioOf(now), ratioOf(shown));
  const accepted = move === 0 || policy === 'any' || (policy === 'higher' && move > 0);
  if (!accepted) throw conflict(keys.oddsChanged, { odds: now });
  return now;
}

/** The placement's body, canonical: the same bet hashes the same, whatever the key order. */
function hashOf(input: PlaceBetInput): string {
  const canonical = JSON.stringify([
    input.type.kind,
    'name' in input.type ? input.type.name : null,
    'size' in input.type ? input.type.size : null,
    input.legs.map((l) => [l.outcome_id, l.odds]),
    input.unit_stake,
    input.odds_change,
    input.free_bet_id ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

const instances = new WeakMap<object, SportsBetsService>();

/** The one bets service of a database (routes, the feed's process and the job share its timers). */
export function sportsBetsOf(deps: BetsDeps): SportsBetsService {
  let service = instances.get(deps.db);
  if (!service) {
    service = new SportsBetsService(deps);
    instances.set(deps.db, service);
  }
  return service;
}
