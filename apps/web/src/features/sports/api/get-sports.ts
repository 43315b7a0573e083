import type { Sport } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './sports-keys';

/** GET sports/: every sport with its competitions and how many events each has open or live. */
export const getSports = (): Promise<Sport[]> => api<Sport[]>('/api/frontend/sports/');

export const sportsQueryOptions = () =>
  // The counts move as matches start and end; a minute old is fine for a menu.
  queryOptions({ queryKey: sportsKeys.menu(), queryFn: getSports, staleTime: 60_000 });

export function useSports() {
  return useQuery(sportsQueryOptions());
}
