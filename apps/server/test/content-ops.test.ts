import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_LOCALES, CONTENT_SLUGS } from '@casino/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ContentCommandError, runContentCommand } from '../src/modules/content/content.ops.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';

// The operator's page commands (`npm run ops -- content:*`) through their function, on a real
// database seeded with the shipped pages: what they print, what they change, and that refused
// input changes nothing.

const clock = new ManualClock(new Date('2026-07-01T08:00:00Z'));
const { db } = await buildTestApp({ clock });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-ops-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  process.exitCode = undefined;
});

async function ops(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  expect(await runContentCommand(args, { db, clock }, (l) => lines.push(l))).toBe(true);
  return lines;
}

async function refused(args: string[], message: RegExp): Promise<void> {
  const before = await pages();
  const error = await runContentCommand(args, { db, clock }, () => undefined).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error, `${args.join(' ')} was not refused`).toBeInstanceOf(ContentCommandError);
  expect((error as ContentCommandError).message).toMatch(message);
  expect((error as ContentCommandError).exitCode).toBe(2);
  expect(await pages()).toEqual(before);
}

/** Every stored page and section, to prove a refused command wrote nothing. */
async function pages() {
  const { rows } = await db.query(
    `SELECT p.slug, p.locale, p.version, p.body, array_agg(s.anchor ORDER BY s.position) AS anchors
       FROM content_pages p LEFT JOIN content_sections s USING (slug, locale)
      GROUP BY p.slug, p.locale ORDER BY p.slug, p.locale`,
  );
  return rows;
}

function file(name: string, text: string): string {
  const target = path.join(dir, name);
  fs.writeFileSync(target, text);
  return target;
}

/** The English page's text with its body replaced, keeping its anchors in order. */
async function pageWithAnchors(slug: string, locale: string, anchors: readonly string[]): Promise<string> {
  const sections = anchors.map(
    (a, i) => `## Section ${i + 1} {#${a}}\n\nText of section ${i + 1} in ${locale}.`,
  );
  return `---\ntitle: ${slug} (${locale})\nsummary: A summary in ${locale}.\n---\n\nIntro.\n\n${sections.join('\n\n')}\n`;
}

async function anchorsOf(slug: string, locale = 'en'): Promise<string[]> {
  const { rows } = await db.query<{ anchor: string }>(
    'SELECT anchor FROM content_sections WHERE slug = $1 AND locale = $2 ORDER BY position',
    [slug, locale],
  );
  return rows.map((r) => r.anchor);
}

describe('content:list and content:show', () => {
  it('lists every stored page with its version, date, author and title', async () => {
    const lines = await ops('content:list');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_pages');
    expect(lines).toHaveLength(Number(rows[0]?.n) + 1);
    expect(lines.at(-1)).toBe(`${rows[0]?.n} page(s) stored`);
    expect(lines[0]).toMatch(
      /^terms-conditions\s+en {2}v1 {2}2026-07-01 08:00Z {2}by seed {2}Terms and Conditions$/,
    );
  });

  it('shows a page as its file is written, front matter first', async () => {
    const lines = await ops('content:show', 'play-safe', 'en');
    const text = lines.join('\n');
    expect(text).toMatch(/^---\ntitle: Play safe\nsummary: .+\n---\n/);
    expect(text).toContain('## Self-exclusion {#self-exclusion}');
  });

  it('refuses a page or language that is not stored', async () => {
    await refused(['content:show', 'no-such-page', 'en'], /no page no-such-page in en/);
    await refused(['content:show', 'faq', 'de'], /needs <slug> <en\|es\|pt\|ru>/);
    await refused(['content:show'], /needs <slug>/);
  });
});

describe('content:set', () => {
  it('stores a translation with the English anchors: version up, sections rebuilt, author kept', async () => {
    const anchors = await anchorsOf('status-system');
    const target = file('status-es.md', await pageWithAnchors('status-system', 'es', anchors));
    const before = await db.query<{ version: number }>(
      `SELECT version FROM content_pages WHERE slug = 'status-system' AND locale = 'es'`,
    );
    const expected = (before.rows[0]?.version ?? 0) + 1;
    clock.advance(60_000);
    expect(await ops('content:set', 'status-system', 'es', target, '--by', 'maria')).toEqual([
      `stored status-system (es) as version ${expected} with ${anchors.length} section(s)`,
    ]);
    const { rows } = await db.query(
      `SELECT title, summary, version, updated_by, updated_at FROM content_pages WHERE slug = 'status-system' AND locale = 'es'`,
    );
    expect(rows[0]).toEqual({
      title: 'status-system (es)',
      summary: 'A summary in es.',
      version: expected,
      updated_by: 'maria',
      updated_at: clock.now(),
    });
    expect(await anchorsOf('status-system', 'es')).toEqual(anchors);
  });

  it('bumps the version on every write', async () => {
    const anchors = await anchorsOf('cookies');
    const target = file('cookies-ru.md', await pageWithAnchors('cookies', 'ru', anchors));
    const first = (await ops('content:set', 'cookies', 'ru', target))[0] ?? '';
    const second = (await ops('content:set', 'cookies', 'ru', target))[0] ?? '';
    const version = (line: string) => Number(/version (\d+)/.exec(line)?.[1]);
    expect(version(second)).toBe(version(first) + 1);
  });

  it('lets the English master change its anchors, and warns of the translations left behind', async () => {
    const anchors = await anchorsOf('guidelines');
    const changed = [...anchors.slice(0, -1), 'other-requests'];
    const es = file('guidelines-es.md', await pageWithAnchors('guidelines', 'es', anchors));
    await ops('content:set', 'guidelines', 'es', es);
    const en = file('guidelines-en.md', await pageWithAnchors('guidelines', 'en', changed));
    const lines = await ops('content:set', 'guidelines', 'en', en);
    expect(lines[0]).toMatch(/^stored guidelines \(en\) as version 2/);
    expect(lines).toContain(
      `warning: guidelines (es) now differs from English: missing #other-requests; not in English #${anchors.at(-1)}`,
    );
    expect(await anchorsOf('guidelines')).toEqual(changed);
  });

  it('refuses a translation whose anchors differ from English, in content or in order', async () => {
    const anchors = await anchorsOf('faq');
    const missing = file('faq-pt-missing.md', await pageWithAnchors('faq', 'pt', anchors.slice(1)));
    await refused(['content:set', 'faq', 'pt', missing], /anchors must be the English page's, in its order/);
    const [a = '', b = '', ...others] = anchors;
    const swapped = file('faq-pt-swapped.md', await pageWithAnchors('faq', 'pt', [b, a, ...others]));
    await refused(['content:set', 'faq', 'pt', swapped], /in its order/);
  });

  it('refuses a page without front matter, title, summary, text or anchors', async () => {
    const body = '## Overview {#overview}\n\nText.\n';
    const cases: Array<[string, RegExp]> = [
      [body, /must start with front matter/],
      [`---\nsummary: S\n---\n${body}`, /title is missing/],
      [`---\ntitle: T\n---\n${body}`, /summary is missing/],
      [`---\ntitle: T\nsummary: S\nauthor: me\n---\n${body}`, /unknown field "author"/],
      ['---\ntitle: T\nsummary: S\n---\n\n', /no text after its front matter/],
      ['---\ntitle: T\nsummary: S\n---\n## Overview\n\nText.\n', /must end with \{#anchor\}/],
      ['---\ntitle: T\nsummary: S\n---\n## Overview {#Over_view}\n\nText.\n', /lowercase letters and digits/],
      [`---\ntitle: T\nsummary: S\n---\n${body}\n${body}`, /anchor "overview" is used twice/],
      ['---\ntitle: T\nsummary: S\n---\n## Overview {#overview}\n\n', /section \{#overview\} has no text/],
      ['---\ntitle: T\nsummary: S\n---\nIntro\u0000\n', /NUL/],
    ];
    for (const [i, [text, message]] of cases.entries())
      await refused(['content:set', 'contact', 'en', file(`bad-${i}.md`, text)], message);
  });

  it('refuses unknown pages, languages, files and options', async () => {
    const good = file('good.md', await pageWithAnchors('contact', 'en', await anchorsOf('contact')));
    await refused(['content:set', 'jackpots', 'en', good], /"jackpots" is not a page/);
    await refused(['content:set', 'contact', 'de', good], /"de" is not a language/);
    await refused(['content:set', 'contact', 'en', path.join(dir, 'absent.md')], /cannot read/);
    await refused(['content:set', 'contact', 'en'], /needs <slug> <locale> <file.md>/);
    await refused(['content:set', 'contact', 'en', good, '--as', 'x'], /one option: --by NAME/);
    await refused(['content:set', 'contact', 'en', good, '--by'], /one option: --by NAME/);
  });
});

describe('content:check', () => {
  it('reports each missing page and anchor difference, and exits with 1', async () => {
    await db.query(`DELETE FROM content_pages WHERE slug = 'betting-rules' AND locale = 'ru'`);
    const lines = await ops('content:check');
    expect(process.exitCode).toBe(1);
    expect(lines).toContain('betting-rules (ru): missing: no page in this language');
    // The translation stored before English changed its anchors (content:set above).
    expect(lines.some((l) => l.startsWith('guidelines (es): anchors: missing #other-requests'))).toBe(true);
    expect(lines.at(-1)).toMatch(/^\d+ problem\(s\) in 56 pages$/);
  });

  it('passes once every page is present in every language with the English anchors', async () => {
    for (const slug of CONTENT_SLUGS) {
      const anchors = await anchorsOf(slug);
      for (const locale of CONTENT_LOCALES.filter((l) => l !== 'en'))
        await ops(
          'content:set',
          slug,
          locale,
          file(`${slug}-${locale}.md`, await pageWithAnchors(slug, locale, anchors)),
        );
    }
    expect(await ops('content:check')).toEqual(['all 56 pages present, with the English anchors']);
    expect(process.exitCode).toBeUndefined();
  });

  it('refuses arguments and unknown content commands', async () => {
    await refused(['content:check', 'now'], /takes no arguments/);
    await refused(['content:publish'], /unknown command content:publish/);
    expect(await runContentCommand(['bonus:terms'], { db, clock })).toBe(false);
  });
});
