import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const CONTENT_LOCALES = ['en', 'es', 'pt', 'ru'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export interface ContentPageRow {
  slug: string;
  locale: ContentLocale;
  title: string | null;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
  problem: 'missing' | 'empty' | 'anchors' | null;
  problem_detail: string | null;
}

export interface ContentPageText {
  slug: string;
  locale: ContentLocale;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
  /** Front matter and markdown, as `content:show` prints it. */
  text: string;
  anchors: string[];
  /** What a translation must match; null for English (or when English is missing). */
  english_anchors: string[] | null;
}

export interface PageVersion {
  version: number;
  title: string;
  length: number;
  written_at: string;
  written_by: string;
}

export interface SavedPage {
  version: number;
  sections: number;
  stale_translations: Array<{ locale: ContentLocale; detail: string }>;
}

export const CONTENT_PATH = '/content/pages/';
export const contentKey = ['content'] as const;
const pagePath = (slug: string, locale: string) => `${CONTENT_PATH}${slug}/${locale}/`;

export const pageQueryOptions = (slug: string, locale: string) =>
  queryOptions({
    queryKey: [...contentKey, 'page', slug, locale],
    queryFn: ({ signal }) => request<ContentPageText>(pagePath(slug, locale), { signal }),
  });

export const versionsQueryOptions = (slug: string, locale: string) =>
  queryOptions({
    queryKey: [...contentKey, 'versions', slug, locale],
    queryFn: ({ signal }) =>
      request<{ items: PageVersion[] }>(`${pagePath(slug, locale)}versions/`, { signal }),
  });

export const getPageVersion = (slug: string, locale: string, version: number) =>
  request<{ text: string; version: number; written_by: string; written_at: string }>(
    `${pagePath(slug, locale)}versions/${version}/`,
  );

export const savePage = (
  slug: string,
  locale: string,
  body: { text: string; reason: string; base_version: number },
) => request<SavedPage>(pagePath(slug, locale), { method: 'PUT', body });
