import type { CashbackClaim } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loyaltyKeys } from './loyalty-keys';

/** GET cashback/: the player's weekly cashback, newest first. */
export const getCashbackClaims = (): Promise<CashbackClaim[]> =>
  api<CashbackClaim[]>('/api/frontend/cashback/');

export const cashbackClaimsQueryOptions = () =>
  queryOptions({ queryKey: loyaltyKeys.cashback(), queryFn: getCashbackClaims });

export function useCashbackClaims(enabled: boolean) {
  return useQuery({ ...cashbackClaimsQueryOptions(), enabled });
}
