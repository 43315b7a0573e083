import { CONTENT_ANCHOR } from '@casino/contract';
import { markdownToPlain } from './markdown-plain.js';

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
 * Every `## ` heading ends with an explicit {#anchor}, identical in every language, so a
 * section can be cited and linked as /faq/<slug>#<anchor> whatever the reader's language.
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
  /** The markdown under the heading, up to the next `## `. */
  body: string;
  /** The heading's section as plain text: what search indexes and quotes. */
  plain: string;
}

export interface PageOutline {
  /** The markdown before the first `## ` (may be empty). */
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
const HEADING = /^##(?!#)(.*)$/;
const ANCHORED = /^\s*(\S.*?)\s*\{#([^}\s]*)\}\s*$/;

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

/** Splits a page's markdown at its `## ` headings; refuses a heading without a valid, unique anchor. */
export function outlinePage(body: string): PageOutline {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const intro: string[] = [];
  const sections: Array<{ anchor: string; heading: string; lines: string[] }> = [];
  for (const [index, line] of lines.entries()) {
    const heading = HEADING.exec(line);
    if (!heading) {
      (sections.at(-1)?.lines ?? intro).push(line);
      continue;
    }
    const anchored = ANCHORED.exec(heading[1] ?? '');
    if (!anchored || !/^\s/.test(heading[1] ?? ''))
      throw new PageFormatError(`line ${index + 1}: a "## " heading must end with {#anchor}: "${line}"`);
    const [, text = '', anchor = ''] = anchored;
    if (!CONTENT_ANCHOR.test(anchor) || anchor.length > 64)
      throw new PageFormatError(
        `line ${index + 1}: anchor "${anchor}" must be lowercase letters and digits joined by single hyphens`,
      );
    if (sections.some((s) => s.anchor === anchor))
      throw new PageFormatError(`line ${index + 1}: anchor "${anchor}" is used twice`);
    sections.push({ anchor, heading: text, lines: [] });
  }
  return {
    intro: intro.join('\n').trim(),
    sections: sections.map((s) => {
      const sectionBody = s.lines.join('\n').trim();
      return { anchor: s.anchor, heading: s.heading, body: sectionBody, plain: markdownToPlain(sectionBody) };
    }),
  };
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
