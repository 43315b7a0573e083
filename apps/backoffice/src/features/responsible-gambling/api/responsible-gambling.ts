import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { playerKey, playerPath } from '../../players/api/get-player';
import type { BreakKind, GamblingLimit, LimitKind, LimitPeriod } from '@casino/contract';
import type {
  FlaggedPlayer,
  GamblingHistoryEntry,
  HarmFlag,
  HarmRule,
  InteractionKind,
  PlayerGambling,
} from '@casino/contract/backoffice-rg';

export type {
  BreakKind,
  FlaggedPlayer,
  GamblingHistoryEntry,
  GamblingLimit,
  HarmFlag,
  HarmRule,
  InteractionKind,
  PlayerGambling,
};

// The contract's lists as the console's menus offer them (its types only: the console bundles no zod).
export const HARM_RULES = [
  'deposit_spike',
  'deposits_after_losses',
  'night_play',
  'reversed_withdrawals',
  'declined_deposits',
  'limit_increase_after_reaching',
  'affordability',
] as const satisfies readonly HarmRule[];
export const INTERACTION_KINDS = [
  'contacted',
  'limits_suggested',
  'no_action',
] as const satisfies readonly InteractionKind[];
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const satisfies readonly LimitKind[];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const satisfies readonly LimitPeriod[];
export const BREAK_PERIODS = {
  time_out: ['24h', '7d', '30d', '6w'],
  self_exclusion: ['6m', '1y', '5y', 'permanent'],
} as const satisfies Record<BreakKind, readonly string[]>;

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
