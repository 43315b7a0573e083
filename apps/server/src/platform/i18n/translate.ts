import { commonMessages } from './messages.js';
import type { Locale } from './locale.js';

type Catalogue = Record<string, Record<Locale, string>>;
const registry: Catalogue = { ...commonMessages };

/** Adds a module's catalogue; a key defined twice is a programming error. */
export function registerMessages(catalogue: Catalogue): void {
  for (const key of Object.keys(catalogue)) {
    if (key in registry && registry[key] !== catalogue[key])
      throw new Error(`Message key defined twice: ${key}`);
  }
  Object.assign(registry, catalogue);
}

export type MessageParams = Record<string, string | number>;

/** The message for key in locale, with {name} placeholders filled. Unknown keys show as is. */
export function translate(key: string, locale: Locale, params: MessageParams = {}): string {
  const template = registry[key]?.[locale] ?? registry[key]?.en ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(key: string): boolean {
  return key in registry;
}

export function allMessages(): Readonly<Catalogue> {
  return registry;
}
