import type { ActiveBonus } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** GET bonus/active/: the bonus being wagered or waiting for its deposit, or null. */
export async function getActiveBonus(): Promise<ActiveBonus | null> {
  // An empty body also means no bonus.
  return (await api<ActiveBonus | null | undefined>('/api/frontend/bonus/active/')) ?? null;
}

export const activeBonusQueryOptions = () =>
  queryOptions({ queryKey: bonusKeys.active(), queryFn: getActiveBonus });

export function useActiveBonus() {
  return useQuery(activeBonusQueryOptions());
}
