import { z } from 'zod';
import { listQuery, reasonField } from './backoffice.js';
import {
  BREAK_KINDS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MAX_LIMIT_USD,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type GamblingLimits,
} from './limits.js';
import { usdAmount } from './wallet.js';

/**
 * Responsible gambling in the back office (docs/decisions/042): the player's limits, breaks and
 * their history; what compliance may do on the player's request (set or lower a limit, start a
 * time-out or self-exclusion, never raise or remove); markers of harm and the interaction log.
 */

/** A staff member sets or lowers a limit: never null (a removal is the player's alone). */
export const staffSetLimit = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: usdAmount(MAX_LIMIT_USD),
    reason: reasonField,
  })
  .strict();

export const staffTakeBreak = z
  .object({
    kind: z.enum(BREAK_KINDS),
    period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
    reason: reasonField,
  })
  .strict()
  .refine(
    (b) =>
      (b.kind === 'time_out' ? (TIME_OUT_PERIODS as readonly string[]) : SELF_EXCLUSION_PERIODS).includes(
        b.period,
      ),
    { path: ['period'], message: 'field_invalid' },
  );

export const HARM_RULES = [
  'deposit_spike',
  'deposits_after_losses',
  'night_play',
  'reversed_withdrawals',
  'declined_deposits',
  'limit_increase_after_reaching',
  'affordability',
] as const;
export type HarmRule = (typeof HARM_RULES)[number];

export const INTERACTION_KINDS = ['contacted', 'limits_suggested', 'no_action'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

export const interactionCreate = z
  .object({ kind: z.enum(INTERACTION_KINDS, 'field_invalid'), reason: reasonField })
  .strict();

/** The flagged players: pages, newest flag first (or most flags), filtered by rule or player. */
export const flaggedListQuery = listQuery.extend({
  rule: z.enum(HARM_RULES).optional(),
  sort: z.enum(['last_fired_at', 'flags', 'player_id']).default('last_fired_at'),
  q: z.string().trim().max(100).optional(),
});

/** A rule that fired, with the figures it saw (USD amounts, counts, times as ISO 8601). */
export interface HarmFlag {
  rule: HarmRule;
  figures: Record<string, number | string | null>;
  first_fired_at: string;
  last_fired_at: string;
  cleared_at: string | null;
}

export interface HarmInteraction {
  id: number;
  kind: InteractionKind;
  reason: string;
  staff: string;
  at: string;
}

/** One change of a limit or break in the player's history: who made it, what it was before and after. */
export interface GamblingHistoryEntry {
  id: number;
  at: string;
  action: string;
  kind: string | null;
  period: string | null;
  by: 'player' | 'staff';
  staff: string | null;
  reason: string | null;
  /** The limit in force before and after, USD (null: none); for a break, its end. */
  before: number | null;
  after: number | null;
  pending: number | null;
  ends_at: string | null;
}

/** GET /api/backoffice/players/<id>/responsible-gambling/ */
export interface PlayerGambling extends GamblingLimits {
  history: GamblingHistoryEntry[];
  flags: HarmFlag[];
  interactions: HarmInteraction[];
}

/** A row of GET /api/backoffice/responsible-gambling/ */
export interface FlaggedPlayer {
  player_id: number;
  nickname: string;
  status: string;
  rules: HarmRule[];
  flags: number;
  last_fired_at: string;
  last_interaction: { kind: InteractionKind; at: string } | null;
}
