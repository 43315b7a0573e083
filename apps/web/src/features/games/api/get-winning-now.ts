import type { Page, WinItem } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsOf } from '../lib/list';

/** How often the lobby's win strips ask again: they are meant to look alive. */
export const WINS_REFRESH_MS = 30_000;

/** GET winning_now/: the biggest recent wins (nicknames masked). */
export async function getWinningNow(): Promise<WinItem[]> {
  return itemsOf(await api<WinItem[] | Page<WinItem>>('/api/frontend/winning_now/'));
}

export const winningNowQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'winning-now'],
    queryFn: getWinningNow,
    refetchInterval: WINS_REFRESH_MS,
  });

export function useWinningNow() {
  return useQuery(winningNowQueryOptions());
}
