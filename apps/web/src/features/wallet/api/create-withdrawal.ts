import type { Withdrawal, WithdrawalRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { balanceQueryOptions } from './get-balance';
import { transactionsQueryOptions } from './get-transactions';
import { withdrawalsQueryOptions } from './get-withdrawals';

export const createWithdrawal = (body: WithdrawalRequest): Promise<Withdrawal> =>
  api<Withdrawal>('/api/frontend/withdrawals/', { method: 'POST', body });

/** Requests a withdrawal; the amount is held at once, so the balance and the lists refresh. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey });
    },
  });
}
