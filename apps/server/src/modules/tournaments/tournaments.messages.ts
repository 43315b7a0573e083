import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the events calls answer. */
export const tournamentMessages = defineMessages({
  tournament_not_found: {
    en: 'This tournament does not exist.',
    es: 'Este torneo no existe.',
    pt: 'Este torneio não existe.',
    ru: 'Такого турнира не существует.',
  },
});

registerMessages(tournamentMessages);
