import type { CodeValidationRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** POST code/validation/: checks the four-digit code; on success the address counts as confirmed. */
export const validateCode = (body: CodeValidationRequest): Promise<unknown> =>
  api<unknown>('/api/frontend/code/validation/', { method: 'POST', body });

export function useValidateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
