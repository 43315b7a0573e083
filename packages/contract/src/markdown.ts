import { Lexer, type MarkedToken, type Tokens } from 'marked';

/** A token of the markdown (marked's, without extensions: no token of another kind is made). */
export type Token = MarkedToken;
export type { Tokens };

/**
 * The help and policy pages' markdown, read as CommonMark with GitHub's tables, strikethrough and
 * autolinks (what the markdown editors operators use show), by marked. The server (plain text for
 * search and the support assistant, the sections' outline, checks when a page is saved) and the
 * web app (rendering) read it with this one function, so they never disagree about a page.
 * Raw HTML is never rendered anywhere: an HTML token is shown as the text it is.
 */
export function lexMarkdown(markdown: string): Token[] {
  return Lexer.lex(markdown, { gfm: true }) as Token[];
}

/** The tokens inside a token (a paragraph's inline tokens, a list item's blocks). */
export const childTokens = (tokens: readonly unknown[] | undefined): Token[] => (tokens ?? []) as Token[];

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * A text token's character references (&amp;, &#8364;, &#x20AC;) as the characters they stand for
 * (marked leaves them to its HTML renderer, which we do not use). Named references other than
 * the common few stay as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED[name] ?? whole;
      const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}
