import { currentLanguage } from '../../../lib/i18n';

/** Every events query sits under one root; names come translated, so each language has its own entry. */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: () => ['tournaments', 'list', currentLanguage()] as const,
  detail: (id: number) => ['tournaments', 'detail', id, currentLanguage()] as const,
};
