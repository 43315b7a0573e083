import type { Page, WinItem } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsOf } from '../lib/list';
import { WINS_REFRESH_MS } from './get-winning-now';

/** GET last_wins/: the latest wins, newest first (nicknames masked). */
export async function getLastWins(): Promise<WinItem[]> {
  return itemsOf(await api<WinItem[] | Page<WinItem>>('/api/frontend/last_wins/'));
}

export const lastWinsQueryOptions = () =>
  queryOptions({ queryKey: ['games', 'last-wins'], queryFn: getLastWins, refetchInterval: WINS_REFRESH_MS });

export function useLastWins() {
  return useQuery(lastWinsQueryOptions());
}
