import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export interface StaffMember {
  id: number | string;
  email: string;
  name: string;
  roles: string[];
  /** invited (set-up not finished), active or blocked. */
  status: string;
  two_factor: boolean;
  locked_until: string | null;
  last_sign_in_at: string | null;
  created_at: string;
}

export const STAFF_LIST_PATH = '/staff/';
/** The key every staff list shares; changes invalidate it. */
export const staffListKey = ['staff', 'list'] as const;

export interface StaffSession {
  id: number | string;
  created_at: string;
  last_seen_at: string;
  address: string | null;
  user_agent: string | null;
}

export const staffSessionsQueryOptions = (id: StaffMember['id']) =>
  queryOptions({
    queryKey: ['staff', 'sessions', id],
    queryFn: () => request<StaffSession[]>(`/staff/${id}/sessions/`),
  });

export const useStaffSessions = (id: StaffMember['id']) => useQuery(staffSessionsQueryOptions(id));
