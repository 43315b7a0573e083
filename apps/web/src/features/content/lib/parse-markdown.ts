/**
 * The markdown of the help and policy pages, parsed to a small tree the page renders with React
 * elements only: headings, paragraphs, bold and italic, inline code, lists, tables, quotes,
 * rules and links. There is no raw HTML: a tag written in a page is text, and React escapes it.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Align = 'left' | 'center' | 'right' | undefined;

export type Block =
  | { type: 'heading'; level: 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^\s{0,3}(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const TABLE_SEPARATOR = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

const splitRow = (line: string): string[] => {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // A pipe escaped as \| belongs to the cell.
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
};

const alignOf = (cell: string): Align => {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : undefined;
};

/** Parses markdown into blocks. Never throws: anything it does not know is text. */
export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // Pages put their sections at level 2; anything inside a section sits below it.
      const level = Math.min(6, Math.max(3, (heading[1] ?? '').length)) as 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    if (line.trim().startsWith('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? '')) {
      const head = splitRow(line);
      const align = splitRow(lines[i + 1] ?? '').map(alignOf);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        const cells = splitRow(lines[i] ?? '');
        // Every row has the header's number of cells: missing ones are empty, extra ones dropped.
        rows.push(head.map((_, c) => parseInline(cells[c] ?? '')));
        i += 1;
      }
      blocks.push({ type: 'table', align, head: head.map((cell) => parseInline(cell)), rows });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const next = ITEM.exec(current);
        if (next) {
          if ((next[2] !== undefined) !== ordered) break;
          items.push(next[3] ?? '');
        } else if (current.trim() === '') {
          // A blank line between two items of the same list keeps the list going.
          const following = ITEM.exec(lines[i + 1] ?? '');
          if (!following || (following[2] !== undefined) !== ordered) break;
        } else if (
          HEADING.test(current) ||
          current.trim().startsWith('|') ||
          current.trimStart().startsWith('>')
        ) {
          break;
        } else {
          // A wrapped line continues the item above.
          items[items.length - 1] = `${items[items.length - 1] ?? ''} ${current.trim()}`;
        }
        i += 1;
      }
      blocks.push({
        type: 'list',
        ordered,
        start: ordered ? Number(item[2]) : 1,
        items: items.map((text) => parseInline(text)),
      });
      continue;
    }
    if (line.trimStart().startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trimStart().startsWith('>')) {
        quoted.push((lines[i] ?? '').trimStart().replace(/^>\s?/, ''));
        i += 1;
      }
      blocks.push({ type: 'quote', children: parseInline(quoted.join(' ')) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (
        current.trim() === '' ||
        HEADING.test(current) ||
        ITEM.test(current) ||
        current.trimStart().startsWith('>') ||
        (current.trim().startsWith('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? '')) ||
        (paragraph.length > 0 && RULE.test(current))
      )
        break;
      paragraph.push(current.trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Plain text with e-mail addresses turned into mailto links. */
function textWithEmails(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    if (match.index > last) out.push({ type: 'text', text: text.slice(last, match.index) });
    out.push({ type: 'link', href: `mailto:${match[0]}`, children: [{ type: 'text', text: match[0] }] });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** The index of the closing delimiter of an emphasis opened at `from`, or -1. */
function closingOf(text: string, delimiter: string, from: number): number {
  let at = from;
  while (at < text.length) {
    let found = text.indexOf(delimiter, at);
    if (found < 0) return -1;
    // In a run such as *** the strong closes on its last two marks: the first closes an inner em.
    if (delimiter.length === 2) while (text[found + 2] === delimiter[0]) found += 1;
    const before = text[found - 1];
    const after = text[found + delimiter.length];
    const escaped = before === '\\';
    // A closing delimiter follows text, not a space; an underscore inside a word is a letter.
    const rightFlanking = before !== undefined && !/\s/.test(before);
    const intraword = delimiter[0] === '_' && isWordChar(after);
    // '*' closing '*' must not be half of a '**'.
    const partOfDouble = delimiter === '*' && (after === '*' || before === '*') && found > from;
    if (!escaped && rightFlanking && !intraword && !partOfDouble && found > from) return found;
    at = found + delimiter.length;
  }
  return -1;
}

/** Parses the inline markup of one block. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push(...textWithEmails(buffer));
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    const next = text[i + 1];
    if (ch === '\\' && next !== undefined && /[\\`*_{}[\]()#+\-.!|>]/.test(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const link = /^\[((?:[^[\]\\]|\\.)+)\]\(\s*([^\s()]+)\s*\)/.exec(text.slice(i));
      if (link) {
        flush();
        out.push({ type: 'link', href: link[2] ?? '', children: parseInline(link[1] ?? '') });
        i += link[0].length;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const double = next === ch;
      const delimiter = double ? ch + ch : ch;
      const opensAt = i + delimiter.length;
      const opening = text[opensAt];
      const leftFlanking = opening !== undefined && !/\s/.test(opening);
      const intraword = ch === '_' && isWordChar(text[i - 1]);
      if (leftFlanking && !intraword) {
        const end = closingOf(text, delimiter, opensAt);
        if (end > opensAt) {
          flush();
          const children = parseInline(text.slice(opensAt, end));
          out.push(double ? { type: 'strong', children } : { type: 'em', children });
          i = end + delimiter.length;
          continue;
        }
      }
      buffer += delimiter;
      i += delimiter.length;
      continue;
    }
    buffer += ch;
    i += 1;
  }
  flush();
  return out;
}

/** Where a link may go: an address in the app, a section of this page, the web, or e-mail. */
export type LinkTarget =
  | { kind: 'route'; to: string }
  | { kind: 'anchor'; id: string }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; href: string }
  | { kind: 'none' };

/** Classifies a link's address; any other scheme (javascript:, data:...) is not followed. */
export function linkTarget(href: string): LinkTarget {
  const value = href.trim();
  if (value.startsWith('#'))
    return /^#[a-z0-9-]+$/.test(value) ? { kind: 'anchor', id: value.slice(1) } : { kind: 'none' };
  // A path of this app; // would leave it for another host.
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'))
    return { kind: 'route', to: value };
  if (/^https:\/\/[^\s/]+/i.test(value) || /^http:\/\/[^\s/]+/i.test(value))
    return { kind: 'external', href: value };
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return { kind: 'mail', href: value };
  return { kind: 'none' };
}
