import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export interface Balance {
  balance_usd: number;
  is_new_user: boolean;
}

export const getBalance = (): Promise<Balance> => api<Balance>('/api/frontend/wallet/me/');

export const balanceQueryOptions = () => queryOptions({ queryKey: ['wallet', 'me'], queryFn: getBalance });

/** The player's USD balance; nothing is asked for a guest. */
export function useBalance() {
  const [token] = useStored('accessToken');
  return useQuery({ ...balanceQueryOptions(), enabled: token !== '' });
}
