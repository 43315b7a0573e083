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
  // The back office's catalogue and content forms.
  nothing_to_change: {
    en: 'Change at least one thing.',
    es: 'Cambia al menos una cosa.',
    pt: 'Altere pelo menos uma coisa.',
    ru: 'Измените хотя бы что-нибудь.',
  },
  feed_or_url: {
    en: 'Upload a feed or give its address, not both.',
    es: 'Sube un feed o indica su dirección, no ambos.',
    pt: 'Envie um feed ou informe seu endereço, não ambos.',
    ru: 'Загрузите фид или укажите его адрес, но не то и другое.',
  },
  category_unknown: {
    en: 'A category of another mode or one that does not exist: {ids}.',
    es: 'Una categoría de otro modo o que no existe: {ids}.',
    pt: 'Uma categoria de outro modo ou que não existe: {ids}.',
    ru: 'Категория другого режима или несуществующая: {ids}.',
  },
});

registerMessages(catalogueMessages);
