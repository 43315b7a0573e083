import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DepositRequest {
  provider: string;
  token_type: string;
  usd_amount: number;
  token_amount: string;
}

/** A deposit application (document 1, section 3); id and expires_at let the client count down. */
export interface DepositApplication {
  id?: string | number;
  qr_code: string;
  provider: string;
  token_type: string;
  token_amount: string | number;
  wallet_address: string;
  usd_amount?: number;
  network?: string;
  expires_at?: string;
}

export const createDeposit = (body: DepositRequest): Promise<DepositApplication> =>
  api<DepositApplication>('/api/frontend/payment/deposit/', { method: 'POST', body });

/** Creates a deposit application for the chosen method and USD amount. */
export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
