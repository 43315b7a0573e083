import { request } from '../../../lib/api-client';

export interface PromoCode {
  id: number;
  code: string;
  terms_code: string;
  starts_at: string;
  ends_at: string | null;
  max_uses: number | null;
  uses: number;
  state: 'open' | 'not_started' | 'ended' | 'used_up' | 'terms_disabled';
}

export const PROMO_CODES_PATH = '/marketing/promo-codes/';
export const promoCodesKey = ['marketing', 'promo-codes'] as const;

export const createPromoCode = (body: {
  code: string;
  terms_code: string;
  ends: string | null;
  max_uses: number | string | null;
}) => request<PromoCode>(PROMO_CODES_PATH, { method: 'POST', body });

export const disablePromoCode = (code: string, reason: string) =>
  request<PromoCode>(`/marketing/promo-codes/${encodeURIComponent(code)}/disable/`, {
    method: 'POST',
    body: { reason },
  });
