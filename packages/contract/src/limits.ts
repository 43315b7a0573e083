import { z } from 'zod';
import { named, timestamp } from './common.js';
import { usdAmount } from './wallet.js';

/** Responsible gambling: limits, time-outs and self-exclusion (docs/decisions/038). */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Rolling windows: 24 hours, 7 days, 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export const BREAK_KINDS = ['time_out', 'self_exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
export type BreakPeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];
/** The largest limit the API accepts, in USD. */
export const MAX_LIMIT_USD = 10_000_000;
/** An increase or removal waits this long before the player may confirm it. */
export const LIMIT_COOLING_OFF_HOURS = 24;

export const GamblingLimitSchema = /* @__PURE__ */ named(
  {
    id: 'GamblingLimit',
    description: 'A limit in force, what is left of it and any increase or removal waiting.',
  },
  () =>
    z.object({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      amount: z.number().describe('The limit in force, USD.'),
      used: z.number().describe('Deposits, net losses or stakes in the window now, USD.'),
      left: z.number().describe('What the limit leaves now, USD (never below 0).'),
      frees_at: timestamp().nullable().describe('When the oldest amount counted leaves the window.'),
      pending_amount: z.number().nullable().describe('An increase waiting for confirmation, USD.'),
      pending_removal: z.boolean(),
      confirmable_at: timestamp().nullable().describe('From when the pending change can be confirmed.'),
    }),
);
export type GamblingLimit = z.infer<typeof GamblingLimitSchema>;

export const GamblingBreakSchema = /* @__PURE__ */ named(
  { id: 'GamblingBreak', description: 'A time-out or self-exclusion running now.' },
  () =>
    z.object({
      kind: z.enum(BREAK_KINDS),
      period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
      started_at: timestamp(),
      ends_at: timestamp().nullable().describe('Null for a permanent self-exclusion.'),
    }),
);
export type GamblingBreak = z.infer<typeof GamblingBreakSchema>;

/** Reality-check intervals a player may choose, in minutes (or off, where the rules allow). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** The longest daily play-time limit, in minutes (a whole day). */
export const MAX_TIME_LIMIT_MINUTES = 1440;

export const TimeLimitSchema = /* @__PURE__ */ named(
  {
    id: 'TimeLimit',
    description:
      "The daily play-time limit in force (the player's day), what is used today and any change waiting.",
  },
  () =>
    z.object({
      minutes: z.number().int().describe('The most minutes of real-money play per day.'),
      used_minutes: z.number().int().describe('Minutes played today.'),
      pending_minutes: z.number().int().nullable().describe('An increase waiting for confirmation.'),
      pending_removal: z.boolean(),
      confirmable_at: timestamp().nullable().describe('From when the pending change can be confirmed.'),
    }),
);
export type TimeLimit = z.infer<typeof TimeLimitSchema>;

export const RealityCheckSettingSchema = /* @__PURE__ */ named(
  { id: 'RealityCheckSetting', description: "The player's reality-check interval." },
  () =>
    z.object({
      minutes: z.number().int().nullable().describe('The interval in force; null: off.'),
      can_turn_off: z.boolean().describe('False where the rules require reality checks.'),
    }),
);
export type RealityCheckSetting = z.infer<typeof RealityCheckSettingSchema>;
/** The hours between asking to reopen an account after a self-exclusion and being able to play. */
export const REOPEN_COOLING_OFF_HOURS = 24;

/**
 * Whether self-exclusion keeps the account closed (docs/decisions/040, 041): open; excluded (a
 * self-exclusion is running); reopenable (it ended: the player may ask to reopen); cooling_off
 * (asked: play from cooling_off_until); register (the national register lists the player).
 */
export const ACCOUNT_STATES = ['open', 'excluded', 'reopenable', 'cooling_off', 'register'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const GamblingLimitsSchema = /* @__PURE__ */ named(
  { id: 'GamblingLimits', description: "The player's limits and any break running now." },
  () =>
    z.object({
      limits: z.array(GamblingLimitSchema),
      break: GamblingBreakSchema.nullable(),
      time_limit: TimeLimitSchema.nullable(),
      reality_check: RealityCheckSettingSchema,
      account_state: z.enum(ACCOUNT_STATES).describe('Whether a self-exclusion keeps the account closed.'),
      cooling_off_until: timestamp()
        .nullable()
        .describe('When play opens again after a reopening was asked for (cooling_off only).'),
    }),
);
export type GamblingLimits = z.infer<typeof GamblingLimitsSchema>;

export const setLimitRequest = /* @__PURE__ */ named(
  {
    id: 'SetLimitRequest',
    description:
      'Sets, lowers, raises or removes (amount null) a limit. Lower: at once. Raise or remove: after 24 hours and a confirmation.',
  },
  () =>
    z.strictObject({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      amount: usdAmount(MAX_LIMIT_USD).nullable(),
    }),
);
export type SetLimitRequest = z.input<typeof setLimitRequest>;

export const confirmLimitRequest = /* @__PURE__ */ named(
  { id: 'ConfirmLimitRequest', description: 'Confirms an increase or removal asked at least 24 hours ago.' },
  () => z.strictObject({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) }),
);
export type ConfirmLimitRequest = z.input<typeof confirmLimitRequest>;

export const takeBreakRequest = /* @__PURE__ */ named(
  {
    id: 'TakeBreakRequest',
    description:
      'A time-out (24h, 7d, 30d, 6w) or a self-exclusion (6m, 1y, 5y, permanent): starts at once, never ends early, signs the player out everywhere.',
  },
  () =>
    z
      .strictObject({
        kind: z.enum(BREAK_KINDS),
        period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
      })
      .refine(
        (b) =>
          (b.kind === 'time_out' ? (TIME_OUT_PERIODS as readonly string[]) : SELF_EXCLUSION_PERIODS).includes(
            b.period,
          ),
        { path: ['period'], message: 'field_invalid' },
      ),
);
export type TakeBreakRequest = z.input<typeof takeBreakRequest>;

/** The player is invited to review their limits this many months after setting or last reviewing them. */
export const LIMITS_REVIEW_MONTHS = 6;
/** Where deposit limits are offered: right after sign-up, and in the cash box before the first deposit. */
export const LIMITS_OFFER_PLACES = ['sign_up', 'deposit'] as const;
export type LimitsOfferPlace = (typeof LIMITS_OFFER_PLACES)[number];

export const LimitsPromptsSchema = /* @__PURE__ */ named(
  {
    id: 'LimitsPrompts',
    description: 'What the player is invited to do about their limits now (docs/decisions/043).',
  },
  () =>
    z.object({
      offer_deposit_limits: z
        .boolean()
        .describe(
          'Deposit limits are offered before the first deposit: none set, none deposited, never answered.',
        ),
      review_due_at: timestamp()
        .nullable()
        .describe('When the next review of the limits is due; null without limits.'),
      review_due: z
        .boolean()
        .describe('The review is due now: the player is invited to review their limits.'),
    }),
);
export type LimitsPrompts = z.infer<typeof LimitsPromptsSchema>;

export const answerLimitsOfferRequest = /* @__PURE__ */ named(
  {
    id: 'AnswerLimitsOfferRequest',
    description:
      'Answers the offer of deposit limits: the amounts given are set (as PUT limits/ would), none given declines it. Either way it is not offered again.',
  },
  () =>
    z.strictObject({
      where: z.enum(LIMITS_OFFER_PLACES),
      day: usdAmount(MAX_LIMIT_USD).nullable().optional(),
      week: usdAmount(MAX_LIMIT_USD).nullable().optional(),
      month: usdAmount(MAX_LIMIT_USD).nullable().optional(),
    }),
);
export type AnswerLimitsOfferRequest = z.input<typeof answerLimitsOfferRequest>;

export const setTimeLimitRequest = /* @__PURE__ */ named(
  {
    id: 'SetTimeLimitRequest',
    description:
      'Sets, lowers, raises or removes (minutes null) the daily play-time limit. Lower: at once. Raise or remove: after 24 hours and a confirmation.',
  },
  () => z.strictObject({ minutes: z.number().int().min(1).max(MAX_TIME_LIMIT_MINUTES).nullable() }),
);
export type SetTimeLimitRequest = z.input<typeof setTimeLimitRequest>;

export const setRealityCheckRequest = /* @__PURE__ */ named(
  {
    id: 'SetRealityCheckRequest',
    description: 'Chooses the reality-check interval in minutes, or off (null) where allowed.',
  },
  () =>
    z.strictObject({
      minutes: z
        .number()
        .int()
        .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), { message: 'field_invalid' })
        .nullable(),
    }),
);
export type SetRealityCheckRequest = z.input<typeof setRealityCheckRequest>;

export const PlaySessionSchema = /* @__PURE__ */ named(
  {
    id: 'PlaySession',
    description:
      "The player's play session now (docs/decisions/039): its time and net position, and whether a reality check is due.",
  },
  () =>
    z.object({
      started_at: timestamp().nullable().describe('When the session began; null: no session running.'),
      played_seconds: z.number().int().describe('Seconds played this session.'),
      staked: z.number().describe('Real-money stakes this session, USD.'),
      won: z.number().describe('Wins this session, USD.'),
      net: z.number().describe('Wins minus stakes this session, USD.'),
      check_due: z.boolean().describe('A reality check is due: no bet is taken until it is acknowledged.'),
      check_due_at: timestamp().nullable().describe('When the next reality check falls due.'),
      today_seconds: z.number().int().describe("Seconds played today (the player's day)."),
    }),
);
export type PlaySession = z.infer<typeof PlaySessionSchema>;

/** The activity statement's periods: days, weeks (from Monday) and calendar months of the player's zone. */
export const STATEMENT_PERIODS = ['day', 'week', 'month'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

export const activityStatementQuery = /* @__PURE__ */ named(
  { id: 'ActivityStatementQuery', description: 'Which periods the statement sums by.' },
  () => z.object({ period: z.enum(STATEMENT_PERIODS).default('day') }),
);

export const ActivityStatementSchema = /* @__PURE__ */ named(
  {
    id: 'ActivityStatement',
    description:
      "The player's activity by day, week or month (docs/decisions/039): the last 30 days, 12 weeks or 12 months, newest first.",
  },
  () =>
    z.object({
      period: z.enum(STATEMENT_PERIODS),
      time_zone: z.string().describe("The zone the periods follow: the account's, or UTC."),
      rows: z.array(
        z.object({
          start: z.string().describe('The first day of the period, YYYY-MM-DD.'),
          deposits: z.number().describe('Deposits credited, USD.'),
          withdrawals: z.number().describe('Withdrawals paid, USD.'),
          staked: z.number().describe('Stakes of rounds begun in the period (refunds taken off), USD.'),
          won: z.number().describe('Wins of those rounds, USD.'),
          net: z.number().describe('Wins minus stakes, USD.'),
          played_seconds: z.number().int().describe('Play time (docs/decisions/039).'),
        }),
      ),
    }),
);
export type ActivityStatement = z.infer<typeof ActivityStatementSchema>;
