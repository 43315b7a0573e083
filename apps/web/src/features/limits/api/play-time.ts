import type {
  GamblingLimits,
  PlaySession,
  SetRealityCheckRequest,
  SetTimeLimitRequest,
} from '@casino/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { limitsQueryOptions } from './get-limits';

/** PUT limits/time/: sets, lowers, raises or removes (minutes null) the daily play-time limit. */
export const setTimeLimit = (body: SetTimeLimitRequest): Promise<GamblingLimits> =>
  api<GamblingLimits>('/api/frontend/limits/time/', { method: 'PUT', body });

/** POST limits/time/confirm/: applies a raise or removal of the time limit asked 24 hours ago. */
export const confirmTimeLimit = (): Promise<GamblingLimits> =>
  api<GamblingLimits>('/api/frontend/limits/time/confirm/', { method: 'POST' });

/** PUT limits/reality-check/: the reality-check interval (null: off, where allowed). */
export const setRealityCheck = (body: SetRealityCheckRequest): Promise<GamblingLimits> =>
  api<GamblingLimits>('/api/frontend/limits/reality-check/', { method: 'PUT', body });

/** GET limits/session/: the play session's time and net position, and whether a check is due. */
export const getPlaySession = (): Promise<PlaySession> => api<PlaySession>('/api/frontend/limits/session/');

/** POST limits/session/acknowledge/: the due reality check seen; bets are taken again. */
export const acknowledgeRealityCheck = (): Promise<PlaySession> =>
  api<PlaySession>('/api/frontend/limits/session/acknowledge/', { method: 'POST' });

export const playSessionQueryOptions = () =>
  queryOptions({ queryKey: ['limits', 'session'], queryFn: getPlaySession });

export function usePlaySession(enabled: boolean) {
  return useQuery({ ...playSessionQueryOptions(), enabled });
}

/** A change that answers with the limits: the tab's data is replaced by the answer. */
function useLimitsMutation<T>(mutationFn: (body: T) => Promise<GamblingLimits>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (limits) => queryClient.setQueryData(limitsQueryOptions().queryKey, limits),
  });
}

export const useSetTimeLimit = () => useLimitsMutation(setTimeLimit);
export const useConfirmTimeLimit = () => useLimitsMutation<void>(confirmTimeLimit);
export const useSetRealityCheck = () => useLimitsMutation(setRealityCheck);

export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: (session) => queryClient.setQueryData(playSessionQueryOptions().queryKey, session),
  });
}
