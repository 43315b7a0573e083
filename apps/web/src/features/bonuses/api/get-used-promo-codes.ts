import type { UsedPromoCode } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** GET promo-code/used/: the codes this player has activated, newest first. */
export async function getUsedPromoCodes(): Promise<UsedPromoCode[]> {
  const answer = await api<unknown>('/api/frontend/promo-code/used/');
  return Array.isArray(answer) ? (answer as UsedPromoCode[]) : [];
}

export const usedPromoCodesQueryOptions = () =>
  queryOptions({ queryKey: bonusKeys.usedPromoCodes(), queryFn: getUsedPromoCodes });

export function useUsedPromoCodes() {
  return useQuery(usedPromoCodesQueryOptions());
}
