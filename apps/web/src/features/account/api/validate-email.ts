import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST validate/email/: resolves when the address may be used; a 400 carries the email messages. */
export const validateEmail = (email: string): Promise<unknown> =>
  api<unknown>('/api/frontend/validate/email/', { method: 'POST', body: { email }, anonymous: true });

export function useValidateEmail() {
  return useMutation({ mutationFn: validateEmail });
}
