import type { GamblingLimits, SetLimitRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { limitsQueryOptions } from './get-limits';
import { limitsPromptsQueryOptions } from './get-limits-prompts';

/** PUT limits/: sets, lowers, raises or removes (amount null) a limit. */
export const setLimit = (body: SetLimitRequest): Promise<GamblingLimits> =>
  api<GamblingLimits>('/api/frontend/limits/', { method: 'PUT', body });

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (limits) => {
      queryClient.setQueryData(limitsQueryOptions().queryKey, limits);
      // A change of a limit counts as a review and may end the offer.
      void queryClient.invalidateQueries({ queryKey: limitsPromptsQueryOptions().queryKey });
    },
  });
}
