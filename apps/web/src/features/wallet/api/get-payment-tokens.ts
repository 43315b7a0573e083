import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PaymentMethod } from '../payment-methods';

export const getPaymentTokens = (): Promise<PaymentMethod[]> =>
  api<PaymentMethod[]>('/api/frontend/payment/tokens/');

export const paymentTokensQueryOptions = () =>
  queryOptions({ queryKey: ['payment', 'tokens'], queryFn: getPaymentTokens, staleTime: 60_000 });

/** The deposit methods of the cash box (token type, network, minimum, rate). */
export function usePaymentTokens() {
  return useQuery(paymentTokensQueryOptions());
}
