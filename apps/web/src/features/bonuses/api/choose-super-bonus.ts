import type { BonusActionResult, SuperBonusRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** POST bonus/super/: takes one of the three super bonus choices (given once). */
export const chooseSuperBonus = (body: SuperBonusRequest): Promise<BonusActionResult> =>
  api<BonusActionResult>('/api/frontend/bonus/super/', { method: 'POST', body });

export function useChooseSuperBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseSuperBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
