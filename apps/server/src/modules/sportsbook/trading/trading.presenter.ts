import { centsToUsd } from '@casino/contract';
import type {
  TradingEventDetail,
  TradingEventSummary,
  TradingMarket,
} from '@casino/contract/backoffice-sports';
import type { EventExposure, EventRow, MarketRow, MarketStake, OutcomeRow } from './trading.repository.js';

/** Events fed by hand carry this prefix in their feed id (docs/decisions/049). */
export const TRADER_PREFIX = 'trader:';

export function presentSummary(row: EventRow, exposure: EventExposure | undefined): TradingEventSummary {
  return {
    id: row.id,
    feed_id: row.feed_id,
    sport: row.sport,
    competition: row.competition,
    home: row.home,
    away: row.away,
    starts_at: row.starts_at.toISOString(),
    status: row.status,
    manual: row.feed_id.startsWith(TRADER_PREFIX),
    open_stake: centsToUsd(exposure?.stake_cents ?? 0),
    liability: centsToUsd(exposure?.liability_cents ?? 0),
  };
}

/**
 * A market with its liability: for each outcome, what the open bets backing it would return if it
 * won, less every open stake on the market (the book keeps the losers'); the market's is its worst
 * outcome's. An accumulator counts in full on each of its legs' markets (the worst case).
 */
export function presentMarket(
  market: MarketRow,
  outcomes: readonly OutcomeRow[],
  stake: MarketStake | undefined,
): TradingMarket {
  const stakeCents = stake?.stake_cents ?? 0;
  const presented = outcomes.map((o) => ({
    id: o.id,
    key: o.key,
    odds: o.odds,
    active: o.active,
    payout: centsToUsd(o.payout_cents),
    liability: centsToUsd(o.payout_cents - stakeCents),
    result:
      o.result === null
        ? null
        : {
            result: o.result,
            void_factor: Number(o.void_factor ?? 0),
            dead_heat_factor: Number(o.dead_heat_factor ?? 1),
          },
  }));
  const worst = Math.max(...outcomes.map((o) => o.payout_cents - stakeCents), -stakeCents);
  return {
    id: market.id,
    type: market.type,
    specifier: market.specifier,
    status: market.status,
    open_bets: stake?.bets ?? 0,
    open_stake: centsToUsd(stakeCents),
    liability: centsToUsd(worst),
    outcomes: presented,
  };
}

export function presentDetail(
  row: EventRow,
  exposure: EventExposure | undefined,
  markets: readonly MarketRow[],
  outcomes: readonly OutcomeRow[],
  stakes: readonly MarketStake[],
  maxPayoutCents: number,
): TradingEventDetail {
  return {
    ...presentSummary(row, exposure),
    max_payout: centsToUsd(maxPayoutCents),
    markets: markets.map((m) =>
      presentMarket(
        m,
        outcomes.filter((o) => o.market_id === m.id),
        stakes.find((s) => s.market_id === m.id),
      ),
    ),
  };
}
