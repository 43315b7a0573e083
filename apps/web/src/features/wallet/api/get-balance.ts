import type { WalletMe } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storage, useStored } from '../../../lib/storage';

/** GET wallet/me/: balance_usd (cash, withdrawable), bonus_balance_usd and is_new_user. */
export type Balance = WalletMe;

/** Reads the balance and keeps the spec's persisted userBalance (2 decimals) in step with it. */
export async function getBalance(): Promise<Balance> {
  const balance = await api<Balance>('/api/frontend/wallet/me/');
  if (storage.get('accessToken') !== '') storage.set('userBalance', balance.balance_usd.toFixed(2));
  return balance;
}

export const balanceQueryOptions = () => queryOptions({ queryKey: ['wallet', 'me'], queryFn: getBalance });

/** The player's USD balance; nothing is asked for a guest. */
export function useBalance() {
  const [token] = useStored('accessToken');
  return useQuery({ ...balanceQueryOptions(), enabled: token !== '' });
}
