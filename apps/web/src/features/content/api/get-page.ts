import type { ContentPage, ContentSlug } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';
import { CONTENT_STALE_MS } from './get-pages';

/** GET pages/{slug}/: one page's title, date, intro and sections, in the reader's language. */
export const getPage = (slug: ContentSlug): Promise<ContentPage> =>
  api<ContentPage>(`/api/frontend/pages/${encodeURIComponent(slug)}/`);

export const pageQueryOptions = (slug: ContentSlug) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: () => getPage(slug),
    staleTime: CONTENT_STALE_MS,
  });

/** Keeps showing the page in the previous language until the new one has arrived. */
export function usePage(slug: ContentSlug) {
  return useQuery({
    ...pageQueryOptions(slug),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}
