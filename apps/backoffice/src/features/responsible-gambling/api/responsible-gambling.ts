import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { playerKey, playerPath } from '../../players/api/get-player';

/** The markers of harm (docs/decisions/042), in the order the console lists them. */
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
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const BREAK_PERIODS = {
  time_out: ['24h', '7d', '30d', '6w'],
  self_exclusion: ['6m', '1y', '5y', 'permanent'],
} as const;
export type BreakKind = keyof typeof BREAK_PERIODS;

export interface HarmFlag {
  rule: HarmRule;
  figures: Record<string, number | string | null>;
  first_fired_at: string;
  last_fired_at: string;
  cleared_at: string | null;
}

export interface GamblingLimit {
  kind: (typeof LIMIT_KINDS)[number];
  period: (typeof LIMIT_PERIODS)[number];
  amount: number;
  used: number;
  left: number;
  frees_at: string | null;
  pending_amount: number | null;
  pending_removal: boolean;
  confirmable_at: string | null;
}

export interface GamblingHistoryEntry {
  id: number;
  at: string;
  action: string;
  kind: string | null;
  period: string | null;
  by: 'player' | 'staff';
  staff: string | null;
  reason: string | null;
  before: number | null;
  after: number | null;
  pending: number | null;
  ends_at: string | null;
}

/** GET /players/<id>/responsible-gambling/ (rg.read). */
export interface PlayerGambling {
  limits: GamblingLimit[];
  break: { kind: BreakKind; period: string; started_at: string; ends_at: string | null } | null;
  history: GamblingHistoryEntry[];
  flags: HarmFlag[];
  interactions: Array<{ id: number; kind: InteractionKind; reason: string; staff: string; at: string }>;
}

/** A row of the flagged players' list. */
export interface FlaggedPlayer {
  player_id: number;
  nickname: string;
  status: string;
  rules: HarmRule[];
  flags: number;
  last_fired_at: string;
  last_interaction: { kind: InteractionKind; at: string } | null;
}

export const FLAGGED_PATH = '/responsible-gambling/';
export const flaggedKey = ['responsible-gambling'] as const;

const gamblingPath = (id: number) => `${playerPath(id)}responsible-gambling/`;
export const playerGamblingKey = (id: number) => [...playerKey(id), 'responsible-gambling'] as const;

export const usePlayerGambling = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: playerGamblingKey(id),
      queryFn: ({ signal }) => request<PlayerGambling>(gamblingPath(id), { signal }),
    }),
  );

/** Sets or lowers a limit on the player's request (the server refuses a raise). */
export const setPlayerLimit = (
  id: number,
  change: { kind: string; period: string; amount: number; reason: string },
) => request<PlayerGambling>(`${gamblingPath(id)}limits/`, { method: 'PUT', body: change });

/** Starts a time-out or self-exclusion on the player's request. */
export const startPlayerBreak = (id: number, change: { kind: BreakKind; period: string; reason: string }) =>
  request<PlayerGambling>(`${gamblingPath(id)}break/`, { method: 'POST', body: change });

export const recordInteraction = (id: number, entry: { kind: InteractionKind; reason: string }) =>
  request<{ id: number }>(`${gamblingPath(id)}interactions/`, { method: 'POST', body: entry });

/** Runs the rules for this player now. */
export const checkPlayer = (id: number) =>
  request<PlayerGambling>(`${gamblingPath(id)}refresh/`, { method: 'POST', body: {} });

/** Runs the rules for every player now, as the job does every 15 minutes. */
export const checkEveryone = () =>
  request<{ fired: number; cleared: number }>(`${FLAGGED_PATH}refresh/`, { method: 'POST', body: {} });
