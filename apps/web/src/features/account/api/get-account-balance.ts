import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export interface AccountBalance {
  balance_usd: number;
  is_new_user: boolean;
}

/**
 * The wallet's own query key: the profile shows the balance without importing the wallet feature
 * (features never import each other), and sharing the key keeps one cache entry for both.
 */
export const WALLET_BALANCE_KEY = ['wallet', 'me'] as const;

export const getAccountBalance = (): Promise<AccountBalance> =>
  api<AccountBalance>('/api/frontend/wallet/me/');

export const accountBalanceQueryOptions = () =>
  queryOptions({ queryKey: WALLET_BALANCE_KEY, queryFn: getAccountBalance });

export function useAccountBalance() {
  const [token] = useStored('accessToken');
  return useQuery({ ...accountBalanceQueryOptions(), enabled: token !== '' });
}
