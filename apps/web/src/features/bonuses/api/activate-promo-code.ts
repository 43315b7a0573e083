import type { PromoCodeRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** POST promo-code/activate/: a code gives its bonus once per player. */
export const activatePromoCode = (body: PromoCodeRequest): Promise<{ detail: string }> =>
  api<{ detail: string }>('/api/frontend/promo-code/activate/', { method: 'POST', body });

export function useActivatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePromoCode,
    // A code may add an offer or a bonus, and it joins the used list either way.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
