import { describe, expect, it } from 'vitest';
import { BUNDLED_NAMESPACES, LANGUAGES, NAMESPACES, bundledEnglish, loadNamespace } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

// Every file through the same loader the app uses, so a broken path fails here too.
const all = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(
      async (lang) =>
        [
          lang,
          Object.fromEntries(
            await Promise.all(NAMESPACES.map(async (ns) => [ns, await loadNamespace(lang, ns)])),
          ),
        ] as const,
    ),
  ),
) as Record<(typeof LANGUAGES)[number], Record<(typeof NAMESPACES)[number], Record<string, unknown>>>;

describe('locales', () => {
  it('bundles the English of the namespaces the shell and lobby use, the same texts the loader gives', () => {
    for (const ns of BUNDLED_NAMESPACES) expect(bundledEnglish[ns]).toEqual(all.en[ns]);
    expect(all.es.common).not.toEqual(all.en.common);
  });

  it('refuses a file that does not exist', async () => {
    await expect(loadNamespace('en', 'nope' as never)).rejects.toThrow(/no texts/);
  });

  for (const ns of NAMESPACES) {
    it(`has the same keys in every language for ${ns}`, () => {
      const reference = keysOf(all.en[ns]).sort();
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
