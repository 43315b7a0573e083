import type { Me } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export const getMe = (): Promise<Me> => api<Me>('/api/frontend/user/me/');

export const meQueryOptions = () => queryOptions({ queryKey: ['user', 'me'], queryFn: getMe });

/** The signed-in player, or nothing for a guest (no request is made without a token). */
export function useMe() {
  const [token] = useStored('accessToken');
  return useQuery({ ...meQueryOptions(), enabled: token !== '' });
}
