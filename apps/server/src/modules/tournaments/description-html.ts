import sanitizeHtml from 'sanitize-html';

// An event's description is HTML written by operators and shown to every player as HTML
// (document 2, section 2), so it is cut down to an allow-list when written: a leaked operator
// account or a pasted snippet must not put script into the promotions page.

/** The longest description text (per language) an operator may save; the rules of an event fit in far less. */
export const DESCRIPTION_MAX_LENGTH = 20_000;

/** Elements whose content is not text for a reader: dropped with everything inside. */
const DROPPED_WITH_CONTENT = [
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
  'option',
  'title',
  'head',
];

/**
 * Where a link may lead: another site over HTTP(S), an e-mail, a path on this site or an anchor.
 * A path starting `//` or `/\` is another host to a browser, which reads `\` as `/`.
 */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;
const EXTERNAL_HREF = /^https?:\/\//i;

/** The href as a browser resolves it for its scheme: spaces and control characters are ignored. */
const compact = (href: string) => [...href].filter((c) => c > ' ' && c !== '\u007f').join('');

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'span',
    'small',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'h5',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  // target and rel are set below, never taken from the operator's text.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const href = compact(attribs.href ?? '');
      const kept: sanitizeHtml.Attributes = {};
      if (SAFE_HREF.test(href)) kept.href = (attribs.href ?? '').trim();
      // Links to other sites open in a new tab and give that site no handle on this page;
      // anchors and the casino's own pages stay in this tab.
      if (EXTERNAL_HREF.test(href))
        Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs: kept };
    },
  },
};

/** The description's HTML with only allow-listed elements and attributes, every tag balanced. */
export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, options);
}
