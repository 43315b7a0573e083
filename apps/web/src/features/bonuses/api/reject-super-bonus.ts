import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** POST bonus_reject/: declines the super bonus for good (the player is no longer new). */
export const rejectSuperBonus = (): Promise<{ detail: string }> =>
  api<{ detail: string }>('/api/frontend/bonus_reject/', { method: 'POST' });

export function useRejectSuperBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectSuperBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
