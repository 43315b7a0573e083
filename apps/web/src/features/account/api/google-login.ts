import type { GoogleLoginResponse } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attribution } from '../lib/attribution';

/** GET google/login/: the identity provider's authorization URL; a new player keeps the attribution. */
export const getGoogleLogin = (): Promise<GoogleLoginResponse> =>
  api<GoogleLoginResponse>('/api/frontend/google/login/', {
    anonymous: true,
    query: { referral: attribution('referral'), lead_id: attribution('lead_id') },
  });

export function useGoogleLogin() {
  return useMutation({
    mutationFn: getGoogleLogin,
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
  });
}
