import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, type Page } from '../../../lib/api-client';

export interface Approval {
  id: number | string;
  kind: string;
  subject_key: string;
  reason: string;
  before: unknown;
  after: unknown;
  maker: { id: number | string; name: string; email?: string };
  created_at: string;
  status: 'pending' | 'approved' | 'rejected' | string;
  checker?: { id: number | string; name: string } | null;
  decided_at?: string | null;
  decision_reason?: string | null;
}

export const APPROVALS_PATH = '/approvals/';
/** Every approvals list's key starts so; a decision invalidates them all. */
export const approvalsKey = ['approvals'] as const;

/** The requests waiting for a decision, oldest first (the longest wait is decided first). */
export const pendingApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: [...approvalsKey, 'pending'],
    queryFn: ({ signal }) =>
      request<Page<Approval>>(APPROVALS_PATH, {
        query: { status: 'pending', page: 1, page_size: 100, order: 'asc' },
        signal,
      }),
    refetchInterval: 30_000,
  });

export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions());
