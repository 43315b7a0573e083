import { z } from 'zod';
import { decimalQuery, named, pageOf, timestamp } from './common.js';

/** The sportsbook's read side: sports, competitions, events, markets and outcomes (docs/decisions/044). */

export const EVENT_STATUSES = ['not_started', 'live', 'ended', 'cancelled', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const MARKET_STATUSES = ['active', 'suspended', 'settled', 'cancelled'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/**
 * Market types. total and handicap carry a line (a total of 2.5, a handicap of -0.75: a quarter
 * line is half on each neighbouring half line); match_result is 1X2 and match_winner the two-way
 * winner of sports without a draw.
 */
export const MARKET_TYPES = [
  'match_result',
  'double_chance',
  'draw_no_bet',
  'total',
  'handicap',
  'both_teams_to_score',
  'correct_score',
  'match_winner',
] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** Which events a list shows: live now, starting today (UTC) and not ended, or not started yet. */
export const EVENT_LIST_WHENS = ['live', 'today', 'upcoming'] as const;
export type EventListWhen = (typeof EVENT_LIST_WHENS)[number];

export const MAX_EVENT_PAGE_SIZE = 100;

/** Decimal odds exactly as priced: a string with two decimals ("1.85"), never a float. */
export const oddsString = z
  .string()
  .regex(/^[1-9]\d{0,6}\.\d{2}$/)
  .refine((odds) => odds !== '1.00', 'Odds are at least 1.01.');

export const CompetitionSchema = /* @__PURE__ */ named(
  { id: 'SportCompetition', description: 'A competition (league, tournament) of a sport.' },
  () =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      country: z.string().describe('ISO 3166 alpha-2 or a region code (EU, INT); empty when none.'),
      event_count: z.number().int().describe('Events not started or live.'),
      live_count: z.number().int(),
    }),
);
export type Competition = z.infer<typeof CompetitionSchema>;

export const SportSchema = /* @__PURE__ */ named(
  { id: 'Sport', description: 'A sport with its competitions and how many events each has open.' },
  () =>
    z.object({
      id: z.number().int(),
      slug: z.string().describe('The stable name used in paths: football, tennis, basketball.'),
      name: z.string().describe("The sport's name in the request's language."),
      event_count: z.number().int().describe('Events not started or live.'),
      live_count: z.number().int(),
      competitions: z.array(CompetitionSchema),
    }),
);
export type Sport = z.infer<typeof SportSchema>;

export const SportListSchema = z.array(SportSchema);

export const EventScoreSchema = /* @__PURE__ */ named(
  { id: 'SportEventScore', description: 'The score of a live or ended event.' },
  () =>
    z.object({
      home: z.number().int(),
      away: z.number().int(),
      periods: z
        .array(z.object({ home: z.number().int(), away: z.number().int() }))
        .describe('By period: halves, sets, quarters, as far as played.'),
      clock: z.string().nullable().describe("The match time as shown beside the score (67', Q2 08:14)."),
    }),
);
export type EventScore = z.infer<typeof EventScoreSchema>;

export const OutcomeSchema = /* @__PURE__ */ named(
  { id: 'SportOutcome', description: 'An outcome of a market with its current decimal odds.' },
  () =>
    z.object({
      id: z.number().int().describe('What a bet names.'),
      key: z
        .string()
        .describe("The outcome within its market: home, draw, away, over, under, yes, no, 1X, '2:1', other."),
      name: z.string().describe('The outcome as shown, in the request language.'),
      odds: oddsString,
      active: z.boolean().describe('False: not open to bets now (an impossible correct score).'),
    }),
);
export type Outcome = z.infer<typeof OutcomeSchema>;

export const MarketSchema = /* @__PURE__ */ named(
  { id: 'SportMarket', description: 'A market of an event.' },
  () =>
    z.object({
      id: z.number().int(),
      type: z.enum(MARKET_TYPES),
      line: z
        .string()
        .nullable()
        .describe('The line of a total or handicap ("2.5", "-0.75"); null otherwise.'),
      name: z.string().describe('The market as shown, in the request language.'),
      status: z.enum(MARKET_STATUSES),
      outcomes: z.array(OutcomeSchema),
    }),
);
export type Market = z.infer<typeof MarketSchema>;

const eventFields = {
  id: z.number().int(),
  sport: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  competition: z.object({ id: z.number().int(), name: z.string(), country: z.string() }),
  home: z.string(),
  away: z.string(),
  starts_at: timestamp(),
  status: z.enum(EVENT_STATUSES),
  score: EventScoreSchema.nullable().describe('Null before the event starts.'),
};

export const EventSummarySchema = /* @__PURE__ */ named(
  {
    id: 'SportEventSummary',
    description: "An event in a list, with its main market's outcomes and how many markets it has.",
  },
  () =>
    z.object({
      ...eventFields,
      main_market: MarketSchema.nullable().describe('1X2 or the match winner; null when the feed sent none.'),
      market_count: z.number().int(),
    }),
);
export type EventSummary = z.infer<typeof EventSummarySchema>;

export const EventPageSchema = /* @__PURE__ */ pageOf(
  EventSummarySchema,
  'SportEventPage',
  'A page of events, soonest first.',
);

export const EventDetailSchema = /* @__PURE__ */ named(
  { id: 'SportEventDetail', description: 'An event with all its markets and outcomes.' },
  () => z.object({ ...eventFields, markets: z.array(MarketSchema) }),
);
export type EventDetail = z.infer<typeof EventDetailSchema>;

/**
 * What the live stream sends (event `event`) when an event's odds, status or score change: the
 * event as its page shows it, so a list or page updates in place.
 */
export type EventUpdate = EventDetail;

/** GET /api/frontend/sports/events/ query. */
export const eventListQuery = z.object({
  sport: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/)
    .optional()
    .describe("A sport's slug."),
  competition: decimalQuery(z.number().int().min(1).max(2_147_483_647))
    .optional()
    .describe("A competition's id."),
  when: z
    .enum(EVENT_LIST_WHENS)
    .optional()
    .describe('live, today (UTC) or upcoming; all open events when absent.'),
  page: decimalQuery(z.number().int().min(1).max(100_000).default(1)),
  page_size: decimalQuery(z.number().int().min(1).max(MAX_EVENT_PAGE_SIZE).default(20)),
});
export type EventListQuery = z.output<typeof eventListQuery>;

/** GET /api/frontend/sports/live/ query: the stream of one event's changes, or of every live event's. */
export const liveStreamQuery = z.object({
  event: decimalQuery(z.number().int().min(1).max(2_147_483_647)).optional().describe('Only this event.'),
});
