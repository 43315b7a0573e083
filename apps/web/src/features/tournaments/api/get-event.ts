import type { TournamentDetail } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tournamentKeys } from './tournament-keys';

/** How often a shown leaderboard is read again: it moves as players play. */
export const LEADERBOARD_REFRESH_MS = 30_000;

/** GET events/{id}/: the event's terms, leaderboard and games. */
export function getEvent(id: number): Promise<TournamentDetail> {
  return api<TournamentDetail>(`/api/frontend/events/${id}/`);
}

export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tournamentKeys.detail(id),
    queryFn: () => getEvent(id),
    refetchInterval: (query) => (query.state.data?.status === 'now' ? LEADERBOARD_REFRESH_MS : false),
  });

export function useEvent(id: number | undefined) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== undefined });
}
