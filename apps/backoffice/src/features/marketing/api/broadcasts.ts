import { request } from '../../../lib/api-client';

export const LANGUAGES = ['en', 'es', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export type BroadcastTexts = Record<Language, { title: string; description: string; button_text: string }>;

export interface Broadcast {
  id: number;
  code: string;
  segment: string;
  route: string;
  title: string;
  texts: BroadcastTexts;
  recipients: number;
  kept: number;
  created_at: string;
}

export const BROADCASTS_PATH = '/marketing/broadcasts/';
export const broadcastsKey = ['marketing', 'broadcasts'] as const;

export const getBroadcastOptions = () =>
  request<{ segments: string[]; routes: string[] }>('/marketing/broadcasts/options/');

export const getAudience = (segment: string) =>
  request<{ recipients: number }>('/marketing/broadcasts/audience/', { query: { segment } }).then(
    (r) => r.recipients,
  );

export const sendBroadcast = (body: {
  code: string;
  segment: string;
  route: string;
  texts: BroadcastTexts;
}) => request<{ id: number; recipients: number }>(BROADCASTS_PATH, { method: 'POST', body });
