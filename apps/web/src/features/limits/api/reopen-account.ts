import type { GamblingLimits } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { limitsQueryOptions } from './get-limits';

/** POST limits/reopen/: asks to reopen the account once its self-exclusion is over (24-hour cooling-off). */
export const reopenAccount = (): Promise<GamblingLimits> =>
  api<GamblingLimits>('/api/frontend/limits/reopen/', { method: 'POST' });

export function useReopenAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenAccount,
    onSuccess: (limits) => queryClient.setQueryData(limitsQueryOptions().queryKey, limits),
  });
}
