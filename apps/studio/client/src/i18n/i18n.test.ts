import { describe, expect, it } from 'vitest';
import { en } from './en';
import { DICTIONARIES, LANGUAGES, pickLanguage, translator } from './i18n';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('dictionaries', () => {
  const keys = Object.keys(en);

  for (const language of LANGUAGES) {
    it(`${language} has every key, each non-empty, with the same placeholders`, () => {
      const dictionary = DICTIONARIES[language] as Record<string, string>;
      const missing = keys.filter(
        (key) => typeof dictionary[key] !== 'string' || dictionary[key].trim() === '',
      );
      expect(missing).toEqual([]);
      const extra = Object.keys(dictionary).filter((key) => !(key in en));
      expect(extra).toEqual([]);
      for (const key of keys) {
        expect(placeholders(dictionary[key] ?? ''), `${language}.${key}`).toEqual(
          placeholders((en as Record<string, string>)[key] ?? ''),
        );
      }
    });
  }

  it('translates the texts that matter most to a player', () => {
    expect(DICTIONARIES.es.errInsufficient).not.toBe(en.errInsufficient);
    expect(DICTIONARIES.pt.errWallet).not.toBe(en.errWallet);
    expect(DICTIONARIES.ru.spin).not.toBe(en.spin);
  });
});

describe('translator', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    const t = translator('en');
    expect(t('freeSpinOf', { n: 2, total: 10 })).toBe('Free spin 2 / 10');
    expect(t('freeSpinOf', { n: 2 })).toBe('Free spin 2 / {total}');
    expect(translator('ru')('annWin', { amount: '5,00 $' })).toBe('Вы выиграли 5,00 $');
  });

  it('answers a key no dictionary has with the key itself', () => {
    const t = translator('es');
    expect(t('feature_unknown_thing' as never)).toBe('feature_unknown_thing');
  });
});

describe('pickLanguage', () => {
  it('takes the first supported candidate, by its two-letter code', () => {
    expect(pickLanguage('pt-BR', 'en')).toBe('pt');
    expect(pickLanguage(null, 'RU')).toBe('ru');
    expect(pickLanguage('de', undefined, 'es')).toBe('es');
    expect(pickLanguage('de', 'fr')).toBe('en');
  });
});
