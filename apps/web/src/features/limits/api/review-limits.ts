import type { LimitsPrompts } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { limitsPromptsQueryOptions } from './get-limits-prompts';

/** POST limits/review/: the player reviewed their limits; the next review is six months on. */
export const reviewLimits = (): Promise<LimitsPrompts> =>
  api<LimitsPrompts>('/api/frontend/limits/review/', { method: 'POST' });

export function useReviewLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewLimits,
    onSuccess: (prompts) => queryClient.setQueryData(limitsPromptsQueryOptions().queryKey, prompts),
  });
}
