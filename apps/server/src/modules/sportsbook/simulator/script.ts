import type { FeedMarket, SettledOutcome, SportEventStatus } from '../feed/feed-messages.js';
import type { MarketRef } from '../feed/feed.repository.js';
import { MAX_ODDS, oddsText, type Price } from './pricing.js';

/** A moment of a match as the feed tells it: the state and every market's prices then. */
export interface LiveMoment {
  /** Real time, ms. */
  at: number;
  status: SportEventStatus;
  markets: FeedMarket[];
  /** Something happened (a goal, a set): betting stops a moment before the new prices. */
  stopBefore?: boolean;
}

export type SettledMarket = MarketRef & { outcomes: SettledOutcome[] };

/** One match played out from its seed: its prices before, its course and its results. */
export interface MatchScript {
  /** The pre-match markets; drift moves the model a little, as money and news move a price. */
  prematch(drift: number): FeedMarket[];
  /** From kick-off to the final whistle (the last moment has status ended). */
  live: LiveMoment[];
  settlement: SettledMarket[];
}

/** A two-way line specifier's text: 2.5 as 'total=2.5', -0.75 as 'hcp=-0.75'. */
export function lineSpecifier(name: 'total' | 'hcp', quarters: number): string {
  const value = quarters / 4;
  return `${name}=${Number.isInteger(value) ? value.toFixed(0) : String(value)}`;
}

/** The settled outcomes of a market where exactly the outcome `winner` won. */
export function oneWinner(keys: readonly string[], winner: string): SettledOutcome[] {
  return keys.map((key) => ({ key, result: key === winner ? 1 : 0, void_factor: 0, dead_heat_factor: 1 }));
}

/** Stops every market of a moment that is not settled (the match ended, the results follow). */
export function suspended(markets: FeedMarket[]): FeedMarket[] {
  return markets.map((m) => ({ ...m, status: 'suspended' }));
}

/** An open market of the given outcomes at the given prices (an outcome without one is not offered). */
export function pricedMarket(
  type: FeedMarket['type'],
  specifier: string,
  keys: readonly string[],
  prices: readonly Price[],
): FeedMarket {
  return {
    type,
    specifier,
    status: 'active',
    outcomes: keys.map((key, i) => {
      const price = prices[i] ?? { odds: MAX_ODDS, active: false };
      return { key, odds: oddsText(price.odds), active: price.active };
    }),
  };
}
