import {
  CONTENT_LOCALES,
  CONTENT_SLUGS,
  type ContentPage,
  type ContentPageSummary,
  contentPageSchema,
  contentPageSummarySchema,
} from '@casino/contract';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownLinks, markdownToPlain } from '../src/modules/content/markdown.js';
import { seedContentPages, setPage } from '../src/modules/content/content.service.js';
import { pagesDir } from '../src/modules/content/page-files.js';
import { operatorActor } from '../src/modules/audit/audit.service.js';
import { buildTestApp } from './helper.js';

// The FAQ and legal pages through the API, on the pages the release ships (seeded at start).
// Every page must exist in every language with text and the English page's anchors: until a
// translation is shipped its cases fail, on purpose. While translating, run one language with
// `-t "page en/"`.

const { app, db, clock } = await buildTestApp();

async function get(url: string, language: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { 'accept-language': language, ...headers } });
}

/** The English pages, read once: the anchors and links every translation is held to. */
const english = new Map<string, ContentPage>();
for (const slug of CONTENT_SLUGS) {
  const res = await get(`/api/frontend/pages/${slug}/`, 'en');
  if (res.statusCode === 200) english.set(slug, contentPageSchema.parse(res.json()));
}

const wordsOf = (page: ContentPage) =>
  markdownToPlain([page.intro_markdown, ...page.sections.map((s) => s.body_markdown)].join('\n\n')).split(
    /\s+/,
  ).length;

describe.each(CONTENT_LOCALES)('GET /api/frontend/pages/ (%s)', (locale) => {
  it(`lists every page in ${locale}, in the footer's order, with a title and a summary`, async () => {
    const res = await get('/api/frontend/pages/', locale);
    expect(res.statusCode).toBe(200);
    const list = contentPageSummarySchema.array().parse(res.json());
    expect(list.map((p) => p.slug)).toEqual([...CONTENT_SLUGS]);
    for (const page of list) {
      expect(page.title.trim(), page.slug).not.toBe('');
      expect(page.summary.trim(), page.slug).not.toBe('');
    }
  });
});

describe('every page in every language', () => {
  const cases = CONTENT_LOCALES.flatMap((locale) => CONTENT_SLUGS.map((slug) => [locale, slug] as const));
  it.each(cases)('page %s/%s: present, with text, and the English anchors', async (locale, slug) => {
    const res = await get(`/api/frontend/pages/${slug}/`, locale);
    expect(res.statusCode, res.body).toBe(200);
    const page = contentPageSchema.parse(res.json());
    // Answered in the language asked, not by the English fallback.
    expect(page.locale, `${slug} is missing in ${locale}`).toBe(locale);
    expect(page.slug).toBe(slug);
    expect(page.title.trim()).not.toBe('');
    expect(page.summary.trim()).not.toBe('');
    expect(page.sections.length).toBeGreaterThan(0);
    for (const section of page.sections) {
      expect(section.heading.trim(), `${slug}#${section.anchor}`).not.toBe('');
      expect(markdownToPlain(section.body_markdown).length, `${slug}#${section.anchor}`).toBeGreaterThan(20);
      // The heading line is not repeated in its body.
      expect(section.body_markdown).not.toMatch(/^## /m);
    }
    const master = english.get(slug);
    expect(master, `${slug} has no English page`).toBeDefined();
    expect(page.sections.map((s) => s.anchor)).toEqual(master?.sections.map((s) => s.anchor));
    // Every link to a help page names a page and section that exist (same anchors in every language).
    const text = [page.intro_markdown, ...page.sections.map((s) => s.body_markdown)].join('\n');
    const links = markdownLinks(text).filter((href) => href.startsWith('/faq/'));
    for (const [, target = '', anchor] of links.map(
      (href) => /^\/faq\/([a-z-]+)(?:#([a-z0-9-]+))?$/.exec(href) ?? [],
    )) {
      const linked = english.get(target);
      expect(linked, `${slug} links to /faq/${target}`).toBeDefined();
      if (anchor)
        expect(
          linked?.sections.map((s) => s.anchor),
          `${slug} links to #${anchor}`,
        ).toContain(anchor);
    }
  });

  it.each(CONTENT_SLUGS.map((slug) => [slug]))('page en/%s: a complete English text', async (slug) => {
    const page = english.get(slug);
    if (!page) throw new Error(`${slug} has no English page`);
    const words = wordsOf(page);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(1200);
    if (slug === 'faq') {
      // The question list: every heading is a question, about twenty of them.
      expect(page.sections.length).toBeGreaterThanOrEqual(15);
      for (const s of page.sections) expect(s.heading).toMatch(/\?$/);
    } else {
      expect(page.sections.length).toBeGreaterThanOrEqual(4);
      expect(page.sections.length).toBeLessThanOrEqual(10);
    }
  });
});

describe('GET /api/frontend/pages/{slug}/', () => {
  it('answers the title, the intro before the first section, and each section with its anchor', async () => {
    const res = await get('/api/frontend/pages/welcome-bonuses/', 'en');
    const page = res.json<ContentPage>();
    expect(page.title).toBe('Welcome bonus terms');
    expect(page.intro_markdown).toMatch(/^These terms apply to the welcome offers/);
    expect(page.intro_markdown).not.toMatch(/^## /m);
    const first = page.sections.find((s) => s.anchor === 'first-deposit');
    expect(first?.heading).toBe('First deposit');
    expect(first?.body_markdown).toMatch(/\*\*75% bonus up to 1,000 USD\*\*/);
    expect(Number.isNaN(Date.parse(page.updated_at))).toBe(false);
  });

  it.each(CONTENT_LOCALES)('answers a slug that is not a page with 404 {detail} in %s', async (locale) => {
    const details = new Set<string>();
    for (const slug of ['no-such-page', 'FAQ', 'faq.md', '..%2Ffaq', 'terms-conditions-x', '%00']) {
      const res = await get(`/api/frontend/pages/${slug}/`, locale);
      expect(res.statusCode, slug).toBe(404);
      expect(Object.keys(res.json())).toEqual(['detail']);
      details.add(res.json<{ detail: string }>().detail);
    }
    expect(details.size).toBe(1);
    const [detail] = details;
    expect(detail).toBe(
      {
        en: 'This page does not exist.',
        es: 'Esta página no existe.',
        pt: 'Esta página não existe.',
        ru: 'Такой страницы не существует.',
      }[locale],
    );
  });

  it('may be cached a minute by anyone, per language, and revalidated by its ETag', async () => {
    const res = await get('/api/frontend/pages/faq/', 'en');
    expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/frontend/pages/faq/', 'en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      (await get('/api/frontend/pages/faq/', 'en', { 'if-none-match': `W/${etag}, "x"` })).statusCode,
    ).toBe(304);
    expect((await get('/api/frontend/pages/faq/', 'en', { 'if-none-match': '"other"' })).statusCode).toBe(
      200,
    );
    // Another language is another answer.
    const other = await get('/api/frontend/pages/faq/', 'es');
    expect(other.headers.etag).not.toBe(etag);

    const list = await get('/api/frontend/pages/', 'en');
    const listTag = String(list.headers.etag);
    expect((await get('/api/frontend/pages/', 'en', { 'if-none-match': listTag })).statusCode).toBe(304);
  });
});

describe("an operator's edit", () => {
  const edited = `---
title: Cookie policy
summary: Which browser storage we use.
---
We use only the storage the site needs.

## What cookies and local storage are {#what-they-are}
Small files and browser storage.

## What we use {#what-we-use}
Only what keeps you signed in.

## Game providers and payments {#third-parties}
Games keep their own session.

## Your choices {#your-choices}
You can clear it in your browser.

## Changes {#changes}
We will ask before anything else.
`;

  it('is served at once with a new ETag and version, and the next start keeps it', async () => {
    const before = await get('/api/frontend/pages/cookies/', 'en');
    const listBefore = await get('/api/frontend/pages/', 'en');
    const { version } = await setPage(
      { db, clock },
      { slug: 'cookies', locale: 'en', text: edited, author: 'compliance', actor: operatorActor() },
    );
    expect(version).toBe(2);
    const after = await get('/api/frontend/pages/cookies/', 'en', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const page = after.json<ContentPage>();
    expect(page.summary).toBe('Which browser storage we use.');
    expect(page.sections.find((s) => s.anchor === 'what-we-use')?.body_markdown).toBe(
      'Only what keeps you signed in.',
    );
    const listAfter = await get('/api/frontend/pages/', 'en', {
      'if-none-match': String(listBefore.headers.etag),
    });
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.json<ContentPageSummary[]>().find((p) => p.slug === 'cookies')?.summary).toBe(
      'Which browser storage we use.',
    );

    // A later start seeds only missing pages: the edit stays, and so does its version.
    expect(await seedContentPages(db, clock.now())).toBe(0);
    const { rows } = await db.query<{ version: number; updated_by: string; summary: string }>(
      `SELECT version, updated_by, summary FROM content_pages WHERE slug = 'cookies' AND locale = 'en'`,
    );
    expect(rows[0]).toEqual({
      version: 2,
      updated_by: 'compliance',
      summary: 'Which browser storage we use.',
    });
  });

  it('is searchable at once: the sections were rebuilt with the page', async () => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM content_sections
        WHERE slug = 'cookies' AND locale = 'en' AND tsv @@ plainto_tsquery('english', 'keeps signed')`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('falls back to English for a page missing in the asked language', async () => {
    await db.query(`DELETE FROM content_pages WHERE slug = 'guidelines' AND locale = 'pt'`);
    const res = await get('/api/frontend/pages/guidelines/', 'pt');
    expect(res.statusCode).toBe(200);
    expect(res.json<ContentPage>()).toMatchObject({ locale: 'en', title: 'Guidelines for authorities' });
    const list = (await get('/api/frontend/pages/', 'pt')).json<ContentPageSummary[]>();
    expect(list.map((p) => p.slug)).toEqual([...CONTENT_SLUGS]);
    // The shipped page (once its translation is shipped) comes back on the next start.
    const shipped = fs.existsSync(path.join(pagesDir(), 'pt', 'guidelines.md'));
    expect(await seedContentPages(db, clock.now())).toBe(shipped ? 1 : 0);
  });
});
