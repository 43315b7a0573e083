import type { CashbackClaimResult } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loyaltyKeys } from './loyalty-keys';

/** POST cashback/{id}/claim/: the week's cashback becomes a bonus with its wagering. */
export const claimCashback = (id: number): Promise<CashbackClaimResult> =>
  api<CashbackClaimResult>(`/api/frontend/cashback/${id}/claim/`, { method: 'POST' });

export function useClaimCashback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCashback,
    // The claim's state changes either way (claimed, or found expired); the bonus lists and the
    // balance are other features' and refresh on their own polls and pages.
    onSettled: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }),
  });
}
