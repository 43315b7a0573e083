import type { AnswerLimitsOfferRequest, LimitsPrompts } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { limitsQueryOptions } from './get-limits';
import { limitsPromptsQueryOptions } from './get-limits-prompts';

/** POST limits/offer/: sets the deposit limits given, or declines them; the offer is not made again. */
export const answerLimitsOffer = (body: AnswerLimitsOfferRequest): Promise<LimitsPrompts> =>
  api<LimitsPrompts>('/api/frontend/limits/offer/', { method: 'POST', body });

export function useAnswerLimitsOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLimitsOffer,
    onSuccess: (prompts) => {
      queryClient.setQueryData(limitsPromptsQueryOptions().queryKey, prompts);
      void queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey, exact: true });
    },
  });
}
