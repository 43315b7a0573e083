import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, LANGUAGES, type Language } from '../locales/resources';

const LANGUAGE_KEY = 'language';

export function storedLanguage(): Language {
  const value = window.localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** The chosen locale is kept and sent as Accept-Language with every API request. */
export function setLanguage(language: Language): void {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof window === 'undefined' ? 'en' : storedLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
