import type { Page, Provider } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsOf } from '../lib/list';

/** GET provider/: every provider with its logo and number of games. */
export async function getProviders(): Promise<Provider[]> {
  return itemsOf(await api<Provider[] | Page<Provider>>('/api/frontend/provider/'));
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'providers'], queryFn: getProviders, staleTime: 5 * 60_000 });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
