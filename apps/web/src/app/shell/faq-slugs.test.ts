import { CONTENT_SLUGS, type ContentSlug } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { FAQ_SLUGS, isFaqSlug, type FaqSlug } from './faq-slugs';

describe('FAQ_SLUGS', () => {
  it('is the contract’s list of pages, in its order', () => {
    expect([...FAQ_SLUGS]).toEqual([...CONTENT_SLUGS]);
    // Both ways assignable: the same union of slugs.
    const a: ContentSlug = FAQ_SLUGS[0] satisfies FaqSlug;
    const b: FaqSlug = CONTENT_SLUGS[0] satisfies ContentSlug;
    expect(a).toBe(b);
  });

  it('knows a page slug from anything else', () => {
    expect(isFaqSlug('fortune-wheel')).toBe(true);
    expect(isFaqSlug('FAQ')).toBe(false);
    expect(isFaqSlug(undefined)).toBe(false);
  });
});
