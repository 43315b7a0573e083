import type { ContentLocale } from '@casino/contract';
import type { Queryable } from '../../platform/db/types.js';
import type { PageSection } from './page-file.js';

export interface PageRow {
  slug: string;
  locale: ContentLocale;
  title: string;
  summary: string;
  body: string;
  version: number;
  updated_at: Date;
  updated_by: string;
}

export interface SectionRow {
  anchor: string;
  heading: string;
  body: string;
  position: number;
}

export type PageListRow = Pick<PageRow, 'slug' | 'locale' | 'title' | 'summary' | 'version' | 'updated_at'>;

/** Every page of one language (no bodies). */
export async function listPages(db: Queryable, locale: ContentLocale): Promise<PageListRow[]> {
  const { rows } = await db.query<PageListRow>(
    `SELECT slug, locale, title, summary, version, updated_at FROM content_pages WHERE locale = $1`,
    [locale],
  );
  return rows;
}

/** Every page in every language, without bodies (the operator's listing). */
export async function listAllPages(db: Queryable): Promise<Array<PageListRow & { updated_by: string }>> {
  const { rows } = await db.query<PageListRow & { updated_by: string }>(
    `SELECT slug, locale, title, summary, version, updated_at, updated_by FROM content_pages ORDER BY slug, locale`,
  );
  return rows;
}

/** A page; with lock, its row is locked for an edit (the version is bumped from what is read). */
export async function findPage(
  db: Queryable,
  slug: string,
  locale: ContentLocale,
  options: { lock?: boolean } = {},
): Promise<PageRow | null> {
  const { rows } = await db.query<PageRow>(
    `SELECT slug, locale, title, summary, body, version, updated_at, updated_by
       FROM content_pages WHERE slug = $1 AND locale = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [slug, locale],
  );
  return rows[0] ?? null;
}

/** A page's sections in order. */
export async function sectionsOf(db: Queryable, slug: string, locale: ContentLocale): Promise<SectionRow[]> {
  const { rows } = await db.query<SectionRow>(
    `SELECT anchor, heading, body, position FROM content_sections
      WHERE slug = $1 AND locale = $2 ORDER BY position`,
    [slug, locale],
  );
  return rows;
}

/** The anchors of every page in every language, in order (the operator's consistency check). */
export async function allAnchors(
  db: Queryable,
): Promise<Array<{ slug: string; locale: string; anchors: string[] }>> {
  const { rows } = await db.query<{ slug: string; locale: string; anchors: string[] | null }>(
    `SELECT p.slug, p.locale, array_remove(array_agg(s.anchor ORDER BY s.position), NULL) AS anchors
       FROM content_pages p
       LEFT JOIN content_sections s ON s.slug = p.slug AND s.locale = p.locale
      GROUP BY p.slug, p.locale`,
  );
  return rows.map((r) => ({ slug: r.slug, locale: r.locale, anchors: r.anchors ?? [] }));
}

/** Writes a page (an operator's edit) and replaces its sections, in the caller's transaction. */
export async function writePage(
  tx: Queryable,
  page: Omit<PageRow, 'updated_at'> & { updated_at: Date },
  sections: readonly PageSection[],
): Promise<void> {
  await tx.query(
    `INSERT INTO content_pages (slug, locale, title, summary, body, version, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (slug, locale) DO UPDATE
       SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body,
           version = EXCLUDED.version, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [
      page.slug,
      page.locale,
      page.title,
      page.summary,
      page.body,
      page.version,
      page.updated_at,
      page.updated_by,
    ],
  );
  await tx.query('DELETE FROM content_sections WHERE slug = $1 AND locale = $2', [page.slug, page.locale]);
  if (sections.length > 0) {
    await tx.query(
      `INSERT INTO content_sections (slug, locale, page_title, anchor, heading, body, plain, position)
       SELECT $1, $2, $3, s.anchor, s.heading, s.body, s.plain, s.position - 1
         FROM unnest($4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY
              AS s(anchor, heading, body, plain, position)`,
      [
        page.slug,
        page.locale,
        page.title,
        sections.map((s) => s.anchor),
        sections.map((s) => s.heading),
        sections.map((s) => s.body),
        sections.map((s) => s.plain),
      ],
    );
  }
}

/** A page with its sections, as the shipped texts are loaded. */
export interface NewPage {
  page: Omit<PageRow, 'updated_at'> & { updated_at: Date };
  sections: readonly PageSection[];
}

/**
 * Inserts the pages not stored yet, with their sections, in two statements (a fresh database
 * takes every shipped page at once); answers the (slug/locale) keys it inserted. A page stored
 * meanwhile by someone else is left alone, and so are its sections.
 */
export async function insertMissingPages(tx: Queryable, pages: readonly NewPage[]): Promise<Set<string>> {
  if (pages.length === 0) return new Set();
  const column = <T>(pick: (p: NewPage['page']) => T) => pages.map((p) => pick(p.page));
  const { rows } = await tx.query<{ slug: string; locale: string }>(
    `INSERT INTO content_pages (slug, locale, title, summary, body, version, updated_at, updated_by)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
                          $7::timestamptz[], $8::text[])
     ON CONFLICT (slug, locale) DO NOTHING
     RETURNING slug, locale`,
    [
      column((p) => p.slug),
      column((p) => p.locale),
      column((p) => p.title),
      column((p) => p.summary),
      column((p) => p.body),
      column((p) => p.version),
      column((p) => p.updated_at),
      column((p) => p.updated_by),
    ],
  );
  const inserted = new Set(rows.map((r) => `${r.slug}/${r.locale}`));
  const sections = pages
    .filter((p) => inserted.has(`${p.page.slug}/${p.page.locale}`))
    .flatMap((p) => p.sections.map((s, position) => ({ ...s, position, page: p.page })));
  if (sections.length > 0) {
    await tx.query(
      `INSERT INTO content_sections (slug, locale, page_title, anchor, heading, body, plain, position)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                            $7::text[], $8::int[])`,
      [
        sections.map((s) => s.page.slug),
        sections.map((s) => s.page.locale),
        sections.map((s) => s.page.title),
        sections.map((s) => s.anchor),
        sections.map((s) => s.heading),
        sections.map((s) => s.body),
        sections.map((s) => s.plain),
        sections.map((s) => s.position),
      ],
    );
  }
  return inserted;
}

/** The (slug, locale) pairs already stored. */
export async function storedKeys(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ slug: string; locale: string }>('SELECT slug, locale FROM content_pages');
  return new Set(rows.map((r) => `${r.slug}/${r.locale}`));
}

export interface SearchRow {
  slug: string;
  title: string;
  heading: string;
  anchor: string;
  plain: string;
  rank: number;
}

/**
 * Sections of one language matching any stem of the question, best first. A player's question
 * has many words and rarely matches all of them, so the question's stems are joined by OR. Each
 * stem weighs its rarity among the language's sections (a smoothed inverse document frequency),
 * so "deposit", which many sections use, counts less than "arrive" or "password". The rank adds,
 * in this order of weight: the weighted share of the question's stems in the section's heading and
 * page title (twice), the weighted share found anywhere in the section, and ts_rank_cd of the OR
 * query (several stems close together, normalised by the section's length). Accents and case are
 * folded on both sides (content_fold, migration 019).
 */
export async function searchSections(
  db: Queryable,
  locale: ContentLocale,
  question: string,
  limit: number,
): Promise<SearchRow[]> {
  const { rows } = await db.query<SearchRow>(
    `WITH stems AS (
       -- Each stem with itself as a tsquery literal (quotes doubled, backslashes escaped).
       SELECT DISTINCT lexeme,
              ('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery AS term
         FROM unnest(tsvector_to_array(to_tsvector(content_config($1), content_fold($2)))) AS lexeme
     ), total AS (
       SELECT count(*)::float8 AS n FROM content_sections WHERE locale = $1
     ), weighted AS (
       SELECT st.lexeme, st.term,
              ln((total.n + 1) / (1 + (SELECT count(*) FROM content_sections c
                                        WHERE c.locale = $1 AND c.tsv @@ st.term))) + 1 AS idf
         FROM stems st, total
     ), q AS (
       SELECT sum(idf) AS mass, string_agg(term::text, ' | ')::tsquery AS any_word FROM weighted
     )
     SELECT s.slug, s.page_title AS title, s.heading, s.anchor, s.plain,
            (2.0 * (SELECT coalesce(sum(w.idf), 0) FROM weighted w
                     WHERE w.lexeme = ANY (tsvector_to_array(ts_filter(s.tsv, '{a,b}')))) / q.mass
             + 1.0 * (SELECT coalesce(sum(w.idf), 0) FROM weighted w
                       WHERE w.lexeme = ANY (tsvector_to_array(s.tsv))) / q.mass
             + ts_rank_cd(s.tsv, q.any_word, 1))::float8 AS rank
       FROM q
       JOIN content_sections s ON s.locale = $1 AND s.tsv @@ q.any_word
      WHERE q.any_word IS NOT NULL
      ORDER BY rank DESC, s.slug, s.position
      LIMIT $3`,
    [locale, question, limit],
  );
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}

export interface PageVersionRow {
  version: number;
  title: string;
  summary: string;
  body: string;
  written_at: Date;
  written_by: string;
}

/** A page's versions, newest first (bodies only with withBodies). */
export async function pageVersions(
  db: Queryable,
  slug: string,
  locale: ContentLocale,
): Promise<Array<Omit<PageVersionRow, 'body'> & { length: number }>> {
  const { rows } = await db.query<Omit<PageVersionRow, 'body'> & { length: number }>(
    `SELECT version, title, summary, length(body)::int AS length, written_at, written_by
       FROM content_page_versions WHERE slug = $1 AND locale = $2 ORDER BY version DESC`,
    [slug, locale],
  );
  return rows;
}

/** One version of a page as it was written. */
export async function pageVersion(
  db: Queryable,
  slug: string,
  locale: ContentLocale,
  version: number,
): Promise<PageVersionRow | null> {
  const { rows } = await db.query<PageVersionRow>(
    `SELECT version, title, summary, body, written_at, written_by
       FROM content_page_versions WHERE slug = $1 AND locale = $2 AND version = $3`,
    [slug, locale, version],
  );
  return rows[0] ?? null;
}
