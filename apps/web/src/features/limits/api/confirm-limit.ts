import type { ConfirmLimitRequest, GamblingLimits } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { limitsQueryOptions } from './get-limits';
import { limitsPromptsQueryOptions } from './get-limits-prompts';

/** POST limits/confirm/: applies an increase or removal asked at least 24 hours ago. */
export const confirmLimit = (body: ConfirmLimitRequest): Promise<GamblingLimits> =>
  api<GamblingLimits>('/api/frontend/limits/confirm/', { method: 'POST', body });

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSuccess: (limits) => {
      queryClient.setQueryData(limitsQueryOptions().queryKey, limits);
      // A change of a limit counts as a review and may end the offer.
      void queryClient.invalidateQueries({ queryKey: limitsPromptsQueryOptions().queryKey });
    },
  });
}
