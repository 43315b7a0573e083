import type { Queryable } from '../../platform/db/types.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { excerpt } from './markdown.js';
import { searchSections } from './content.repository.js';

/** A section of the FAQ and legal pages that answers a question, to quote and link (/faq/<slug>#<anchor>). */
export interface ContentHit {
  slug: string;
  /** The page's title. */
  title: string;
  heading: string;
  anchor: string;
  /** The section as plain text, cut at a sentence end near 600 characters. */
  excerpt: string;
  /** Higher is better; only comparable within one search. */
  rank: number;
}

/** The longest question searched: the rest of a longer text adds nothing but cost. */
const MAX_QUESTION = 1000;
const MAX_LIMIT = 20;

/**
 * The sections of the pages in the player's language that best answer a question, best first
 * (support chat quotes and links them). Empty when the question has no searchable word.
 */
export async function searchContent(
  db: Queryable,
  locale: Locale,
  query: string,
  limit = 5,
): Promise<ContentHit[]> {
  const question = query.replaceAll('\u0000', ' ').slice(0, MAX_QUESTION).trim();
  if (!question) return [];
  const rows = await searchSections(
    db,
    locale,
    question,
    Math.min(Math.max(1, Math.floor(limit)), MAX_LIMIT),
  );
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    heading: r.heading,
    anchor: r.anchor,
    excerpt: excerpt(r.plain),
    rank: r.rank,
  }));
}
