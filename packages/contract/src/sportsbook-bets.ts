import { z } from 'zod';
import { MAX_LEGS, namedSystems, type BetType, type NamedSystem } from './bet-types.js';
import { decimalQuery, named, pageOf, timestamp } from './common.js';
import { oddsString } from './sportsbook.js';
import { usdAmount } from './wallet.js';

/**
 * The sportsbook's bets on the wire: placing a slip, My bets, and the explanation of a return
 * (docs/decisions/047). Bet types and their lines are in bet-types.ts, shared by the slip (live
 * line counts and returns) and the server (placement and settlement).
 */

/** What the player accepts when a price moved between the slip and the placement. */
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/** The most a slip stakes a line, and the least (USD). Maximum payout per bet is the server's setting. */
export const MIN_LINE_STAKE_USD = 0.1;
export const MAX_LINE_STAKE_USD = 10_000;

export const BET_STATUSES = ['pending', 'open', 'won', 'lost', 'void', 'refused'] as const;
/**
 * pending: an in-play bet held for the acceptance delay; open: accepted, not settled; won, lost,
 * void: settled (won when it returned more than nothing); refused: an in-play bet refused at the
 * end of its delay (its stake given back).
 */
export type BetStatus = (typeof BET_STATUSES)[number];

export const LEG_STATES = [
  'open',
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
  'dead_heat',
  'partial',
] as const;
/** A leg's state: open until its market settles, then as the settlement's factors name it. */
export type LegState = (typeof LEG_STATES)[number];
export type LegOutcome = Exclude<LegState, 'open'>;

/** Sportsbook refusals: the translated message's key, sent as `detail` (409) or in a field (400). */
export const sportsBetMessageKeys = {
  outcomeUnknown: 'sports_outcome_unknown',
  marketClosed: 'sports_market_closed',
  eventStarted: 'sports_event_started',
  oddsChanged: 'sports_odds_changed',
  sameEvent: 'sports_same_event',
  typeMismatch: 'sports_bet_type_mismatch',
  stakeTooLow: 'sports_stake_too_low',
  stakeTooHigh: 'sports_stake_too_high',
  payoutTooHigh: 'sports_payout_too_high',
  insufficientFunds: 'sports_insufficient_funds',
  betStop: 'sports_bet_stop',
  freeBetUnavailable: 'sports_free_bet_unavailable',
  freeBetStake: 'sports_free_bet_stake',
  freeBetType: 'sports_free_bet_type',
  afterBonus: 'sports_bet_after_bonus',
} as const;

/** A bet's type as the slip sends it. */
export const betTypeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single') }),
  z.object({ kind: z.literal('accumulator') }),
  z.object({
    kind: z.literal('system'),
    name: z.enum(Object.keys(namedSystems) as [NamedSystem, ...NamedSystem[]]),
  }),
  z.object({ kind: z.literal('k_from_n'), size: z.number().int().min(1).max(MAX_LEGS) }),
]) satisfies z.ZodType<BetType>;

/** POST /api/frontend/sports/bets/: one bet of the slip (a slip of singles sends one request per single). */
export const placeBetBody = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .describe('Chosen by the slip for this bet: a repeat with the same key answers the first placement.'),
  type: betTypeSchema,
  legs: z
    .array(
      z.object({
        outcome_id: z.number().int().min(1).max(2_147_483_647),
        odds: oddsString.describe('The odds the slip showed; compared with the price now under odds_change.'),
      }),
    )
    .min(1)
    .max(MAX_LEGS),
  unit_stake: usdAmount(MAX_LINE_STAKE_USD).describe('USD a line; the total stake is this times the lines.'),
  odds_change: z.enum(ODDS_CHANGE_POLICIES).default('none'),
  free_bet_id: z
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe(
      "The player's free bet (the sports welcome's bonus id) that is the stake: a single or an accumulator whose unit stake is the free bet's amount.",
    ),
});
export type PlaceBetBody = z.input<typeof placeBetBody>;

export const BetLegSchema = /* @__PURE__ */ named(
  { id: 'SportBetLeg', description: 'A leg (selection) of a bet, with the price taken and its state.' },
  () =>
    z.object({
      outcome_id: z.number().int(),
      event_id: z.number().int(),
      event: z.string().describe('Home v Away.'),
      sport: z.string().describe("The sport's slug."),
      starts_at: timestamp(),
      market: z.string().describe('The market as shown, in the request language.'),
      outcome: z.string().describe('The outcome as shown, in the request language.'),
      odds: oddsString.describe('The price taken.'),
      state: z.enum(LEG_STATES),
    }),
);
export type BetLeg = z.infer<typeof BetLegSchema>;

/**
 * How a return was computed, as steps with a stable key and exact numbers (odds and multipliers
 * as decimal strings, or fractions such as "5/3" where no decimal is exact; money in cents), so
 * My bets can say it in the player's language.
 */
export type ExplanationStep =
  | { key: 'leg_open'; leg: number; odds: string }
  | {
      key: 'leg';
      leg: number;
      outcome: LegOutcome;
      odds: string;
      winFactor: string;
      voidFactor: string;
      /** winFactor × odds + voidFactor × 1 */
      multiplier: string;
    }
  /** The product of the legs' multipliers (an accumulator's one line); null for a leg still open when a lost leg settled it. */
  | { key: 'accumulator'; multipliers: (string | null)[]; product: string }
  /** All `count` lines of `size` legs and the sum of their products. */
  | { key: 'lines'; size: number; count: number; sum: string }
  | { key: 'system'; name: string; lineCount: number; sum: string }
  | {
      key: 'return';
      unitStakeCents: number;
      lineCount: number;
      totalStakeCents: number;
      multiplier: string;
      /** unit stake × multiplier, exact, in USD */
      exactReturn: string;
      /** exactReturn rounded down to the cent */
      grossCents: number;
    }
  | { key: 'free_bet'; grossCents: number; stakeCents: number; returnCents: number };

export const BetSchema = /* @__PURE__ */ named(
  { id: 'SportBet', description: "A player's bet: its legs, stake, status, return and how it was computed." },
  () =>
    z.object({
      id: z.number().int(),
      key: z.string(),
      type: betTypeSchema,
      line_count: z.number().int(),
      unit_stake: z.number().describe('USD a line.'),
      total_stake: z.number().describe('USD.'),
      potential_return: z
        .number()
        .describe(
          'USD if every leg wins at the prices taken (capped by the maximum payout); for a free bet, the winnings only (its stake is never returned).',
        ),
      status: z.enum(BET_STATUSES),
      return_usd: z.number().nullable().describe('USD paid; null while open or pending.'),
      free_bet: z.boolean(),
      placed_at: timestamp(),
      settled_at: timestamp().nullable(),
      legs: z.array(BetLegSchema),
      explanation: z
        .array(z.record(z.string(), z.unknown()))
        .describe('The steps of the return (ExplanationStep in the contract); empty while open.'),
      explanation_text: z.string().describe('The explanation in the request language; empty while open.'),
    }),
);
export type Bet = Omit<z.infer<typeof BetSchema>, 'explanation'> & { explanation: ExplanationStep[] };

export const BetPageSchema = /* @__PURE__ */ pageOf(
  BetSchema,
  'SportBetPage',
  "A page of the player's bets, newest first.",
);

/** GET /api/frontend/sports/bets/ query. */
export const betListQuery = z.object({
  status: z
    .enum(['open', 'settled'])
    .optional()
    .describe('open: pending or open; settled: won, lost, void or refused.'),
  page: decimalQuery(z.number().int().min(1).max(100_000).default(1)),
  page_size: decimalQuery(z.number().int().min(1).max(100).default(20)),
});
export type BetListQuery = z.output<typeof betListQuery>;
