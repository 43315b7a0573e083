import type { Queryable } from '../../../platform/db/types.js';
import type { FeedMarket, SportEventStatus } from './feed-messages.js';
import * as repo from './odds.repository.js';

/**
 * Consecutive price messages of a run, folded into what applying them one after another would
 * leave (docs/decisions/044, "Throughput"): per event its latest status and producer time, per
 * market its latest status and position (and whether it was stopped on the way), per outcome its
 * latest price. Written with three statements however many messages were folded, where one at a
 * time took three or four per message. Only price messages are folded: whatever else the run holds
 * (a settlement reads the book, a fixture change rewrites an event) is applied after the prices
 * before it are written, so everything else sees the book exactly as one message at a time would.
 */
export class OddsRun {
  private readonly events = new Map<number, repo.EventState>();
  private readonly markets = new Map<string, FoldedMarket>();

  get empty(): boolean {
    return this.events.size === 0;
  }

  /** Folds one price message, already found applicable (not a duplicate, not stale), in. */
  add(
    eventId: number,
    producedAt: number,
    status: SportEventStatus | undefined,
    markets: readonly FeedMarket[],
  ) {
    const event = this.events.get(eventId);
    this.events.set(eventId, { eventId, producedAt, status: status ?? event?.status });
    markets.forEach((market, position) => {
      const key = `${eventId}|${market.type}|${market.specifier}`;
      const marketStatus = priceStatus(market);
      const folded = this.markets.get(key);
      const outcomes = folded?.outcomes ?? new Map<string, repo.OutcomePrice>();
      market.outcomes.forEach((o, i) =>
        outcomes.set(o.key, { key: o.key, odds: o.odds, active: o.active, position: i }),
      );
      this.markets.set(key, {
        eventId,
        type: market.type,
        specifier: market.specifier,
        firstStatus: folded?.firstStatus ?? marketStatus,
        status: marketStatus,
        // Stopped within the run: active in one message and not in a later one (a bet placed
        // before the run and held in play is then refused, as if each message had been applied).
        stoppedWithin:
          (folded?.stoppedWithin ?? false) || (folded?.status === 'active' && marketStatus !== 'active'),
        position,
        outcomes,
      });
    });
  }

  /** Writes what was folded, and starts again empty. */
  async flush(tx: Queryable, at: Date): Promise<void> {
    if (this.empty) return;
    const events = [...this.events.values()];
    const markets = [...this.markets.values()];
    this.events.clear();
    this.markets.clear();
    await repo.applyEventStates(tx, events, at);
    if (markets.length === 0) return;
    const ids = await repo.upsertMarketsOfEvents(tx, markets, at);
    const outcomes: Array<repo.OutcomePrice & { marketId: number }> = [];
    for (const market of markets) {
      // A market settled or cancelled is not reopened by a price, nor are its outcomes repriced.
      const marketId = ids.get(`${market.eventId}|${market.type}|${market.specifier}`);
      if (marketId !== undefined) for (const o of market.outcomes.values()) outcomes.push({ ...o, marketId });
    }
    await repo.upsertOutcomes(tx, outcomes);
  }
}

/** The status a price message gives its market: one the feed settled or cancelled is only suspended by a price (results come by settlement). */
export function priceStatus(market: FeedMarket): string {
  return market.status === 'settled' || market.status === 'cancelled' ? 'suspended' : market.status;
}

interface FoldedMarket extends repo.MarketState {
  outcomes: Map<string, repo.OutcomePrice>;
}
