import type { ContentPageSummary } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** Pages change only when an operator edits one: a shown page need not be read again for a while. */
export const CONTENT_STALE_MS = 5 * 60_000;

/** GET pages/: every help and policy page's title and summary, in the reader's language. */
export const getPages = (): Promise<ContentPageSummary[]> =>
  api<ContentPageSummary[]>('/api/frontend/pages/');

export const pagesQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.list(), queryFn: getPages, staleTime: CONTENT_STALE_MS });

export function usePages() {
  return useQuery(pagesQueryOptions());
}
