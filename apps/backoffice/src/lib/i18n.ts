import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english } from '../locales/resources';

// English only for now; the namespaces mirror the features so a language is one folder more
// (src/locales/<language>/*.json) when the console is translated.
void i18n.use(initReactI18next).init({
  resources: { en: english },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
