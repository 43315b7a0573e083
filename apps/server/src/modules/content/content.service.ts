import {
  CONTENT_LOCALES,
  CONTENT_SLUGS,
  isContentSlug,
  type ContentLocale,
  type ContentSlug,
} from '@casino/contract';
import crypto from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import * as repo from './content.repository.js';
import type { PageListRow, PageRow, SectionRow } from './content.repository.js';
import { PageFormatError, readPageText, type PageOutline, type PageText } from './page-file.js';
import { readPageFiles, type PageFile } from './page-files.js';

/** Shipped text is version 1, written by 'seed'. */
const SEED_AUTHOR = 'seed';

export interface PageView {
  page: PageRow;
  outline: PageOutline;
}

/**
 * Loads the shipped pages (pages/<locale>/<slug>.md) that are not stored yet; a page already
 * stored, whatever its version, is the operator's and is left alone. A shipped file that does not
 * parse stops the start: it is a defect of the release, not something to serve half-written.
 */
export async function seedContentPages(
  db: Db,
  now: Date,
  files: readonly PageFile[] = readPageFiles(),
): Promise<number> {
  const stored = await repo.storedKeys(db);
  const missing = files.filter((f) => !stored.has(`${f.slug}/${f.locale}`));
  const pages = missing.map((file): repo.NewPage => {
    if (!isContentSlug(file.slug)) throw new Error(`${file.path}: "${file.slug}" is not a page slug`);
    let page: PageText & PageOutline;
    try {
      page = readPageText(file.text);
    } catch (err) {
      if (err instanceof PageFormatError) throw new Error(`${file.path}: ${err.message}`);
      throw err;
    }
    return {
      page: {
        ...pageFields(file.slug, file.locale, page),
        version: 1,
        updated_at: now,
        updated_by: SEED_AUTHOR,
      },
      sections: page.sections,
    };
  });
  if (pages.length === 0) return 0;
  const inserted = await db.transaction((tx) => repo.insertMissingPages(tx, pages));
  return inserted.size;
}

const pageFields = (slug: string, locale: ContentLocale, page: PageText) => ({
  slug,
  locale,
  title: page.title,
  summary: page.summary,
  body: page.body,
});

/** A page's text an operator is about to store, refused with the reason; nothing is written. */
export class ContentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentInputError';
  }
}

/**
 * A translation whose anchors are not the English page's: which are missing, which are not in
 * English, and (when both lists are empty) that the order differs.
 */
export class AnchorMismatchError extends ContentInputError {
  constructor(
    readonly english: readonly string[],
    readonly given: readonly string[],
  ) {
    const { missing, extra } = anchorDifference(english, given);
    super(
      `the anchors must be the English page's, in its order: ${
        [
          missing.length ? `missing ${missing.map((a) => `#${a}`).join(', ')}` : '',
          extra.length ? `not in English ${extra.map((a) => `#${a}`).join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') || `the same anchors in another order (English: ${english.join(', ')})`
      }`,
    );
    this.name = 'AnchorMismatchError';
  }

  get missing(): string[] {
    return anchorDifference(this.english, this.given).missing;
  }

  get extra(): string[] {
    return anchorDifference(this.english, this.given).extra;
  }
}

/** The English anchors a text lacks, and its anchors English does not have. */
export function anchorDifference(
  english: readonly string[],
  given: readonly string[],
): { missing: string[]; extra: string[] } {
  return {
    missing: english.filter((a) => !given.includes(a)),
    extra: given.filter((a) => !english.includes(a)),
  };
}

/** A page edited from a version that is no longer the current one: nothing was written. */
export class StaleVersionError extends Error {
  constructor(readonly current: number) {
    super(`the page is at version ${current} now: reload it and apply your change again`);
    this.name = 'StaleVersionError';
  }
}

/** The anchors a translation must have: the English page's, in its order (none when English is missing). */
export async function englishAnchors(db: Queryable, slug: string): Promise<string[] | null> {
  const english = await repo.findPage(db, slug, 'en');
  if (!english) return null;
  return (await repo.sectionsOf(db, slug, 'en')).map((s) => s.anchor);
}

const sameAnchors = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((anchor, i) => anchor === b[i]);

/**
 * Stores an operator's text of a page in one language: checked (front matter, body, an anchor on
 * every section and, for a translation, the English page's anchors in its order), version
 * bumped, sections rebuilt, in one transaction.
 */
export async function setPage(
  deps: { db: Db; clock: Clock },
  input: {
    slug: string;
    locale: string;
    text: string;
    /** Who wrote the text (content:set --by, or the staff member's e-mail). */
    author: string;
    /** Who stored it, as the audit log names them. */
    actor: Actor;
    reason?: string | null;
    /** The version the text was edited from; a later one stored meanwhile refuses the write. */
    baseVersion?: number;
  },
): Promise<{ version: number; sections: number }> {
  const { db } = deps;
  if (!isContentSlug(input.slug))
    throw new ContentInputError(`"${input.slug}" is not a page (pages: ${CONTENT_SLUGS.join(', ')})`);
  if (!(CONTENT_LOCALES as readonly string[]).includes(input.locale))
    throw new ContentInputError(
      `"${input.locale}" is not a language (languages: ${CONTENT_LOCALES.join(', ')})`,
    );
  const locale = input.locale as ContentLocale;
  let page: PageText & PageOutline;
  try {
    page = readPageText(input.text);
  } catch (err) {
    if (err instanceof PageFormatError) throw new ContentInputError(err.message);
    throw err;
  }
  if (locale !== 'en') {
    const expected = await englishAnchors(db, input.slug);
    const given = page.sections.map((s) => s.anchor);
    if (expected && !sameAnchors(expected, given)) throw new AnchorMismatchError(expected, given);
  }
  return db.transaction(async (tx) => {
    const current = await repo.findPage(tx, input.slug, locale, { lock: true });
    if (input.baseVersion !== undefined && (current?.version ?? 0) !== input.baseVersion)
      throw new StaleVersionError(current?.version ?? 0);
    const version = (current?.version ?? 0) + 1;
    const fields = pageFields(input.slug, locale, page);
    await repo.writePage(
      tx,
      { ...fields, version, updated_at: deps.clock.now(), updated_by: input.author },
      page.sections,
    );
    await recordAudit(tx, deps.clock, {
      actor: input.actor,
      action: 'content.page.set',
      subject: { type: 'content_page', id: `${input.slug}/${locale}` },
      reason: input.reason ?? null,
      before: current ? auditedPage(current) : null,
      after: auditedPage({ ...fields, version, updated_by: input.author }),
    });
    return { version, sections: page.sections.length };
  });
}

/** A page as the audit log keeps it: the text itself is in content_page_versions, its digest here. */
function auditedPage(page: Pick<PageRow, 'title' | 'summary' | 'body' | 'version' | 'updated_by'>) {
  return {
    version: page.version,
    title: page.title,
    summary: page.summary,
    author: page.updated_by,
    body_sha256: crypto.createHash('sha256').update(page.body).digest('hex'),
    body_length: page.body.length,
  };
}

/** The page in the asked language, else in English; null when it is not a page. */
export async function readPage(db: Queryable, slug: string, locale: ContentLocale): Promise<PageView | null> {
  if (!isContentSlug(slug)) return null;
  for (const language of locale === 'en' ? (['en'] as const) : [locale, 'en' as const]) {
    const page = await repo.findPage(db, slug, language);
    if (!page) continue;
    const sections: SectionRow[] = await repo.sectionsOf(db, slug, language);
    return { page, outline: outlineOf(page, sections) };
  }
  return null;
}

/** The intro is the body before its first `## `; the sections come from their table. */
function outlineOf(page: PageRow, sections: readonly SectionRow[]): PageOutline {
  const firstHeading = /^##(?!#)/m.exec(page.body);
  return {
    intro: (firstHeading ? page.body.slice(0, firstHeading.index) : page.body).trim(),
    sections: sections.map((s) => ({ anchor: s.anchor, heading: s.heading, body: s.body, plain: '' })),
  };
}

/** Every page in the asked language (English where a translation is missing), in CONTENT_SLUGS order. */
export async function listPagesFor(db: Queryable, locale: ContentLocale): Promise<PageListRow[]> {
  const rows = await repo.listPages(db, locale);
  const english = locale === 'en' ? rows : await repo.listPages(db, 'en');
  const bySlug = (list: PageListRow[]) => new Map(list.map((r) => [r.slug, r]));
  const asked = bySlug(rows);
  const fallback = bySlug(english);
  return CONTENT_SLUGS.flatMap((slug: ContentSlug) => {
    const row = asked.get(slug) ?? fallback.get(slug);
    return row ? [row] : [];
  });
}

export interface ContentProblem {
  slug: string;
  locale: ContentLocale;
  problem: 'missing' | 'empty' | 'anchors';
  detail: string;
}

/** Every page x language that is missing, empty, or whose anchors differ from the English page's. */
export async function checkContent(db: Queryable): Promise<ContentProblem[]> {
  const pages = await repo.allAnchors(db);
  const stored = new Map(pages.map((p) => [`${p.slug}/${p.locale}`, p.anchors]));
  const problems: ContentProblem[] = [];
  for (const slug of CONTENT_SLUGS) {
    const english = stored.get(`${slug}/en`);
    for (const locale of CONTENT_LOCALES) {
      const anchors = stored.get(`${slug}/${locale}`);
      if (anchors === undefined) {
        problems.push({ slug, locale, problem: 'missing', detail: 'no page in this language' });
      } else if (anchors.length === 0) {
        problems.push({ slug, locale, problem: 'empty', detail: 'the page has no sections' });
      } else if (english && locale !== 'en' && !sameAnchors(english, anchors)) {
        const absent = english.filter((a) => !anchors.includes(a));
        const extra = anchors.filter((a) => !english.includes(a));
        problems.push({
          slug,
          locale,
          problem: 'anchors',
          detail:
            [
              absent.length ? `missing ${absent.map((a) => `#${a}`).join(', ')}` : '',
              extra.length ? `not in English ${extra.map((a) => `#${a}`).join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('; ') || 'same anchors in another order',
        });
      }
    }
  }
  return problems;
}
