import type { DepositApplication } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export const getDeposits = (): Promise<DepositApplication[]> =>
  api<DepositApplication[]>('/api/frontend/payment/deposits/');

export const depositsQueryOptions = () =>
  queryOptions({ queryKey: ['payment', 'deposits'], queryFn: getDeposits, staleTime: 0 });

/** The player's deposit applications, newest first (the cash box looks for an open one). */
export function useDeposits() {
  const [token] = useStored('accessToken');
  return useQuery({ ...depositsQueryOptions(), enabled: token !== '' });
}
