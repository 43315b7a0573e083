import type { Language } from '../format';
import { en, type Messages } from './en';
import { es } from './es';
import { pt } from './pt';
import { ru } from './ru';

export type MessageKey = keyof Messages;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const DICTIONARIES: Record<Language, Messages> = { en, es, pt, ru };

export const LANGUAGES: readonly Language[] = ['en', 'es', 'pt', 'ru'];

/** Picks the language: the page's `lang` query first, then the session's, then English. */
export function pickLanguage(...candidates: Array<string | null | undefined>): Language {
  for (const candidate of candidates) {
    const code = candidate?.slice(0, 2).toLowerCase();
    if (code && (LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return 'en';
}

/** The translate function of one language; {name} placeholders are filled from params. */
export function translator(language: Language): Translate {
  const dictionary = DICTIONARIES[language];
  return (key, params) => {
    // A key no dictionary knows (a feature name from the server) comes back as itself.
    const text: string = dictionary[key] || en[key] || key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}
