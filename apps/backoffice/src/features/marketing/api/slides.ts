import { request } from '../../../lib/api-client';
import type { Language } from './broadcasts';

export type SlideTexts = Record<Language, { title: string; text: string; button_text: string }>;

export interface SlideFields {
  sort: number;
  active: boolean;
  image: string;
  button_action: string;
  texts: SlideTexts;
  starts_at: string | null;
  ends_at: string | null;
}

export interface Slide extends SlideFields {
  id: number;
  code: string | null;
  live: boolean;
  title: string;
  /** Seeded slides may lack a language; the form fills it from English for the editor to translate. */
  texts: SlideTexts;
  created_at: string;
}

export const SLIDES_PATH = '/marketing/slides/';
export const slidesKey = ['marketing', 'slides'] as const;

export const saveSlide = (id: number | null, fields: SlideFields, reason?: string) =>
  request<Slide>(id === null ? SLIDES_PATH : `/marketing/slides/${id}/`, {
    method: 'POST',
    body: id === null ? fields : { ...fields, ...(reason ? { reason } : {}) },
  });
