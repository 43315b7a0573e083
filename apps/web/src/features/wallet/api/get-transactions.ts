import type { TransactionsResponse } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export const getTransactions = (): Promise<TransactionsResponse> =>
  api<TransactionsResponse>('/api/frontend/transactions');

export const transactionsQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'transactions'], queryFn: getTransactions });

/** The player's money history: rows, totals of deposits and withdrawals, and account activity. */
export function useTransactions() {
  const [token] = useStored('accessToken');
  return useQuery({ ...transactionsQueryOptions(), enabled: token !== '' });
}
