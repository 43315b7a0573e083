import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the lobby's calls may answer besides the common validation messages. */
export const catalogueMessages = defineMessages({
  catalogue_no_games: {
    en: 'No games are available right now.',
    es: 'No hay juegos disponibles en este momento.',
    pt: 'Não há jogos disponíveis no momento.',
    ru: 'Сейчас нет доступных игр.',
  },
});

registerMessages(catalogueMessages);
