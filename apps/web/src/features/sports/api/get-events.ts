import type { EventSummary, Page } from '@casino/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys, type EventFilter } from './sports-keys';

export type EventPage = Page<EventSummary>;

/** GET sports/events/: a page of events, soonest first, live or starting today or later. */
export const getEvents = (filter: EventFilter): Promise<EventPage> =>
  api<EventPage>('/api/frontend/sports/events/', {
    query: {
      when: filter.when,
      sport: filter.sport,
      competition: filter.competition,
      page_size: filter.pageSize,
    },
  });

export const eventsQueryOptions = (filter: EventFilter) =>
  queryOptions({ queryKey: sportsKeys.events(filter), queryFn: () => getEvents(filter), staleTime: 30_000 });

export function useEvents(filter: EventFilter) {
  // Showing more keeps the rows on screen while the longer page loads.
  return useQuery({ ...eventsQueryOptions(filter), placeholderData: keepPreviousData });
}
