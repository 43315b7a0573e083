import { childTokens, decodeEntities, lexMarkdown, type Token } from '@casino/contract/markdown';

/**
 * The plain text of the pages' markdown: what full-text search indexes and what a search hit and
 * the support assistant quote. Formatting marks and link targets go; the words, numbers, code and
 * table cells stay, each block (paragraph, heading, list item, table row) one sentence.
 */
export function markdownToPlain(markdown: string): string {
  const blocks: string[] = [];
  collectBlocks(lexMarkdown(markdown), blocks);
  return blocks
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((b) => (/[.!?:;…]$/.test(b) ? b : `${b}.`))
    .join(' ');
}

function collectBlocks(tokens: readonly Token[], blocks: string[]): void {
  for (const t of tokens) {
    switch (t.type) {
      case 'heading':
      case 'paragraph':
        blocks.push(inlinePlain(childTokens(t.tokens)));
        break;
      case 'text':
        // A tight list item's text, with its inline tokens.
        blocks.push(t.tokens ? inlinePlain(childTokens(t.tokens)) : decodeEntities(t.text));
        break;
      case 'code':
      case 'html':
        blocks.push(t.text);
        break;
      case 'blockquote':
        collectBlocks(childTokens(t.tokens), blocks);
        break;
      case 'list':
        for (const item of t.items) collectBlocks(childTokens(item.tokens), blocks);
        break;
      case 'table':
        // A table row reads as its cells, separated so a sentence never runs across them.
        for (const row of [t.header, ...t.rows])
          blocks.push(
            row
              .map((cell) => inlinePlain(childTokens(cell.tokens)).trim())
              .filter(Boolean)
              .join('; '),
          );
        break;
      default:
        // space, hr, def (a link's definition): no words.
        break;
    }
  }
}

/** The words of inline tokens. */
function inlinePlain(tokens: readonly Token[]): string {
  return tokens
    .map((t): string => {
      switch (t.type) {
        case 'br':
          return ' ';
        case 'image':
          return t.text;
        case 'text':
          return t.tokens ? inlinePlain(childTokens(t.tokens)) : decodeEntities(t.text);
        case 'strong':
        case 'em':
        case 'del':
        case 'link':
          return inlinePlain(childTokens(t.tokens));
        case 'codespan':
        case 'escape':
        case 'html':
          return t.text;
        default:
          return 'text' in t && typeof t.text === 'string' ? t.text : '';
      }
    })
    .join('');
}

/** Every link's address in the markdown, as CommonMark reads it (titles, parentheses, <...>). */
export function markdownLinks(markdown: string): string[] {
  const hrefs: string[] = [];
  const visit = (tokens: readonly Token[]) => {
    for (const t of tokens) {
      if (t.type === 'link') hrefs.push(t.href);
      if (t.type === 'list') for (const item of t.items) visit(childTokens(item.tokens));
      if (t.type === 'table')
        for (const cell of [...t.header, ...t.rows.flat()]) visit(childTokens(cell.tokens));
      if ('tokens' in t) visit(childTokens(t.tokens));
    }
  };
  visit(lexMarkdown(markdown));
  return hrefs;
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
