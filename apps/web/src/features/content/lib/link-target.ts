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
