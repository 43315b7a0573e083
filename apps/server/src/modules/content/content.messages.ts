import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the pages calls answer. */
export const contentMessages = defineMessages({
  page_not_found: {
    en: 'This page does not exist.',
    es: 'Esta página no existe.',
    pt: 'Esta página não existe.',
    ru: 'Такой страницы не существует.',
  },
});

registerMessages(contentMessages);
