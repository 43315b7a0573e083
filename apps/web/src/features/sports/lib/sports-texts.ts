import { useEffect, useState } from 'react';
import { currentLanguage, i18n } from '../../../lib/i18n';
import type { Language } from '../../../locales/resources';

/**
 * The sportsbook's texts are a namespace of their own, fetched with the sportsbook's code rather
 * than bundled with the app's first download (in English too): only a visit to /sports or My
 * bets asks for them, in the language shown, and again when the player changes language.
 */
export const SPORTS_NAMESPACE = 'sports';

type Texts = Promise<{ default: Record<string, unknown> }>;

// Literal import() paths so the bundler makes one small chunk per language.
export const sportsTextLoaders: Record<Language, () => Texts> = {
  en: () => import('../../../locales/en/sports.json'),
  es: () => import('../../../locales/es/sports.json'),
  pt: () => import('../../../locales/pt/sports.json'),
  ru: () => import('../../../locales/ru/sports.json'),
};

const loading = new Map<Language, Promise<void>>();

/** Adds the sportsbook's texts of a language to i18next (once; a failed fetch may be retried). */
export function loadSportsTexts(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = sportsTextLoaders[language]().then((texts) => {
      i18n.addResourceBundle(language, SPORTS_NAMESPACE, texts.default, true, true);
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

const ready = (language: Language) =>
  i18n.hasResourceBundle(language, SPORTS_NAMESPACE) && i18n.hasResourceBundle('en', SPORTS_NAMESPACE);

/**
 * True once the texts of the language shown (and English, the fallback) are in. A change of
 * language fetches the new one; until it arrives the page speaks English rather than showing keys.
 */
export function useSportsTexts(): boolean {
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    const onChange = () => setLanguage(currentLanguage());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  useEffect(() => {
    let live = true;
    void Promise.all([loadSportsTexts('en'), loadSportsTexts(language)]).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return ready('en') && (ready(language) || language === 'en');
}
