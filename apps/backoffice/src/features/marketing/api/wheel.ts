import { request } from '../../../lib/api-client';

export interface WheelPrize {
  id: number;
  label: string;
  color: string;
  terms_code: string;
  terms_enabled: boolean;
  draft: { weight: number; enabled: boolean };
  live: { weight: number } | null;
  published_at: string | null;
}

export interface Wheel {
  prizes: WheelPrize[];
  draft_differs: boolean;
}

export const wheelKey = ['marketing', 'wheel'] as const;

export const getWheel = () => request<Wheel>('/marketing/wheel/');

export const editPrize = (id: number, change: { weight?: number; enabled?: boolean }) =>
  request<Wheel>(`/marketing/wheel/prizes/${id}/`, { method: 'POST', body: change });

export const publishWheel = (reason: string) =>
  request<Wheel>('/marketing/wheel/publish/', { method: 'POST', body: { reason } });
