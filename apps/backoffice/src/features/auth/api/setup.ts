import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import type { Session } from './get-session';

const base = (token: string) => `/setup/${encodeURIComponent(token)}/`;

/** Who the link is for; 404 when it was used or has expired. */
export const setupQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['setup', token],
    queryFn: () => request<{ email: string; name: string }>(base(token), { anonymous: true }),
    retry: false,
    staleTime: Infinity,
  });

export const choosePassword = (token: string, password: string) =>
  request<{ otpauth_uri: string; secret: string }>(base(token), {
    method: 'POST',
    body: { password },
    anonymous: true,
  });

export const confirmSetup = (token: string, code: string) =>
  request<Session & { recovery_codes: string[] }>(`${base(token)}confirm/`, {
    method: 'POST',
    body: { code },
    anonymous: true,
  });
