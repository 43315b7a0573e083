import { z } from 'zod';
import { named, timestamp } from './common.js';

/**
 * The status programme, cashback and VIP (document 2, sections 2, 4, 6 and 9). Paths are under
 * /api/frontend/ with the spec's trailing slashes:
 *   GET  ranks/                   -> RanksAnswer (guests too; `player` is null for a guest)
 *   GET  cashback/                -> CashbackClaim[] (the player's claims, newest first)
 *   POST cashback/{id}/claim/     -> CashbackClaimResult (paid as a bonus with its wagering)
 * Errors: 400 {non_field_errors: [message]} (claimed, expired, another bonus active), 401/404 {detail}.
 */

/** Station 1..7 thresholds in points (document 2, section 9). */
export const STATION_THRESHOLDS = [125, 750, 2000, 5000, 7500, 10000, 13000] as const;
/** Depositing this many USD within one calendar month (UTC) makes a player VIP. */
export const VIP_MONTHLY_DEPOSIT_USD = 25_000;

/** One station of the ladder, the same for everyone. */
export const StationSchema = /* @__PURE__ */ named(
  { id: 'Station', description: 'One station of the status ladder, the same for everyone.' },
  () =>
    z.object({
      level: z.number().int(),
      threshold: z.number().describe('Points needed this month.'),
      wagering: z.number().describe("Wagering multiplier of the station's spins."),
      spins: z.number().int().describe('Free spins offered when the station is reached (once per month).'),
      spin_bet: z.number().describe('USD per spin.'),
      cashback_rate: z.number().describe('Weekly cashback in percent of net losses; 0 below station 2.'),
      cashback_cap: z.number().nullable().describe('USD; null below station 2.'),
      cashback_wagering: z
        .number()
        .nullable()
        .describe('Wagering multiplier of the cashback; null below station 2.'),
    }),
);
export type Station = z.infer<typeof StationSchema>;

/** Where a signed-in player stands this month. */
export const PlayerRankSchema = /* @__PURE__ */ named(
  { id: 'PlayerRank', description: 'Where the signed-in player stands this month.' },
  () =>
    z.object({
      station: z.number().int().describe('0 (no station yet) to 7.'),
      points: z.number().describe('Points this month, to two decimals.'),
      next_station: z.number().int().nullable().describe('Null at station 7.'),
      next_threshold: z.number().nullable(),
      points_to_next: z.number().nullable(),
      month: z.string().describe('The month the points count for, YYYY-MM (UTC).'),
      resets_at: timestamp().describe('When points and station restart (00:00 UTC on the 1st).'),
      current_rank: z.number().int().describe('The same figures the profile carries.'),
      current_rank_progress: z.number(),
      is_vip: z.boolean(),
      vip_since: timestamp().nullable(),
      month_deposits: z
        .number()
        .describe('USD deposited this calendar month (counts towards vip_monthly_deposit).'),
    }),
);
export type PlayerRank = z.infer<typeof PlayerRankSchema>;

export const RanksAnswerSchema = /* @__PURE__ */ named(
  { id: 'RanksAnswer', description: "The status programme, and the signed-in player's place in it." },
  () =>
    z.object({
      stations: z.array(StationSchema),
      usd_per_point: z.number().describe('USD of slot bets (100% contribution) per point.'),
      contributions: z
        .record(z.string(), z.number())
        .describe('Percent of each real-money bet that counts, by game category.'),
      vip_monthly_deposit: z
        .number()
        .describe('USD deposited within one calendar month that makes a player VIP.'),
      player: PlayerRankSchema.nullable().describe('Null for a guest.'),
    }),
);
export type RanksAnswer = z.infer<typeof RanksAnswerSchema>;

export const CASHBACK_STATUSES = ['ready', 'claimed', 'expired'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

/** One week's cashback for the player. */
export const CashbackClaimSchema = /* @__PURE__ */ named(
  { id: 'CashbackClaim', description: "One week's cashback for the player." },
  () =>
    z.object({
      id: z.number().int(),
      period_start: timestamp().describe('The week is [period_start, period_end).'),
      period_end: timestamp(),
      station: z.number().int(),
      rate: z.number().describe('Percent.'),
      net_loss: z.number().describe('USD of real-money net losses in the week.'),
      amount: z.number().describe("USD offered (rate x net loss, up to the station's cap)."),
      wager: z.number(),
      status: z.enum(CASHBACK_STATUSES),
      expires_at: timestamp().describe('Claim before.'),
      claimed_at: timestamp().nullable(),
    }),
);
export type CashbackClaim = z.infer<typeof CashbackClaimSchema>;

export const CashbackClaimResultSchema = /* @__PURE__ */ named(
  { id: 'CashbackClaimResult', description: 'The claimed week, paid as a bonus with its wagering.' },
  () =>
    z.object({
      detail: z.string().describe('The translated outcome.'),
      claim: CashbackClaimSchema,
    }),
);
export type CashbackClaimResult = z.infer<typeof CashbackClaimResultSchema>;
