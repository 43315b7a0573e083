import type { DepositApplicationWithQr, DepositRequest } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { depositsQueryOptions } from './get-deposits';

export type DepositApplication = DepositApplicationWithQr;

export const createDeposit = (body: DepositRequest): Promise<DepositApplication> =>
  api<DepositApplication>('/api/frontend/payment/deposit/', { method: 'POST', body });

/**
 * Creates a deposit application (address, QR code, token amount, 900-second window). It closes
 * the player's open one for the same method, so the list of applications is read again.
 */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsQueryOptions().queryKey }),
  });
}
