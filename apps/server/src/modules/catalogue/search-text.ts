/**
 * Name search folds a game's name and the player's query the same way, here rather than in SQL:
 * lower case, accents stripped (Ráfaga finds rafaga, ё finds е), compatibility forms unified
 * (ﬁ, full-width letters), typographic quotes and dashes made plain. The folded name is stored
 * in games.search_name at import time and indexed by pg_trgm; the folded query is matched with
 * LIKE, every character of it literal.
 */

/** Letters that no Unicode decomposition maps to plain Latin ones. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;
// Control characters cannot be typed into a name; NUL could not even reach PostgreSQL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The searchable form of a name or a query: folded, whitespace collapsed, trimmed. */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(FOLDABLE, (c) => FOLDS[c] ?? c)
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most this many words of a query count (a name has few; the rest would only slow the scan). */
export const MAX_SEARCH_WORDS = 8;

/** Escapes LIKE's wildcards and its escape character (backslash, PostgreSQL's default). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The LIKE patterns a query needs, one per distinct word: a name matches when it contains every
 * word, anywhere (so "book dead" finds "Book of Dead" and "ead" finds it too). Empty for a query
 * with nothing searchable, which filters nothing.
 */
export function searchPatterns(query: string): string[] {
  return searchWords(query).map((word) => `%${escapeLike(word)}%`);
}

/** The folded, distinct words of a query (at most MAX_SEARCH_WORDS); a name matches when it contains each. */
export function searchWords(query: string): string[] {
  return [...new Set(foldSearchText(query).split(' ').filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}
