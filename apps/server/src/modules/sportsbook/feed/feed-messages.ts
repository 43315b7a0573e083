import { EVENT_STATUSES, MARKET_STATUSES, MARKET_TYPES, oddsString } from '@casino/contract';
import { z } from 'zod';

/**
 * The odds feed's messages, modelled on Sportradar's Unified Odds Feed (docs/decisions/044):
 * the same message types and settlement semantics, carried as JSON. Every message has an id,
 * the producer that sent it and the producer's timestamp (ms since the epoch). Unlike the
 * original feed, a fixture_change carries the fixture itself (the original sends only its id and
 * the consumer fetches it), so the feed is the one source of the book's events.
 */

const feedId = z.string().min(1).max(100);
const millis = z.number().int().min(0).max(8.64e15);

const base = {
  message_id: z.string().min(1).max(200),
  producer: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
  timestamp: millis,
};

/** Markets are named by type and specifier ('total=2.5', 'hcp=-0.75'; '' for none). */
const specifier = z
  .string()
  .max(100)
  .regex(/^$|^[a-z_]+=-?\d{1,4}(\.\d{1,2})?$/);
const marketRef = { type: z.enum(MARKET_TYPES), specifier };
const outcomeKey = z.string().min(1).max(40);

export const sportEventStatus = z.object({
  status: z.enum(EVENT_STATUSES),
  home_score: z.number().int().min(0).max(10_000).nullable(),
  away_score: z.number().int().min(0).max(10_000).nullable(),
  periods: z.array(z.object({ home: z.number().int().min(0), away: z.number().int().min(0) })).max(20),
  clock: z.string().max(20).nullable(),
});
export type SportEventStatus = z.infer<typeof sportEventStatus>;

export const fixture = z.object({
  sport: z.object({
    id: feedId,
    slug: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
    name: z.string().max(100),
  }),
  competition: z.object({ id: feedId, name: z.string().max(200), country: z.string().max(10) }),
  home: z.string().min(1).max(200),
  away: z.string().min(1).max(200),
  start_time: millis,
});
export type Fixture = z.infer<typeof fixture>;

export const feedMarket = z.object({
  ...marketRef,
  status: z.enum(MARKET_STATUSES),
  outcomes: z.array(z.object({ key: outcomeKey, odds: oddsString, active: z.boolean() })).max(100),
});
export type FeedMarket = z.infer<typeof feedMarket>;

export const settledOutcome = z.object({
  key: outcomeKey,
  result: z.union([z.literal(0), z.literal(1)]),
  void_factor: z.union([z.literal(0), z.literal(0.5), z.literal(1)]).default(0),
  dead_heat_factor: z.number().gt(0).max(1).default(1),
});
export type SettledOutcome = z.infer<typeof settledOutcome>;

const marketList = z.array(z.object(marketRef)).max(500);

export const feedMessage = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('fixture_change'),
    event_id: feedId,
    fixture,
    /** new, a moved start time, a postponement or a cancellation of the fixture. */
    status: z.enum(EVENT_STATUSES),
  }),
  z.object({
    ...base,
    type: z.literal('odds_change'),
    event_id: feedId,
    sport_event_status: sportEventStatus.optional(),
    markets: z.array(feedMarket).max(500),
  }),
  z.object({
    ...base,
    type: z.literal('bet_stop'),
    event_id: feedId,
    /** The markets stopped; absent: every market of the event. */
    markets: marketList.optional(),
  }),
  z.object({
    ...base,
    type: z.literal('bet_settlement'),
    event_id: feedId,
    markets: z
      .array(
        z.object({
          ...marketRef,
          void_reason: z.string().max(200).optional(),
          outcomes: z.array(settledOutcome).max(100),
        }),
      )
      .max(500),
  }),
  z.object({
    ...base,
    type: z.literal('bet_cancel'),
    event_id: feedId,
    /** Bets placed from start_time to end_time are void (either open). */
    start_time: millis.optional(),
    end_time: millis.optional(),
    void_reason: z.string().max(200).optional(),
    markets: marketList,
  }),
  z.object({ ...base, type: z.literal('rollback_bet_settlement'), event_id: feedId, markets: marketList }),
  z.object({
    ...base,
    type: z.literal('rollback_bet_cancel'),
    event_id: feedId,
    start_time: millis.optional(),
    end_time: millis.optional(),
    markets: marketList,
  }),
  /** The end of a recovery's replay (the original's snapshot_complete). */
  z.object({ ...base, type: z.literal('snapshot_complete'), request_id: z.string().min(1).max(100) }),
]);
export type FeedMessage = z.infer<typeof feedMessage>;
export type FeedMessageInput = z.input<typeof feedMessage>;
export type EventMessage = Exclude<FeedMessage, { type: 'snapshot_complete' }>;

/** A request to a producer for what the book may have missed (the original's recovery request). */
export const recoveryRequest = z.object({
  producer: base.producer,
  /** Everything produced since (ms, inclusive); null asks for a snapshot of the book. */
  since: millis.nullable(),
  request_id: z.string().min(1).max(100),
});
export type RecoveryRequest = z.infer<typeof recoveryRequest>;
