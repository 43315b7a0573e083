import { z } from 'zod';

/**
 * FAQ and legal pages (document 1, route table; document 2, "FAQ and legal pages"), written by
 * the operator as markdown per language. Paths under /api/frontend/, for guests and players:
 *   GET pages/          -> ContentPageSummary[] (every page, in CONTENT_SLUGS order, in the request's language)
 *   GET pages/{slug}/   -> ContentPage (404 {detail} for a slug that is not a page)
 * The language is the request's Accept-Language (en, es, pt, ru; anything else reads en); a page
 * missing in that language is answered in English. Both answers carry an ETag of the pages'
 * versions and a short public max-age; If-None-Match answers 304.
 * A section's anchor is the same in every language, so /faq/<slug>#<anchor> cites one section.
 */

/** Every page, in the footer's and the FAQ menu's order; the wheel's terms come last. */
export const CONTENT_SLUGS = [
  'terms-conditions',
  'welcome-bonuses',
  'privacy-policy',
  'play-safe',
  'fraud-protection',
  'bonus-policy',
  'status-system',
  'betting-rules',
  'contact',
  'promo-terms',
  'faq',
  'cookies',
  'guidelines',
  'fortune-wheel',
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

export const isContentSlug = (value: string | undefined): value is ContentSlug =>
  (CONTENT_SLUGS as readonly string[]).includes(value ?? '');

/** The languages every page is written in; English is the master the others follow. */
export const CONTENT_LOCALES = ['en', 'es', 'pt', 'ru'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** A section anchor and a slug: lowercase words joined by single hyphens. */
export const CONTENT_ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One item of GET pages/. */
export const contentPageSummarySchema = z.object({
  slug: z.enum(CONTENT_SLUGS),
  title: z.string().min(1),
  summary: z.string(),
});
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

/** One `## Heading {#anchor}` of a page with the markdown under it (up to the next `## `). */
export const contentSectionSchema = z.object({
  anchor: z.string().regex(CONTENT_ANCHOR),
  heading: z.string().min(1),
  body_markdown: z.string(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** GET pages/{slug}/. */
export const contentPageSchema = z.object({
  slug: z.enum(CONTENT_SLUGS),
  /** The language the page is answered in (en when the asked one is missing). */
  locale: z.enum(CONTENT_LOCALES),
  title: z.string().min(1),
  summary: z.string(),
  /** ISO 8601, UTC: when this version was written. */
  updated_at: z.string(),
  /** The markdown before the first section (may be empty). */
  intro_markdown: z.string(),
  sections: z.array(contentSectionSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
