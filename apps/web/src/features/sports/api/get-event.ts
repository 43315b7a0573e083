import type { EventDetail } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './sports-keys';

/** GET sports/events/:id/: an event with all its markets. */
export const getEvent = (id: number): Promise<EventDetail> =>
  api<EventDetail>(`/api/frontend/sports/events/${id}/`);

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: sportsKeys.event(id), queryFn: () => getEvent(id), staleTime: 30_000 });

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}
