import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import type { ContentHit } from '../content/content.search.js';
import './support.messages.js';

/** One section of our FAQ and terms pages that full-text search found for a question. */
export type SearchHit = ContentHit;

/** A cited section, as stored with the answer (the url is made when it is shown). */
export interface CitedSection {
  slug: string;
  title: string;
  heading: string;
  anchor: string;
}

export type ComposedAnswer =
  | { kind: 'answer'; content: string; sources: CitedSection[]; passages: SearchHit[] }
  | { kind: 'unknown'; content: string; sources: [] };

export interface ComposeOptions {
  /** The least rank the best section needs to be quoted; below it the assistant says it does not know. */
  minRank: number;
  /** A second section is quoted too when its rank is at least this share of the best one's. */
  closeShare: number;
  /** The longest quote of one section, in characters. */
  maxExcerpt: number;
}

/**
 * Search ranks a section by the share of the question's words it holds (x3) plus their density,
 * so minRank asks for about half of the question's words in one section. Tuned against the
 * shipped pages (apps/server/test/support-assistant.test.ts): questions about their topics reach
 * well above it; small talk and questions about what they do not cover stay below it.
 */
export const DEFAULT_COMPOSE_OPTIONS: ComposeOptions = { minRank: 1.5, closeShare: 0.9, maxExcerpt: 700 };

/** Search excerpts as plain text: no markup or highlight marks, one space between words. */
export function plainExcerpt(excerpt: string, max: number): string {
  const text = excerpt
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

const sameSection = (a: SearchHit, b: SearchHit) => a.slug === b.slug && a.anchor === b.anchor;

/**
 * The assistant's answer from what search found, in the player's language: the best section's
 * text (and the runner-up's when it is nearly as relevant), each introduced by the page and
 * section it comes from and cited; or, when nothing is relevant enough, an honest "I don't know"
 * that points to the chat manager. Retrieval decides; nothing here invents a fact.
 */
export function composeAnswer(
  hits: readonly SearchHit[],
  locale: Locale,
  options: ComposeOptions = DEFAULT_COMPOSE_OPTIONS,
): ComposedAnswer {
  const ranked = [...hits].filter((h) => Number.isFinite(h.rank)).sort((a, b) => b.rank - a.rank);
  const best = ranked[0];
  if (!best || best.rank < options.minRank || plainExcerpt(best.excerpt, options.maxExcerpt) === '') {
    return { kind: 'unknown', content: translate('support_answer_unknown', locale), sources: [] };
  }
  const quoted = [best];
  const runnerUp = ranked.find((h) => !sameSection(h, best));
  if (
    runnerUp &&
    runnerUp.rank >= best.rank * options.closeShare &&
    plainExcerpt(runnerUp.excerpt, options.maxExcerpt) !== ''
  )
    quoted.push(runnerUp);

  const blocks = quoted.map(
    (hit) =>
      `${translate('support_answer_from', locale, { title: hit.title, heading: hit.heading })}\n${plainExcerpt(hit.excerpt, options.maxExcerpt)}`,
  );
  return {
    kind: 'answer',
    content: [...blocks, translate('support_answer_outro', locale)].join('\n\n'),
    sources: quoted.map(({ slug, title, heading, anchor }) => ({ slug, title, heading, anchor })),
    passages: quoted,
  };
}
