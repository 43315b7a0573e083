import { currentLanguage } from '../../../lib/i18n';

/**
 * Every bonus query sits under one root, so a sign-in or a language change reloads them all
 * with one invalidation. Texts come translated by Accept-Language, so each language has its own
 * entry.
 */
export const bonusKeys = {
  all: ['bonuses'] as const,
  available: () => ['bonuses', 'available', currentLanguage()] as const,
  active: () => ['bonuses', 'active', currentLanguage()] as const,
  superOffers: () => ['bonuses', 'super', currentLanguage()] as const,
  usedPromoCodes: () => ['bonuses', 'promo-codes', 'used'] as const,
};
