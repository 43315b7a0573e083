import type { BonusActionResult } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** DELETE bonus_deactivate/{id}/: cancels the bonus, writing off its balance and winnings. */
export const deactivateBonus = (id: number): Promise<BonusActionResult> =>
  api<BonusActionResult>(`/api/frontend/bonus_deactivate/${encodeURIComponent(id)}/`, { method: 'DELETE' });

export function useDeactivateBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
