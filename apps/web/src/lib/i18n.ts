import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  BUNDLED_NAMESPACES,
  bundledEnglish,
  loadNamespace,
  LANGUAGES,
  type Language,
  type Namespace,
} from '../locales/resources';

const LANGUAGE_KEY = 'language';

export function storedLanguage(): Language {
  const value = window.localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

let wanted: Language = 'en';

/**
 * i18next's backend: a namespace's texts are fetched the first time a component asks for them
 * (react-i18next suspends it meanwhile) and, for each namespace in use, when the language changes.
 */
const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language as Language, namespace as Namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The chosen locale is kept and sent as Accept-Language with every API request. The texts in use
 * are fetched before switching, so the interface never shows a half-translated state; if they
 * cannot be fetched the interface stays as it was.
 */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  const inUse = [i18n.options.ns ?? []].flat();
  const missing = () => inUse.filter((ns) => !i18n.hasResourceBundle(language, ns));
  // Unlike loadLanguages, reloadResources tries a file that failed before (offline) again.
  if (missing().length > 0) await i18n.reloadResources(language, missing());
  if (missing().length > 0) throw new Error(`texts not loaded: ${language} ${missing().join(', ')}`);
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

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: { en: bundledEnglish },
    // The other namespaces come through the backend, English ones included.
    partialBundledLanguages: true,
    ns: [...BUNDLED_NAMESPACES],
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
