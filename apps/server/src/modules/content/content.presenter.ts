import type { ContentPage, ContentPageSummary, ContentSlug } from '@casino/contract';
import type { PageListRow } from './content.repository.js';
import type { PageView } from './content.service.js';

/** GET pages/: one item. */
export const presentSummary = (row: PageListRow): ContentPageSummary => ({
  slug: row.slug as ContentSlug,
  title: row.title,
  summary: row.summary,
});

/** GET pages/{slug}/. */
export function presentPage({ page, outline }: PageView): ContentPage {
  return {
    slug: page.slug as ContentSlug,
    locale: page.locale,
    title: page.title,
    summary: page.summary,
    updated_at: new Date(page.updated_at).toISOString(),
    intro_markdown: outline.intro,
    sections: outline.sections.map((s) => ({ anchor: s.anchor, heading: s.heading, body_markdown: s.body })),
  };
}
