import type { CasinoType, MainPageRow, Page } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { itemsOf } from '../lib/list';

/** GET main_page/?casino_type=: the lobby's rows, one per category with its first games. */
export async function getMainPage(casinoType: CasinoType): Promise<MainPageRow[]> {
  return itemsOf(
    await api<MainPageRow[] | Page<MainPageRow>>('/api/frontend/main_page/', {
      query: { casino_type: casinoType },
    }),
  );
}

// Names come translated by Accept-Language, so each language has its own entry.
export const mainPageQueryOptions = (casinoType: CasinoType) =>
  queryOptions({
    queryKey: ['catalogue', 'main-page', casinoType, currentLanguage()],
    queryFn: () => getMainPage(casinoType),
    staleTime: 60_000,
  });

export function useMainPage(casinoType: CasinoType) {
  return useQuery(mainPageQueryOptions(casinoType));
}
