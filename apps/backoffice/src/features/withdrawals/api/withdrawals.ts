import { request } from '../../../lib/api-client';
import type { Approval } from '../../approvals/api/get-approvals';

export type RiskFlag =
  | 'first_withdrawal'
  | 'new_address'
  | 'above_usual'
  | 'little_play_since_deposit'
  | 'bonus_recently_completed'
  | 'linked_accounts';

export interface Withdrawal {
  id: number;
  player: { id: number; email: string; nickname: string | null; verification_state: string };
  amount: number;
  provider: string;
  token_type: string;
  address: string;
  status: 'pending' | 'paid' | 'rejected';
  tx_id: string | null;
  reason: string | null;
  created_at: string;
  processed_at: string | null;
  needs_second_approval: boolean;
  reviewed_by: string | null;
  approved_by: string | null;
  approved_at: string | null;
  paid_by: string | null;
  approval_id: number | null;
  risk_flags: RiskFlag[];
}

export const WITHDRAWALS_PATH = '/withdrawals/';
export const withdrawalsKey = ['withdrawals'] as const;

/** Where a withdrawal stands in the back office: the player sees "pending" until it is paid or rejected. */
export function stageOf(w: Withdrawal): 'new' | 'second' | 'approved' | 'paid' | 'rejected' {
  if (w.status !== 'pending') return w.status;
  if (w.approved_at) return 'approved';
  return w.reviewed_by ? 'second' : 'new';
}

export const approveWithdrawal = (id: number) =>
  request<{ withdrawal: Withdrawal; approval: Approval | null }>(`/withdrawals/${id}/approve/`, {
    method: 'POST',
    body: {},
  });

export const payWithdrawal = (id: number, txId: string) =>
  request<Withdrawal>(`/withdrawals/${id}/pay/`, { method: 'POST', body: { tx_id: txId } });

export const rejectWithdrawal = (id: number, reason: string) =>
  request<Withdrawal>(`/withdrawals/${id}/reject/`, { method: 'POST', body: { reason } });
