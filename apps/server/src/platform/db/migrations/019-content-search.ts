/**
 * Content search reads words as players type them (docs/decisions/017): accents and case are
 * folded before the language's dictionary sees a word, in the index and in the question alike,
 * so "deposito", "bonus" and "como" find "depósito", "bônus" and the stop word "cómo" is dropped;
 * Russian ё reads as е.
 */
export const sql = /* sql */ `
CREATE FUNCTION content_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower($1),
    'áàâãäåéèêëíìîïóòôõöúùûüçñý' || 'ё',
    'aaaaaaeeeeiiiiooooouuuucny' || 'е')
$$;

CREATE FUNCTION content_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE locale WHEN 'es' THEN 'spanish'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig
    WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END
$$;

DROP INDEX content_sections_tsv;
ALTER TABLE content_sections DROP COLUMN tsv;
-- Weights: A the heading, B the page's title, D the text.
ALTER TABLE content_sections ADD COLUMN tsv TSVECTOR GENERATED ALWAYS AS (
  setweight(to_tsvector(content_config(locale), content_fold(heading)), 'A') ||
  setweight(to_tsvector(content_config(locale), content_fold(page_title)), 'B') ||
  setweight(to_tsvector(content_config(locale), content_fold(plain)), 'D')
) STORED;
CREATE INDEX content_sections_tsv ON content_sections USING GIN (tsv);
`;
