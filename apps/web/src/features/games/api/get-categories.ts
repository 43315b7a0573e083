import type { CasinoType, Category, Page } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { itemsOf } from '../lib/list';

/** GET categories/?casino_type=: one mode's categories, in the operator's order. */
export async function getCategories(casinoType: CasinoType): Promise<Category[]> {
  return itemsOf(
    await api<Category[] | Page<Category>>('/api/frontend/categories/', {
      query: { casino_type: casinoType },
    }),
  );
}

// Names come translated by Accept-Language, so each language has its own entry.
export const categoriesQueryOptions = (casinoType: CasinoType) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', casinoType, currentLanguage()],
    queryFn: () => getCategories(casinoType),
    staleTime: 5 * 60_000,
  });

export function useCategories(casinoType: CasinoType) {
  return useQuery(categoriesQueryOptions(casinoType));
}
