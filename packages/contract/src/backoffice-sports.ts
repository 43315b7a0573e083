import { z } from 'zod';
import { listQuery, reasonField } from './backoffice.js';
import {
  EVENT_STATUSES,
  MARKET_TYPES,
  oddsString,
  type EventStatus,
  type MarketStatus,
} from './sportsbook.js';

/** Sportsbook trading in the console (docs/decisions/049). */

/** Events by start time (order asc: soonest first), filtered by sport, status and live. */
export const tradingEventListQuery = listQuery.extend({
  sport: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'sports_trading_sport_unknown')
    .optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  live: z.enum(['true', 'false']).optional(),
  sort: z.enum(['starts_at']).default('starts_at'),
});

const outcomeKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9_:.+-]{1,40}$/, 'sports_outcome_key_invalid');
const specifier = z
  .string()
  .trim()
  .max(100)
  .regex(/^$|^[a-z_]+=-?\d{1,4}(\.\d{1,2})?$/, 'sports_specifier_invalid');

export const tradingMarketInput = z
  .object({
    type: z.enum(MARKET_TYPES),
    specifier: specifier.default(''),
    outcomes: z
      .array(z.object({ key: outcomeKey, odds: oddsString }).strict())
      .min(2)
      .max(50)
      .refine((list) => new Set(list.map((o) => o.key)).size === list.length, 'sports_outcome_key_repeated'),
  })
  .strict();

export const tradingEventCreate = z
  .object({
    sport: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'sports_trading_sport_unknown'),
    competition: z.string().trim().min(1).max(200),
    home: z.string().trim().min(1).max(200),
    away: z.string().trim().min(1).max(200),
    starts_at: z.iso.datetime({ offset: true }),
    markets: z
      .array(tradingMarketInput)
      .min(1)
      .max(20)
      .refine(
        (list) => new Set(list.map((m) => `${m.type}|${m.specifier}`)).size === list.length,
        'sports_market_repeated',
      ),
    reason: reasonField,
  })
  .strict();

export const tradingOddsChange = z.object({ odds: oddsString, reason: reasonField }).strict();

/** A manual result: per outcome won (1) or lost (0), a void factor (0.5: half, for quarter lines), a dead heat. */
export const tradingSettle = z
  .object({
    outcomes: z
      .array(
        z
          .object({
            key: outcomeKey,
            result: z.union([z.literal(0), z.literal(1)]),
            void_factor: z.union([z.literal(0), z.literal(0.5), z.literal(1)]).default(0),
            dead_heat_factor: z.number().gt(0).max(1).default(1),
          })
          .strict(),
      )
      .min(1)
      .max(50),
    reason: reasonField,
  })
  .strict();

/** 0.01 to 1: the share of the book's maximum stake a player may stake (1: no limit of their own). */
export const stakeFactorChange = z
  .object({
    factor: z.number().min(0.01, 'stake_factor_range').max(1, 'stake_factor_range'),
    reason: reasonField,
  })
  .strict();

export interface TradingOutcome {
  id: number;
  key: string;
  odds: string;
  active: boolean;
  /** USD the open bets backing it would return if it won. */
  payout: number;
  /** payout less the stakes of all open bets on the market: what the book loses if it wins (negative: wins). */
  liability: number;
  result: { result: 0 | 1; void_factor: number; dead_heat_factor: number } | null;
}

export interface TradingMarket {
  id: number;
  type: string;
  specifier: string;
  status: MarketStatus;
  open_bets: number;
  /** USD staked by the open bets with a leg on this market. */
  open_stake: number;
  /** The worst outcome's liability. */
  liability: number;
  outcomes: TradingOutcome[];
}

/** A type, not an interface: a list row is a record for the CSV export. */
export type TradingEventSummary = {
  id: number;
  feed_id: string;
  sport: string;
  competition: string;
  home: string;
  away: string;
  starts_at: string;
  status: EventStatus;
  manual: boolean;
  open_stake: number;
  liability: number;
};

export type TradingEventDetail = TradingEventSummary & {
  markets: TradingMarket[];
  /** USD: the most one bet may return (a setting of the book). */
  max_payout: number;
};

export interface StakeFactor {
  player_id: number;
  factor: number;
  max_line_stake: number;
  max_payout: number;
}
