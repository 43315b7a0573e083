import { CONTENT_SLUGS, isContentSlug, type ContentSlug } from '@casino/contract';

/**
 * The FAQ and policy pages by slug, in the footer's order (document 1, section 2), then the
 * fortune wheel's terms: the contract's list, under the names the shell uses.
 */
export const FAQ_SLUGS = CONTENT_SLUGS;
export type FaqSlug = ContentSlug;
export const isFaqSlug = isContentSlug;
