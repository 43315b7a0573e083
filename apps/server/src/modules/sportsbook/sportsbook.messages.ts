import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** The sportsbook's words: errors, sports, markets and outcomes as shown to a player. */
export const sportsbookMessages = defineMessages({
  sport_event_not_found: {
    en: 'This event was not found.',
    es: 'No se encontró este evento.',
    pt: 'Este evento não foi encontrado.',
    ru: 'Это событие не найдено.',
  },
  sport_unknown: {
    en: 'There is no such sport.',
    es: 'No existe ese deporte.',
    pt: 'Esse esporte não existe.',
    ru: 'Такого вида спорта нет.',
  },
  sport_name_football: { en: 'Football', es: 'Fútbol', pt: 'Futebol', ru: 'Футбол' },
  sport_name_tennis: { en: 'Tennis', es: 'Tenis', pt: 'Tênis', ru: 'Теннис' },
  sport_name_basketball: { en: 'Basketball', es: 'Baloncesto', pt: 'Basquete', ru: 'Баскетбол' },
  market_match_result: {
    en: 'Match result',
    es: 'Resultado del partido',
    pt: 'Resultado final',
    ru: 'Исход матча',
  },
  market_double_chance: {
    en: 'Double chance',
    es: 'Doble oportunidad',
    pt: 'Dupla chance',
    ru: 'Двойной шанс',
  },
  market_draw_no_bet: {
    en: 'Draw no bet',
    es: 'Empate, apuesta no válida',
    pt: 'Empate anula aposta',
    ru: 'Ничья — возврат ставки',
  },
  market_total: { en: 'Total {line}', es: 'Total {line}', pt: 'Total {line}', ru: 'Тотал {line}' },
  market_handicap: { en: 'Handicap {line}', es: 'Hándicap {line}', pt: 'Handicap {line}', ru: 'Фора {line}' },
  market_both_teams_to_score: {
    en: 'Both teams to score',
    es: 'Ambos equipos marcan',
    pt: 'Ambas as equipes marcam',
    ru: 'Обе команды забьют',
  },
  market_correct_score: {
    en: 'Correct score',
    es: 'Resultado exacto',
    pt: 'Placar exato',
    ru: 'Точный счёт',
  },
  market_match_winner: { en: 'Winner', es: 'Ganador', pt: 'Vencedor', ru: 'Победитель' },
  outcome_draw: { en: 'Draw', es: 'Empate', pt: 'Empate', ru: 'Ничья' },
  outcome_over: { en: 'Over {line}', es: 'Más de {line}', pt: 'Mais de {line}', ru: 'Больше {line}' },
  outcome_under: { en: 'Under {line}', es: 'Menos de {line}', pt: 'Menos de {line}', ru: 'Меньше {line}' },
  outcome_yes: { en: 'Yes', es: 'Sí', pt: 'Sim', ru: 'Да' },
  outcome_no: { en: 'No', es: 'No', pt: 'Não', ru: 'Нет' },
  outcome_home_or_draw: {
    en: '{home} or draw',
    es: '{home} o empate',
    pt: '{home} ou empate',
    ru: '{home} или ничья',
  },
  outcome_home_or_away: {
    en: '{home} or {away}',
    es: '{home} o {away}',
    pt: '{home} ou {away}',
    ru: '{home} или {away}',
  },
  outcome_draw_or_away: {
    en: 'Draw or {away}',
    es: 'Empate o {away}',
    pt: 'Empate ou {away}',
    ru: 'Ничья или {away}',
  },
  outcome_other_score: { en: 'Any other score', es: 'Otro resultado', pt: 'Outro placar', ru: 'Другой счёт' },
});

registerMessages(sportsbookMessages);
