import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  NAMESPACES,
  english,
  loadResources,
  type Language,
  type LanguageResources,
} from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

// Every language through the same loader the app uses, so a broken import path fails here too.
const all = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (lang) => [lang, await loadResources(lang)] as const)),
) as Record<Language, LanguageResources>;

describe('locales', () => {
  it('loads every language with all the namespaces, English being the bundled fallback', () => {
    expect(all.en).toBe(english);
    for (const lang of LANGUAGES) expect(Object.keys(all[lang]).sort(), lang).toEqual([...NAMESPACES].sort());
    expect(all.es.common).not.toEqual(all.en.common);
  });

  for (const ns of NAMESPACES) {
    it(`has the same keys in every language for ${ns}`, () => {
      const reference = keysOf(english[ns]).sort();
      expect(reference.length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        expect(keysOf(all[lang][ns]).sort(), `${lang}/${ns}`).toEqual(reference);
      }
    });

    it(`has no empty translations in ${ns}`, () => {
      for (const lang of LANGUAGES) {
        const flat = JSON.stringify(all[lang][ns]);
        expect(flat.includes('""'), `${lang}/${ns} has an empty string`).toBe(false);
      }
    });
  }
});
