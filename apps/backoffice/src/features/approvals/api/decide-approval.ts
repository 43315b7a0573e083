import { request } from '../../../lib/api-client';
import type { Approval } from './get-approvals';

/** Applies the change: the server refuses the maker's own request and a request already decided. */
export const approve = (id: Approval['id']) =>
  request<unknown>(`/approvals/${id}/approve/`, { method: 'POST', body: {} });

export const reject = (id: Approval['id'], reason: string) =>
  request<unknown>(`/approvals/${id}/reject/`, { method: 'POST', body: { reason } });
