import type { BonusActionResult, BonusActivateRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** POST bonus_reactivate/: the chosen offer replaces the player's current bonus. */
export const reactivateBonus = (body: BonusActivateRequest): Promise<BonusActionResult> =>
  api<BonusActionResult>('/api/frontend/bonus_reactivate/', { method: 'POST', body });

export function useReactivateBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
