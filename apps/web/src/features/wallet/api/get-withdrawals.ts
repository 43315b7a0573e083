import type { Withdrawal } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export const getWithdrawals = (): Promise<Withdrawal[]> => api<Withdrawal[]>('/api/frontend/withdrawals/');

export const withdrawalsQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'withdrawals'], queryFn: getWithdrawals });

/** The player's withdrawal requests, newest first. */
export function useWithdrawals() {
  const [token] = useStored('accessToken');
  return useQuery({ ...withdrawalsQueryOptions(), enabled: token !== '' });
}
