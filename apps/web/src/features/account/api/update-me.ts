import type {
  Me,
  UpdateBirthRequest,
  UpdateBirthResponse,
  UpdateCountryRequest,
  UpdateCountryResponse,
  UpdateNameRequest,
  UpdateNameResponse,
} from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** PATCH user/me/ takes exactly one of three forms; each answers the fields it changed. */
export type UpdateMeRequest = UpdateNameRequest | UpdateBirthRequest | UpdateCountryRequest;
export type UpdateMeResponse = UpdateNameResponse | UpdateBirthResponse | UpdateCountryResponse;

export const updateMe = (body: UpdateMeRequest): Promise<UpdateMeResponse> =>
  api<UpdateMeResponse>('/api/frontend/user/me/', { method: 'PATCH', body });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (changed) => {
      queryClient.setQueryData<Me>(meQueryOptions().queryKey, (me) => (me ? { ...me, ...changed } : me));
    },
  });
}
