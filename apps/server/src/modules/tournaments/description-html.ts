// An event's description is HTML written by operators and shown to every player as HTML
// (document 2, section 2), so it is cut down to an allow-list when written: a leaked operator
// account or a pasted snippet must not put script into the promotions page.

/** Elements kept, with the attributes each may keep. Everything else is dropped, its text kept. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  span: [],
  small: [],
  ul: [],
  ol: [],
  li: [],
  h3: [],
  h4: [],
  h5: [],
  blockquote: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
  a: ['href'],
};
const VOID = new Set(['br']);
/** Elements whose content is not text for a reader: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Decodes the entities a browser would decode in an attribute, so `java&#115;cript:` is seen for what it is. */
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => safeChar(parseInt(dec, 10)))
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}
const safeChar = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** Text between tags: already-escaped entities stay, bare specials are escaped. */
const cleanText = (s: string) =>
  s
    .replace(/&(?!#?[a-z0-9]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, raw: string): string {
  const allowed = ALLOWED[tag] ?? [];
  let out = '';
  for (const m of raw.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '').trim();
    // Control characters and spaces inside a scheme are ignored by browsers: strip before checking.
    const compact = [...value].filter((c) => c > ' ' && c !== '\u007f').join('');
    if (name === 'href' && !SAFE_HREF.test(compact)) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  // Links leave the casino in a new tab and give the other site no handle on this page.
  if (tag === 'a') out += ' target="_blank" rel="noopener noreferrer nofollow"';
  return out;
}

/** The description's HTML with only allow-listed elements and attributes, every tag balanced. */
export function sanitizeDescriptionHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let droppingUntil: string | null = null;
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    const at = m.index;
    if (droppingUntil === null) out += cleanText(html.slice(last, at));
    last = at + m[0].length;
    const name = m[2]?.toLowerCase();
    if (name === undefined) continue; // a comment, doctype or processing instruction
    const closing = m[1] === '/';
    if (droppingUntil !== null) {
      if (closing && name === droppingUntil) droppingUntil = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(m[3] ?? '')) droppingUntil = name;
      continue;
    }
    if (!(name in ALLOWED)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (closing) {
      const depth = open.lastIndexOf(name);
      if (depth < 0) continue;
      while (open.length > depth) out += `</${open.pop() ?? ''}>`;
      continue;
    }
    open.push(name);
    out += `<${name}${cleanAttributes(name, m[3] ?? '')}>`;
  }
  if (droppingUntil === null) out += cleanText(html.slice(last));
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out;
}
