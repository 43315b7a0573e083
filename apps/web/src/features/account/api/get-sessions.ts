import type { Page, SessionRow } from '@casino/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SessionsPage {
  rows: SessionRow[];
  hasNext: boolean;
}

/** GET sessions/: the account activity, newest first. Accepts a plain array or a DRF page. */
export async function getSessions(page: number): Promise<SessionsPage> {
  const data = await api<SessionRow[] | Page<SessionRow>>('/api/frontend/sessions/', { query: { page } });
  if (Array.isArray(data)) return { rows: data, hasNext: false };
  return { rows: data.results, hasNext: data.next !== null };
}

export const sessionsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ['sessions', page],
    queryFn: () => getSessions(page),
    placeholderData: keepPreviousData,
  });

export function useSessions(page: number) {
  return useQuery(sessionsQueryOptions(page));
}
