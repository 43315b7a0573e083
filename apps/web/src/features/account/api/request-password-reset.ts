import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST password/reset/: mails a reset link (a 400 means no player has this address). */
export const requestPasswordReset = (email: string): Promise<unknown> =>
  api<unknown>('/api/frontend/password/reset/', { method: 'POST', body: { email }, anonymous: true });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
