import { createHash, randomUUID } from 'node:crypto';
import type { MarketStatus, MarketType } from '@casino/contract';
import type {
  StakeFactor,
  TradingEventDetail,
  tradingEventCreate,
  tradingSettle,
} from '@casino/contract/backoffice-sports';
import { centsToUsd } from '@casino/contract';
import type { z } from 'zod';
import type { Deps } from '../../../platform/deps.js';
import type { Queryable } from '../../../platform/db/types.js';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.js';
import { approvalsOf, declareApprovalKind, type ApprovalRow } from '../../approvals/approvals.service.js';
import { recordAudit, type StaffActor } from '../../audit/audit.service.js';
import { FeedAdapter } from '../feed/feed-adapter.js';
import type { FeedMarket, FeedMessage } from '../feed/feed-messages.js';
import { sportsbookLiveOf } from '../sportsbook-live.js';
import { maxLineStakeCents, setStakeFactor, stakeFactorOf } from './stake-factor.repository.js';
import { presentDetail, TRADER_PREFIX } from './trading.presenter.js';
import * as repo from './trading.repository.js';
import './trading.messages.js';

type TradingDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log' | 'mailer'>;
type NewEvent = z.output<typeof tradingEventCreate>;
type Settlement = z.output<typeof tradingSettle>['outcomes'];

/** The producer a trader's changes are recorded under, beside the feed's own. */
const PRODUCER = 'trader';
export const SETTLE_APPROVAL = 'sports.settle';

function adapterOf(deps: TradingDeps): FeedAdapter {
  const live = sportsbookLiveOf(deps.db, deps.log);
  return new FeedAdapter(deps, (eventId) => live.changed(eventId));
}

/** Distributes Omit over the message union, so each built message keeps its own fields. */
type Body<T> = T extends unknown ? Omit<T, 'message_id' | 'producer' | 'timestamp'> : never;

/**
 * Applies a trader's change as a feed message inside tx (docs/decisions/049): the book's rules
 * (a settled market keeps its state, settlement pays each bet once) hold for it as for the feed's.
 */
async function applyAsFeed(
  deps: TradingDeps,
  adapter: FeedAdapter,
  tx: Queryable,
  body: Body<FeedMessage>,
  messageId = `${TRADER_PREFIX}${randomUUID()}`,
): Promise<void> {
  const message = {
    ...body,
    message_id: messageId,
    producer: PRODUCER,
    timestamp: deps.clock.now().getTime(),
  } as FeedMessage;
  const { outcome } = await adapter.applyWithin(tx, message);
  if (outcome === 'stale') throw conflict('sports_trading_stale');
  if (outcome !== 'applied') throw new Error(`a trader's ${message.type} was ${outcome}`);
}

/** Every market of the event as it stands, for a price message (positions kept), with one changed. */
async function pricedMarkets(
  tx: Queryable,
  eventId: number,
  change: (market: FeedMarket & { id: number }) => FeedMarket,
): Promise<FeedMarket[]> {
  const markets = await repo.marketsOf(tx, eventId);
  const outcomes = await repo.outcomesOf(
    tx,
    markets.map((m) => m.id),
  );
  return markets.map((m) =>
    change({
      id: m.id,
      type: m.type as MarketType,
      specifier: m.specifier,
      status: m.status,
      outcomes: outcomes
        .filter((o) => o.market_id === m.id)
        .map((o) => ({ key: o.key, odds: o.odds, active: o.active })),
    }),
  );
}

const ref = (market: repo.MarketRow) => ({ type: market.type as MarketType, specifier: market.specifier });

export type MarketActionKind = 'suspend' | 'reopen' | 'void';

/** A trader's action on one market: when it is refused, the message it is, the status it leaves. */
const MARKET_ACTIONS: Record<
  MarketActionKind,
  {
    action: string;
    refusal(status: MarketStatus): string | undefined;
    message(
      tx: Queryable,
      feedId: string,
      market: repo.MarketRow,
      reason: string,
    ): Promise<Body<FeedMessage>>;
    after: MarketStatus;
  }
> = {
  // Stops bets on the market (a bet stop, as the feed sends).
  suspend: {
    action: 'sports.market.suspend',
    refusal: (status) => (status === 'active' ? undefined : 'sports_market_not_active'),
    message: async (_tx, feedId, market) => ({ type: 'bet_stop', event_id: feedId, markets: [ref(market)] }),
    after: 'suspended',
  },
  // Takes bets on the market again at its current prices.
  reopen: {
    action: 'sports.market.reopen',
    refusal: (status) => (status === 'suspended' ? undefined : 'sports_market_not_suspended'),
    message: async (tx, feedId, market) => ({
      type: 'odds_change',
      event_id: feedId,
      markets: await pricedMarkets(tx, market.event_id, (m) =>
        m.id === market.id ? { ...m, status: 'active' } : m,
      ),
    }),
    after: 'active',
  },
  // Every bet on the market is void (stakes back; a paid settlement taken back).
  void: {
    action: 'sports.market.void',
    refusal: (status) => (status === 'cancelled' ? 'sports_market_already_void' : undefined),
    message: async (_tx, feedId, market, reason) => ({
      type: 'bet_cancel',
      event_id: feedId,
      void_reason: reason.slice(0, 200),
      markets: [ref(market)],
    }),
    after: 'cancelled',
  },
};

/** Market and event, locked; 404 when either is missing. */
async function lockedMarket(tx: Queryable, marketId: number) {
  const found = await repo.findMarket(tx, marketId);
  if (!found) throw notFound('sports_market_not_found');
  const event = await repo.lockEventById(tx, found.event_id);
  const market = await repo.findMarket(tx, marketId);
  if (!event || !market) throw notFound('sports_market_not_found');
  return { event, market };
}

function checkSettlement(outcomes: readonly repo.OutcomeRow[], given: Settlement): void {
  const keys = new Set(outcomes.map((o) => o.key));
  if (given.length !== keys.size || !given.every((o) => keys.has(o.key)))
    throw fieldError('outcomes', 'sports_settle_outcomes_mismatch');
}

const resultsOf = (outcomes: readonly repo.OutcomeRow[]) =>
  outcomes.map((o) => ({
    key: o.key,
    result: o.result,
    void_factor: o.void_factor === null ? null : Number(o.void_factor),
    dead_heat_factor: o.dead_heat_factor === null ? null : Number(o.dead_heat_factor),
  }));

/** Sportsbook trading (docs/decisions/049): every change audited, every one through the feed's path. */
export function tradingOf(deps: TradingDeps) {
  const { db, clock } = deps;
  const adapter = adapterOf(deps);

  /** One change of one event: locked, applied, audited in a transaction, then pushed live. */
  async function change<T>(work: (tx: Queryable) => Promise<{ eventId: number; answer: T }>): Promise<T> {
    const { eventId, answer } = await db.transaction(work);
    adapter.changed(eventId);
    return answer;
  }

  async function detail(id: number): Promise<TradingEventDetail> {
    const event = await repo.findEvent(db, id);
    if (!event) throw notFound('sports_event_not_found');
    const markets = await repo.marketsOf(db, id);
    const ids = markets.map((m) => m.id);
    const [outcomes, stakes, exposures] = await Promise.all([
      repo.outcomesOf(db, ids),
      repo.marketStakes(db, ids),
      repo.eventExposures(db, [id]),
    ]);
    return presentDetail(
      event,
      exposures[0],
      markets,
      outcomes,
      stakes,
      deps.config.sportsbook.maxPayoutCents,
    );
  }

  return {
    detail,

    async createEvent(actor: StaffActor, input: NewEvent): Promise<TradingEventDetail> {
      const startsAt = new Date(input.starts_at);
      if (startsAt.getTime() <= clock.now().getTime()) throw fieldError('starts_at', 'sports_start_in_past');
      const sport = await repo.sportBySlug(db, input.sport);
      if (!sport) throw fieldError('sport', 'sports_trading_sport_unknown');
      const feedId = `${TRADER_PREFIX}${randomUUID()}`;
      const competitionKey = createHash('sha256').update(input.competition.toLowerCase()).digest('hex');
      const id = await change(async (tx) => {
        await applyAsFeed(deps, adapter, tx, {
          type: 'fixture_change',
          event_id: feedId,
          status: 'not_started',
          fixture: {
            sport: { id: sport.feed_id, slug: sport.slug, name: sport.name },
            competition: {
              id: `${TRADER_PREFIX}${sport.slug}:${competitionKey.slice(0, 24)}`,
              name: input.competition,
              country: '',
            },
            home: input.home,
            away: input.away,
            start_time: startsAt.getTime(),
          },
        });
        await applyAsFeed(deps, adapter, tx, {
          type: 'odds_change',
          event_id: feedId,
          markets: input.markets.map((m) => ({
            type: m.type,
            specifier: m.specifier,
            status: 'active',
            outcomes: m.outcomes.map((o) => ({ key: o.key, odds: o.odds, active: true })),
          })),
        });
        const { rows } = await tx.query<{ id: number }>(
          `SELECT id::int AS id FROM sport_events WHERE feed_id = $1`,
          [feedId],
        );
        const eventId = rows[0]?.id;
        if (eventId === undefined) throw new Error('a created event is missing');
        await recordAudit(tx, clock, {
          actor,
          action: 'sports.event.create',
          subject: { type: 'sport_event', id: eventId },
          reason: input.reason,
          after: {
            sport: input.sport,
            competition: input.competition,
            home: input.home,
            away: input.away,
            starts_at: input.starts_at,
            markets: input.markets,
          },
        });
        return { eventId, answer: eventId };
      });
      return detail(id);
    },

    async changeOdds(actor: StaffActor, outcomeId: number, odds: string, reason: string) {
      const { rows } = await db.query<{ market_id: number; key: string }>(
        `SELECT market_id::int AS market_id, key FROM sport_outcomes WHERE id = $1`,
        [outcomeId],
      );
      const outcome = rows[0];
      if (!outcome) throw notFound('sports_outcome_not_found');
      const eventId = await change(async (tx) => {
        const { event, market } = await lockedMarket(tx, outcome.market_id);
        if (market.status === 'settled' || market.status === 'cancelled')
          throw conflict('sports_market_closed_for_trading');
        let before: string | undefined;
        const markets = await pricedMarkets(tx, event.id, (m) => {
          if (m.id !== market.id) return m;
          const outcomes = m.outcomes.map((o) => {
            if (o.key !== outcome.key) return o;
            before = o.odds;
            return { ...o, odds };
          });
          return { ...m, outcomes };
        });
        await applyAsFeed(deps, adapter, tx, { type: 'odds_change', event_id: event.feed_id, markets });
        await recordAudit(tx, clock, {
          actor,
          action: 'sports.odds.change',
          subject: { type: 'sport_outcome', id: outcomeId },
          reason,
          before: { odds: before },
          after: { odds },
          details: { event_id: event.id, market_id: market.id, key: outcome.key },
        });
        return { eventId: event.id, answer: event.id };
      });
      return detail(eventId);
    },

    /** Suspends, reopens or voids a market, as the feed would (see MARKET_ACTIONS). */
    async actOnMarket(actor: StaffActor, marketId: number, kind: MarketActionKind, reason: string) {
      const act = MARKET_ACTIONS[kind];
      return detail(
        await change(async (tx) => {
          const { event, market } = await lockedMarket(tx, marketId);
          const refusal = act.refusal(market.status);
          if (refusal) throw conflict(refusal);
          await applyAsFeed(deps, adapter, tx, await act.message(tx, event.feed_id, market, reason));
          await auditMarket(tx, actor, act.action, market, reason, act.after);
          return { eventId: event.id, answer: event.id };
        }),
      );
    },

    /** Cancels the event: its legs are void, as when the feed cancels a fixture. */
    async voidEvent(actor: StaffActor, eventId: number, reason: string) {
      return detail(
        await change(async (tx) => {
          const event = await repo.lockEventById(tx, eventId);
          if (!event) throw notFound('sports_event_not_found');
          if (event.status === 'cancelled') throw conflict('sports_event_already_void');
          await applyAsFeed(deps, adapter, tx, {
            type: 'fixture_change',
            event_id: event.feed_id,
            status: 'cancelled',
            fixture: {
              sport: { id: event.sport_feed_id, slug: event.sport, name: event.sport_name },
              competition: { id: event.competition_feed_id, name: event.competition, country: event.country },
              home: event.home,
              away: event.away,
              start_time: event.starts_at.getTime(),
            },
          });
          await recordAudit(tx, clock, {
            actor,
            action: 'sports.event.void',
            subject: { type: 'sport_event', id: event.id },
            reason,
            before: { status: event.status },
            after: { status: 'cancelled' },
          });
          return { eventId: event.id, answer: event.id };
        }),
      );
    },

    /**
     * Asks for a manual settlement (or a resettlement of a settled market): it moves money, so a
     * second trader applies it through the approvals (four eyes).
     */
    async requestSettlement(
      actor: StaffActor,
      marketId: number,
      outcomes: Settlement,
      reason: string,
    ): Promise<ApprovalRow> {
      return db.transaction(async (tx) => {
        const { market } = await lockedMarket(tx, marketId);
        if (market.status === 'cancelled') throw conflict('sports_market_already_void');
        const current = await repo.outcomesOf(tx, [market.id]);
        checkSettlement(current, outcomes);
        return approvalsOf(deps).request(tx, {
          kind: SETTLE_APPROVAL,
          subjectKey: `sport_market:${market.id}`,
          payload: { market_id: market.id, outcomes },
          before: { status: market.status, results: resultsOf(current) },
          after: { status: 'settled', results: outcomes },
          reason,
          maker: actor,
        });
      });
    },

    async stakeFactor(playerId: number): Promise<StakeFactor> {
      if (!(await repo.playerExists(db, playerId))) throw notFound('sports_player_not_found');
      return presentFactor(
        playerId,
        await stakeFactorOf(db, playerId),
        deps.config.sportsbook.maxPayoutCents,
      );
    },

    async setStakeFactor(
      actor: StaffActor,
      playerId: number,
      factor: number,
      reason: string,
    ): Promise<StakeFactor> {
      if (!(await repo.playerExists(db, playerId))) throw notFound('sports_player_not_found');
      await db.transaction(async (tx) => {
        const before = await stakeFactorOf(tx, playerId);
        await setStakeFactor(tx, playerId, factor, actor.staffId, clock.now());
        await recordAudit(tx, clock, {
          actor,
          action: 'sports.stake_factor.set',
          subject: { type: 'player', id: playerId },
          reason,
          before: { factor: before },
          after: { factor },
        });
      });
      return presentFactor(playerId, factor, deps.config.sportsbook.maxPayoutCents);
    },
  };

  async function auditMarket(
    tx: Queryable,
    actor: StaffActor,
    action: string,
    market: repo.MarketRow,
    reason: string,
    status: MarketStatus,
  ): Promise<void> {
    await recordAudit(tx, clock, {
      actor,
      action,
      subject: { type: 'sport_market', id: market.id },
      reason,
      before: { status: market.status },
      after: { status },
      details: { event_id: market.event_id, type: market.type, specifier: market.specifier },
    });
  }
}

function presentFactor(playerId: number, factor: number, maxPayoutCents: number): StakeFactor {
  return {
    player_id: playerId,
    factor,
    max_line_stake: centsToUsd(maxLineStakeCents(factor)),
    max_payout: centsToUsd(maxPayoutCents),
  };
}

/**
 * A manual settlement, applied by the second trader: one settlement message named by the request,
 * so the bets are paid by the feed's settlement path, and exactly once.
 */
declareApprovalKind({
  kind: SETTLE_APPROVAL,
  permission: 'sports.trade',
  async apply(tx, payload, ctx) {
    const marketId = Number(payload.market_id);
    const outcomes = payload.outcomes as Settlement;
    const { event, market } = await lockedMarket(tx, marketId);
    if (market.status === 'cancelled') throw conflict('sports_market_already_void');
    const current = await repo.outcomesOf(tx, [market.id]);
    checkSettlement(current, outcomes);
    const adapter = adapterOf(ctx.deps);
    await applyAsFeed(
      ctx.deps,
      adapter,
      tx,
      { type: 'bet_settlement', event_id: event.feed_id, markets: [{ ...ref(market), outcomes }] },
      `${TRADER_PREFIX}settle:${ctx.request.id}`,
    );
    await recordAudit(tx, ctx.deps.clock, {
      actor: ctx.checker,
      action: market.status === 'settled' ? 'sports.market.resettle' : 'sports.market.settle',
      subject: { type: 'sport_market', id: market.id },
      reason: ctx.request.reason,
      before: { status: market.status, results: resultsOf(current) },
      after: { status: 'settled', results: outcomes },
      details: { approval_id: ctx.request.id, maker_id: ctx.request.maker_id, event_id: event.id },
    });
    ctx.afterCommit(async () => adapter.changed(event.id));
    return { market_id: market.id, event_id: event.id };
  },
});
