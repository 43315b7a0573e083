import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  for (const ns of NAMESPACES) {
    it(`has the same keys in every language for ${ns}`, () => {
      const reference = keysOf(resources.en[ns]).sort();
      for (const lang of LANGUAGES) {
        expect(keysOf(resources[lang][ns]).sort(), `${lang}/${ns}`).toEqual(reference);
      }
    });

    it(`has no empty translations in ${ns}`, () => {
      for (const lang of LANGUAGES) {
        const flat = JSON.stringify(resources[lang][ns]);
        expect(flat.includes('""'), `${lang}/${ns} has an empty string`).toBe(false);
      }
    });
  }
});
