/**
 * The back office's content and games sections (docs/decisions/036).
 *
 * content_page_versions keeps every version of every page as it was written and by whom: a
 * trigger copies each insert or update of content_pages, so the console, `content:set` and the
 * start-up seed cannot forget it. The versions already stored are copied once here (the older
 * ones were never kept).
 *
 * games.curated marks a game whose hot and exclusive flags or categories an operator set by hand:
 * a provider's next feed updates its name, images and maths but leaves those alone.
 */
export const sql = /* sql */ `
CREATE TABLE content_page_versions (
  slug TEXT NOT NULL,
  locale TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version > 0),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  written_at TIMESTAMPTZ NOT NULL,
  written_by TEXT NOT NULL,
  PRIMARY KEY (slug, locale, version),
  FOREIGN KEY (slug, locale) REFERENCES content_pages (slug, locale) ON DELETE CASCADE
);

INSERT INTO content_page_versions (slug, locale, version, title, summary, body, written_at, written_by)
SELECT slug, locale, version, title, summary, body, updated_at, updated_by FROM content_pages;

CREATE FUNCTION keep_content_page_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_page_versions (slug, locale, version, title, summary, body, written_at, written_by)
  VALUES (NEW.slug, NEW.locale, NEW.version, NEW.title, NEW.summary, NEW.body, NEW.updated_at, NEW.updated_by);
  RETURN NULL;
END $$;

CREATE TRIGGER content_pages_keep_version AFTER INSERT OR UPDATE ON content_pages
  FOR EACH ROW EXECUTE FUNCTION keep_content_page_version();

ALTER TABLE games ADD COLUMN curated BOOLEAN NOT NULL DEFAULT false;
`;
