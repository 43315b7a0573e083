import type { GoogleLoginResponse } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET google/login/: the identity provider's authorization URL the browser goes to. */
export const getGoogleLogin = (): Promise<GoogleLoginResponse> =>
  api<GoogleLoginResponse>('/api/frontend/google/login/', { anonymous: true });

export function useGoogleLogin() {
  return useMutation({
    mutationFn: getGoogleLogin,
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
  });
}
