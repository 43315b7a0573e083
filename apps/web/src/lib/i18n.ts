import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english, loadResources, LANGUAGES, NAMESPACES, type Language } from '../locales/resources';

const LANGUAGE_KEY = 'language';

export function storedLanguage(): Language {
  const value = window.localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

let wanted: Language = 'en';
const loading = new Map<Language, Promise<void>>();

/** Fetches a language's texts once and adds them to i18next (English is always there). */
function ensureLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loadResources(language).then((bundle) => {
      for (const ns of NAMESPACES) i18n.addResourceBundle(language, ns, bundle[ns], true, true);
    });
    // A failed fetch (offline) may be retried by choosing the language again.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The chosen locale is kept and sent as Accept-Language with every API request. The texts are
 * fetched before switching, so the interface never shows a half-translated state; if they cannot
 * be fetched the interface stays as it was.
 */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  await ensureLanguage(language);
  // A later choice made while these texts were loading wins.
  if (wanted !== language) return;
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
}

const initial: Language = typeof window === 'undefined' ? 'en' : storedLanguage();

void i18n.use(initReactI18next).init({
  resources: { en: english },
  // Until the stored language's texts arrive the interface speaks English (the fallback).
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Settles once the stored language is in place (the app renders after it, so no English flash). */
export const i18nReady: Promise<void> =
  initial === 'en' ? Promise.resolve() : setLanguage(initial).catch(() => undefined);

export { i18n };
