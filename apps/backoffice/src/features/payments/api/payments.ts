import { request } from '../../../lib/api-client';
import type { Approval } from '../../approvals/api/get-approvals';

export interface Deposit {
  id: number;
  user_id: number;
  email: string;
  provider: string;
  token_type: string;
  network: string;
  tx_id: string;
  address: string;
  received_token_amount: string;
  rate: string;
  credited_cents: number;
  credited_usd: number;
  basis: string;
  credited_at: string;
}

export interface UnmatchedPayment {
  id: number;
  gateway_event_id: string;
  received_at: string;
  provider: string | null;
  token_type: string | null;
  address: string | null;
  amount: string | null;
  tx_id: string | null;
  outcome: string;
  user_id: number | null;
}

export interface PaymentMethod {
  provider: string;
  token_type: string;
  network: string;
  rate_to_usd: string;
  min_amount_usd: number;
  is_enabled: boolean;
}

export const paymentsKey = ['payments'] as const;

export const assignPayment = (eventId: number, playerId: number, reason: string) =>
  request<Approval>(`/payments/unmatched/${eventId}/assign/`, {
    method: 'POST',
    body: { player_id: playerId, reason },
  });

export const getMethods = () => request<PaymentMethod[]>('/payments/tokens/');

export const changeMethod = (
  method: Pick<PaymentMethod, 'provider' | 'token_type'>,
  change: { rate_to_usd?: string; min_amount_usd?: number; is_enabled?: boolean; reason: string },
) =>
  request<PaymentMethod>(`/payments/tokens/${method.provider}/${method.token_type}/`, {
    method: 'PATCH',
    body: change,
  });
