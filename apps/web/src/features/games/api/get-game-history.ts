import type { GameRoundRow, Page } from '@casino/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

/** GET games/history/?page=: the player's rounds, newest first. */
export function getGameHistory(page: number): Promise<Page<GameRoundRow>> {
  return api<Page<GameRoundRow>>('/api/frontend/games/history/', { query: { page } });
}

export const gameHistoryQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ['games', 'history', page],
    queryFn: () => getGameHistory(page),
    placeholderData: keepPreviousData,
  });

/** One page of the player's game rounds; nothing is asked for a guest. */
export function useGameHistory(page: number) {
  const [token] = useStored('accessToken');
  return useQuery({ ...gameHistoryQueryOptions(page), enabled: token !== '' });
}
