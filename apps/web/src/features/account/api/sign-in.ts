import type { TokenPair, TokenRequest } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST token/: email and password for an access and refresh pair (401 when they do not match). */
export const signIn = (body: TokenRequest): Promise<TokenPair> =>
  api<TokenPair>('/api/frontend/token/', { method: 'POST', body, anonymous: true });

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
