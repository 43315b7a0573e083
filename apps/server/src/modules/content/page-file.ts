import { CONTENT_ANCHOR } from '@casino/contract';
import { lexMarkdown, type Token } from '@casino/contract/markdown';
import { markdownToPlain } from './markdown.js';

/**
 * A page as the operator writes it (pages/<locale>/<slug>.md and `content:set`):
 *
 *   ---
 *   title: Welcome bonuses
 *   summary: One line under the title and in the pages list.
 *   ---
 *   Intro markdown.
 *
 *   ## First deposit {#first-deposit}
 *   Section markdown...
 *
 * Every level-2 heading (`## ` or a line underlined with ---) ends with an explicit {#anchor},
 * identical in every language, so a section can be cited and linked as /faq/<slug>#<anchor>
 * whatever the reader's language. The markdown is read as CommonMark (see lexMarkdown): a `## `
 * inside a code block is code, not a section.
 */

export interface PageText {
  title: string;
  summary: string;
  /** The markdown after the front matter. */
  body: string;
}

export interface PageSection {
  anchor: string;
  heading: string;
  /** The markdown under the heading, up to the next level-2 heading. */
  body: string;
  /** The heading's section as plain text: what search indexes and quotes. */
  plain: string;
}

export interface PageOutline {
  /** The markdown before the first level-2 heading (may be empty). */
  intro: string;
  sections: PageSection[];
}

/** What is wrong with a page's text, in words an operator can act on. */
export class PageFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageFormatError';
  }
}

const MAX_TITLE = 200;
const MAX_SUMMARY = 400;
const MAX_BODY = 200_000;
const ANCHORED = /^\s*(\S.*?)\s*\{#([^}\s]*)\}\s*$/;
/** An {#anchor} closing a line: meant as a section's anchor wherever it is written. */
const ANCHOR_AT_END = /\{#[^}\s]*\}[ \t]*$/m;

/** Splits the front matter (title, summary) from the markdown; refuses a page without them. */
export function parsePageText(text: string): PageText {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (source.includes('\u0000')) throw new PageFormatError('the text contains a NUL character');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
  if (!match) throw new PageFormatError('the page must start with front matter: ---, title:, summary:, ---');
  const fields: Record<string, string> = {};
  for (const [index, line] of (match[1] ?? '').split('\n').entries()) {
    if (line.trim() === '') continue;
    const field = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (!field) throw new PageFormatError(`front matter line ${index + 2}: expected "name: value"`);
    const [, name = '', value = ''] = field;
    if (name !== 'title' && name !== 'summary')
      throw new PageFormatError(`front matter: unknown field "${name}" (only title and summary)`);
    if (name in fields) throw new PageFormatError(`front matter: "${name}" is given twice`);
    fields[name] = value.trim();
  }
  const title = fields.title ?? '';
  const summary = fields.summary ?? '';
  const body = (match[2] ?? '').trim();
  if (!title) throw new PageFormatError('front matter: title is missing or empty');
  if (title.length > MAX_TITLE) throw new PageFormatError(`title is longer than ${MAX_TITLE} characters`);
  if (!summary) throw new PageFormatError('front matter: summary is missing or empty');
  if (summary.length > MAX_SUMMARY)
    throw new PageFormatError(`summary is longer than ${MAX_SUMMARY} characters`);
  if (!body) throw new PageFormatError('the page has no text after its front matter');
  if (body.length > MAX_BODY) throw new PageFormatError(`the page is longer than ${MAX_BODY} characters`);
  return { title, summary, body };
}

/**
 * Splits a page's markdown at its top-level level-2 headings; refuses a heading without a valid,
 * unique anchor, and an {#anchor} anywhere else (a heading of another level, one inside a quote or
 * a list, a "##" without its space), since that anchor would silently not exist.
 */
export function outlinePage(body: string): PageOutline {
  const source = body.replace(/\r\n?/g, '\n');
  const intro: string[] = [];
  const sections: Array<{ anchor: string; heading: string; parts: string[] }> = [];
  let offset = 0;
  for (const token of lexMarkdown(source)) {
    const line = lineAt(source, offset);
    offset += token.raw.length;
    if (token.type !== 'heading' || token.depth !== 2) {
      refuseLostAnchor(token, line);
      (sections.at(-1)?.parts ?? intro).push(token.raw);
      continue;
    }
    const written = token.raw.split('\n')[0] ?? '';
    const anchored = ANCHORED.exec(token.text);
    if (!anchored)
      throw new PageFormatError(`line ${line}: a section heading must end with {#anchor}: "${written}"`);
    const [, text = '', anchor = ''] = anchored;
    if (!CONTENT_ANCHOR.test(anchor) || anchor.length > 64)
      throw new PageFormatError(
        `line ${line}: anchor "${anchor}" must be lowercase letters and digits joined by single hyphens`,
      );
    if (sections.some((s) => s.anchor === anchor))
      throw new PageFormatError(`line ${line}: anchor "${anchor}" is used twice`);
    sections.push({ anchor, heading: text, parts: [] });
  }
  return {
    intro: intro.join('').trim(),
    sections: sections.map((s) => {
      const sectionBody = s.parts.join('').trim();
      return { anchor: s.anchor, heading: s.heading, body: sectionBody, plain: markdownToPlain(sectionBody) };
    }),
  };
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** Refuses an {#anchor} written where it makes no section: it would be shown as text and never link. */
function refuseLostAnchor(token: Token, line: number): void {
  if (token.type === 'code' || !ANCHOR_AT_END.test(token.raw)) return;
  const at = ANCHOR_AT_END.exec(token.raw);
  const where = line + (at ? token.raw.slice(0, at.index).split('\n').length - 1 : 0);
  const written = (token.raw.split('\n')[where - line] ?? '').trim();
  throw new PageFormatError(
    `line ${where}: {#anchor} only names a section on a "## " heading of its own line: "${written}"`,
  );
}

/** A page's whole text checked: front matter, and sections each with a body. */
export function readPageText(text: string): PageText & PageOutline {
  const page = parsePageText(text);
  const outline = outlinePage(page.body);
  const empty = outline.sections.find((s) => s.plain === '');
  if (empty) throw new PageFormatError(`section {#${empty.anchor}} has no text`);
  return { ...page, ...outline };
}

/** The page file as the operator would write it again (content:show prints it). */
export function formatPageText(page: PageText): string {
  return `---\ntitle: ${page.title}\nsummary: ${page.summary}\n---\n\n${page.body}\n`;
}
