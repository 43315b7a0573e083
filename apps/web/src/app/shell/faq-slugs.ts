/** The FAQ and policy pages by slug, in the footer's order (document 1, section 2). */
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
] as const;

export type FaqSlug = (typeof FAQ_SLUGS)[number];

export const isFaqSlug = (value: string | undefined): value is FaqSlug =>
  (FAQ_SLUGS as readonly string[]).includes(value ?? '');
