import type { GameLaunch } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LaunchRequest {
  gameId: number;
  demo: boolean;
  mobile: boolean;
}

/** GET start?gameId=&demo=&mobile=: the game's address for the frame, or status false. */
export function startGame(
  { gameId, demo, mobile }: LaunchRequest,
  signal?: AbortSignal,
): Promise<GameLaunch> {
  return api<GameLaunch>('/api/frontend/start', { query: { gameId, demo, mobile }, signal });
}

// Each visit of the game page is a new launch (a new game session), never a cached one.
export const startGameQueryOptions = (request: LaunchRequest) =>
  queryOptions({
    queryKey: ['games', 'start', request],
    queryFn: ({ signal }) => startGame(request, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useStartGame(request: LaunchRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...startGameQueryOptions(request), enabled });
}
