import type { Me } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export type VerificationState = Me['verification_state'];

// The same call and cache entry as the signed-in player's profile: verification is part of it.
export const verificationQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: () => api<Me>('/api/frontend/user/me/') });

/** The player's identity verification state (unverified, pending, verified, rejected). */
export function useVerification() {
  const [token] = useStored('accessToken');
  return useQuery({ ...verificationQueryOptions(), enabled: token !== '', select: (me) => me.verification_state });
}
