/**
 * The plain text of the pages' markdown (the subset the web renders: headings, paragraphs,
 * bold and italic, lists, tables, links): what full-text search indexes and what a search hit
 * quotes. Formatting marks and link targets go; the words, numbers and table cells stay.
 */
export function markdownToPlain(markdown: string): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const close = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      close();
      continue;
    }
    // A table's separator row (| --- | :-: |) carries no words.
    if (/^[|:\-\s]*-[|:\-\s]*$/.test(line) && line.includes('|')) continue;
    if (/^\|.*\|$/.test(line)) {
      // A table row reads as its cells, separated so a sentence never runs across them.
      close();
      blocks.push(
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => inline(cell.trim()))
          .filter(Boolean)
          .join('; '),
      );
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      // A heading is a block of its own, even with text on the very next line.
      close();
      blocks.push(inline(heading[1] ?? ''));
      continue;
    }
    const item = /^(?:[-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (item) {
      close();
      paragraph.push(inline(item[1] ?? ''));
      continue;
    }
    paragraph.push(inline(line.replace(/^>\s?/, '')));
  }
  close();
  return blocks
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((b) => (/[.!?:;…]$/.test(b) ? b : `${b}.`))
    .join(' ');
}

function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
}

/**
 * The first sentences of a text up to about max characters, cut at a sentence end (else at a
 * word, with an ellipsis), so a quoted section reads as whole sentences.
 */
export function excerpt(plain: string, max = 600): string {
  const text = plain.trim();
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  let cut = -1;
  for (const m of head.matchAll(/[.!?](?=\s)/g)) if (m.index < max) cut = m.index + 1;
  if (cut >= max / 3) return text.slice(0, cut);
  const space = head.lastIndexOf(' ', max - 1);
  return `${text.slice(0, space > 0 ? space : max).trimEnd()}…`;
}
