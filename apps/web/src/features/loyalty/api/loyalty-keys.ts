import { currentLanguage } from '../../../lib/i18n';

/**
 * Every status query sits under one root, so a sign-in, a sign-out or a claim reloads them all
 * with one invalidation. Claim messages come translated, so the claims list has an entry per language.
 */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  ranks: (signedIn: boolean) => ['loyalty', 'ranks', signedIn] as const,
  cashback: () => ['loyalty', 'cashback', currentLanguage()] as const,
};
