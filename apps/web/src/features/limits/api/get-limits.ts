import type { GamblingLimits } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET limits/: the player's limits, what each leaves now, and any break running. */
export const getLimits = (): Promise<GamblingLimits> => api<GamblingLimits>('/api/frontend/limits/');

export const limitsQueryOptions = () => queryOptions({ queryKey: ['limits'], queryFn: getLimits });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
