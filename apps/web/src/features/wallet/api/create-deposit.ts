import type { DepositApplicationWithQr, DepositRequest } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DepositApplication = DepositApplicationWithQr;

export const createDeposit = (body: DepositRequest): Promise<DepositApplication> =>
  api<DepositApplication>('/api/frontend/payment/deposit/', { method: 'POST', body });

/** Creates a deposit application (address, QR code, token amount, 900-second window). */
export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
