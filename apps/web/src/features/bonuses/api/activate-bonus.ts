import type { BonusActionResult, BonusActivateRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** POST bonus/activate/: the offer becomes the player's bonus (pending until its deposit). */
export const activateBonus = (body: BonusActivateRequest): Promise<BonusActionResult> =>
  api<BonusActionResult>('/api/frontend/bonus/activate/', { method: 'POST', body });

export function useActivateBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
