import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the inbox calls answer on refusal. */
export const inboxMessages = defineMessages({
  inbox_message_not_found: {
    en: 'Message not found.',
    es: 'Mensaje no encontrado.',
    pt: 'Mensagem não encontrada.',
    ru: 'Сообщение не найдено.',
  },
});

registerMessages(inboxMessages);
