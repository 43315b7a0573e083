import { currentLanguage } from '../../../lib/i18n';

/** The pages are written per language, so each language has its own entries. */
export const contentKeys = {
  all: ['content'] as const,
  list: () => ['content', 'pages', currentLanguage()] as const,
  page: (slug: string) => ['content', 'page', slug, currentLanguage()] as const,
};
