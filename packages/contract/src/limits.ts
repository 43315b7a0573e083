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
