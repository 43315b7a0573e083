import type { TournamentEvent } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tournamentKeys } from './tournament-keys';

/** GET events/: every event with its dates and status. */
export async function getEvents(): Promise<TournamentEvent[]> {
  const events = await api<TournamentEvent[]>('/api/frontend/events/');
  return Array.isArray(events) ? events : [];
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: tournamentKeys.list(), queryFn: getEvents, staleTime: 30_000 });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
