/**
 * The FAQ and policy pages by slug, in the footer's order (document 1, section 2), then the
 * fortune wheel's terms. The same list as the contract's CONTENT_SLUGS (a test compares them),
 * kept here so the shell's first download does not pull in the contract's schemas.
 */
export const FAQ_SLUGS = [
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

export type FaqSlug = (typeof FAQ_SLUGS)[number];

export const isFaqSlug = (value: string | undefined): value is FaqSlug =>
  (FAQ_SLUGS as readonly string[]).includes(value ?? '');
