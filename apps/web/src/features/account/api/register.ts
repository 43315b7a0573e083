import type { RegisterRequest, RegisterResponse } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST user/register/: creates the player and answers the first token pair. */
export const register = (body: RegisterRequest): Promise<RegisterResponse> =>
  api<RegisterResponse>('/api/frontend/user/register/', { method: 'POST', body, anonymous: true });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
