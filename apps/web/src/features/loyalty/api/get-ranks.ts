import type { RanksAnswer } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';
import { loyaltyKeys } from './loyalty-keys';

/** GET ranks/: the seven stations, and the player's standing when signed in. */
export const getRanks = (): Promise<RanksAnswer> => api<RanksAnswer>('/api/frontend/ranks/');

export const ranksQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: loyaltyKeys.ranks(signedIn), queryFn: getRanks });

export function useRanks() {
  const [token] = useStored('accessToken');
  return useQuery(ranksQueryOptions(token !== ''));
}
