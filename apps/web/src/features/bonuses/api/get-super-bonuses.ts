import type { BonusItem } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** GET bonus/super/: the super bonus choices; empty once the player chose or declined. */
export async function getSuperBonuses(): Promise<BonusItem[]> {
  const answer = await api<unknown>('/api/frontend/bonus/super/');
  return Array.isArray(answer) ? (answer as BonusItem[]) : [];
}

export const superBonusesQueryOptions = () =>
  queryOptions({ queryKey: bonusKeys.superOffers(), queryFn: getSuperBonuses, staleTime: 0 });

export function useSuperBonuses() {
  return useQuery(superBonusesQueryOptions());
}
