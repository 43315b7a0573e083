import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export interface TransactionRow {
  id: number | string;
  created_at: string;
  amount_usd: number;
  provider: string;
  token_type: string;
  action: string;
  status: string;
}

export interface ActivityRow extends TransactionRow {
  source: string;
}

export interface Transactions {
  results: TransactionRow[];
  activity: ActivityRow[];
  totals: { deposits_usd: number; withdrawals_usd: number; total_usd: number };
}

export const getTransactions = (): Promise<Transactions> => api<Transactions>('/api/frontend/transactions');

export const transactionsQueryOptions = () => queryOptions({ queryKey: ['wallet', 'transactions'], queryFn: getTransactions });

/** The player's money history: transactions, account activity and totals. */
export function useTransactions() {
  const [token] = useStored('accessToken');
  return useQuery({ ...transactionsQueryOptions(), enabled: token !== '' });
}
