import { currentLanguage } from '../../../lib/i18n';

/**
 * Every inbox query sits under one root, so a deletion or a new deposit refreshes them all with
 * one invalidation. Messages come rendered in the request's language: one list per language.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: () => ['inbox', 'list', currentLanguage()] as const,
};
