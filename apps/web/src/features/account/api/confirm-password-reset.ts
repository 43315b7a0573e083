import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetLink {
  uid: string;
  token: string;
}

const linkPath = ({ uid, token }: ResetLink) =>
  `/api/frontend/password/reset/confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`;

/** GET on the link: resolves while the link can still be used. */
export const checkResetLink = (link: ResetLink): Promise<unknown> =>
  api<unknown>(linkPath(link), { anonymous: true });

export const resetLinkQueryOptions = (link: ResetLink) =>
  queryOptions({
    queryKey: ['password-reset-link', link.uid, link.token],
    queryFn: () => checkResetLink(link),
    retry: false,
    staleTime: Infinity,
  });

export function useResetLink(link: ResetLink) {
  return useQuery(resetLinkQueryOptions(link));
}

/** POST on the link: sets the new password. */
export const confirmPasswordReset = (link: ResetLink & { newPassword: string }): Promise<unknown> =>
  api<unknown>(linkPath(link), { method: 'POST', body: { new_password: link.newPassword }, anonymous: true });

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
