import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { balanceQueryOptions } from './get-balance';
import { transactionsQueryOptions } from './get-transactions';
import { withdrawalsQueryOptions, type Withdrawal } from './get-withdrawals';

export interface WithdrawalRequest {
  provider: string;
  token_type: string;
  amount_usd: number;
  address: string;
}

export const createWithdrawal = (body: WithdrawalRequest): Promise<Withdrawal> =>
  api<Withdrawal>('/api/frontend/withdrawals/', { method: 'POST', body });

/** Requests a withdrawal; the held amount leaves the balance at once, so balance and lists refresh. */
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
