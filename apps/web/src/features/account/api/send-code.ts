import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CodeChannel = 'email' | 'phone';

/** POST code/verification/: mails or texts a four-digit code to the player. */
export const sendCode = (type: CodeChannel): Promise<unknown> =>
  api<unknown>('/api/frontend/code/verification/', { method: 'POST', body: { type } });

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
