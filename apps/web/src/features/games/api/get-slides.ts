import type { Page, Slide } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { itemsOf } from '../lib/list';

/** GET slide/: the operator's lobby banners, in the request's language. */
export async function getSlides(): Promise<Slide[]> {
  return itemsOf(await api<Slide[] | Page<Slide>>('/api/frontend/slide/'));
}

// The texts come translated by Accept-Language, so each language has its own entry.
export const slidesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'slides', currentLanguage()],
    queryFn: getSlides,
    staleTime: 5 * 60_000,
  });

export function useSlides() {
  return useQuery(slidesQueryOptions());
}
