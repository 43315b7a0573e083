import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, request, setCsrfToken } from '../../../lib/api-client';
import type { Permission } from '../../../lib/permissions';

export interface Staff {
  id: number | string;
  email: string;
  name: string;
  roles: string[];
  permissions: Permission[];
}

export interface Session {
  staff: Staff;
  csrf_token: string;
}

async function getSession(): Promise<Session | null> {
  try {
    const session = await request<Session>('/session/', { anonymous: true });
    setCsrfToken(session.csrf_token);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in staff member, or null when signed out. */
export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['session'], queryFn: getSession, staleTime: Infinity, retry: false });

export const useSession = () => useQuery(sessionQueryOptions());

/** Keeps the session a sign-in or a set-up answered with, without asking again. */
export function storeSession(queryClient: QueryClient, session: Session): void {
  setCsrfToken(session.csrf_token);
  queryClient.setQueryData(sessionQueryOptions().queryKey, session);
}

/** Forgets the session and everything fetched under it (sign-out, or a 401). */
export function forgetSession(queryClient: QueryClient): void {
  setCsrfToken('');
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
}
