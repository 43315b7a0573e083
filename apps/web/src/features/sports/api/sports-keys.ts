import type { EventListWhen } from '@casino/contract';

/** The sportsbook's query keys: the live stream and mutations reach the lists through them. */
export const sportsKeys = {
  all: ['sports'] as const,
  menu: () => [...sportsKeys.all, 'menu'] as const,
  eventLists: () => [...sportsKeys.all, 'events'] as const,
  events: (filter: EventFilter) => [...sportsKeys.eventLists(), filter] as const,
  event: (id: number) => [...sportsKeys.all, 'event', id] as const,
  bets: () => [...sportsKeys.all, 'bets'] as const,
  betPage: (status: 'open' | 'settled', page: number) => [...sportsKeys.bets(), status, page] as const,
};

export interface EventFilter {
  when: EventListWhen;
  sport?: string;
  competition?: number;
  pageSize: number;
}
