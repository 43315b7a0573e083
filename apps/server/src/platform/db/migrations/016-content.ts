/**
 * FAQ and legal pages (document 1, route table; document 2, "FAQ and legal pages") as content an
 * operator edits (docs/decisions/017). A page is one markdown text per slug and language; its
 * sections (split at its `## ` headings, each with an explicit anchor shared by every language)
 * are derived from it in the same transaction as every write, and indexed for full-text search
 * with the language's own text-search configuration.
 */
export const sql = /* sql */ `
CREATE TABLE content_pages (
  slug TEXT NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 64),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'es', 'pt', 'ru')),
  title TEXT NOT NULL CHECK (length(title) > 0),
  summary TEXT NOT NULL DEFAULT '',
  -- The page's markdown without its front matter.
  body TEXT NOT NULL CHECK (length(body) > 0),
  -- 1 for the text shipped with the product; each operator edit adds one (the ETag of the page).
  version INTEGER NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Who wrote this version: 'seed' for the shipped text, else the operator's name.
  updated_by TEXT NOT NULL DEFAULT 'seed',
  PRIMARY KEY (slug, locale)
);

CREATE TABLE content_sections (
  slug TEXT NOT NULL,
  locale TEXT NOT NULL,
  -- The explicit {#anchor} of the heading: identical across languages, so /faq/<slug>#<anchor>
  -- cites the same section in any language.
  anchor TEXT NOT NULL CHECK (anchor ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  heading TEXT NOT NULL,
  -- The page's title, copied so a search ranks a section by the page it belongs to.
  page_title TEXT NOT NULL,
  -- The section's markdown, and the same as plain text (what search indexes and quotes).
  body TEXT NOT NULL,
  plain TEXT NOT NULL,
  position INTEGER NOT NULL CHECK (position >= 0),
  -- Weights: A the heading, B the page's title, D the text (search ranks a question's words in
  -- the heading and title above the same words in the text).
  tsv TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector(
      CASE locale WHEN 'es' THEN 'spanish'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig
        WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, heading), 'A') ||
    setweight(to_tsvector(
      CASE locale WHEN 'es' THEN 'spanish'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig
        WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, page_title), 'B') ||
    setweight(to_tsvector(
      CASE locale WHEN 'es' THEN 'spanish'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig
        WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, plain), 'D')
  ) STORED,
  PRIMARY KEY (slug, locale, anchor),
  UNIQUE (slug, locale, position),
  FOREIGN KEY (slug, locale) REFERENCES content_pages (slug, locale) ON DELETE CASCADE
);
CREATE INDEX content_sections_tsv ON content_sections USING GIN (tsv);
`;
