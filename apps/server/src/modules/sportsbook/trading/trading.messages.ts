import { defineMessages } from '../../../platform/i18n/messages.js';
import { registerMessages } from '../../../platform/i18n/translate.js';

/** Trading's answers in the console (docs/decisions/049). */
export const tradingMessages = defineMessages({
  sports_trading_sport_unknown: {
    en: 'Choose one of the sports the book offers.',
    es: 'Elige uno de los deportes que ofrece la casa.',
    pt: 'Escolha um dos esportes oferecidos pela casa.',
    ru: 'Выберите один из видов спорта, которые предлагает букмекер.',
  },
  sports_outcome_key_invalid: {
    en: 'An outcome is named with lower-case letters, digits and _ : . + - (up to 40).',
    es: 'Un resultado se nombra con minúsculas, dígitos y _ : . + - (hasta 40).',
    pt: 'Um resultado é nomeado com minúsculas, dígitos e _ : . + - (até 40).',
    ru: 'Исход называется строчными буквами, цифрами и _ : . + - (до 40 знаков).',
  },
  sports_specifier_invalid: {
    en: 'A line is written as name=number, e.g. total=2.5 or hcp=-0.75.',
    es: 'Una línea se escribe como nombre=número, p. ej. total=2.5 o hcp=-0.75.',
    pt: 'Uma linha é escrita como nome=número, p. ex. total=2.5 ou hcp=-0.75.',
    ru: 'Линия записывается как имя=число, например total=2.5 или hcp=-0.75.',
  },
  sports_outcome_key_repeated: {
    en: 'Each outcome of a market must have its own name.',
    es: 'Cada resultado de un mercado debe tener su propio nombre.',
    pt: 'Cada resultado de um mercado deve ter seu próprio nome.',
    ru: 'У каждого исхода рынка должно быть своё имя.',
  },
  sports_market_repeated: {
    en: 'The same market (type and line) is given twice.',
    es: 'El mismo mercado (tipo y línea) aparece dos veces.',
    pt: 'O mesmo mercado (tipo e linha) aparece duas vezes.',
    ru: 'Один и тот же рынок (тип и линия) указан дважды.',
  },
  sports_start_in_past: {
    en: 'The start time must be in the future.',
    es: 'La hora de inicio debe ser futura.',
    pt: 'O horário de início deve estar no futuro.',
    ru: 'Время начала должно быть в будущем.',
  },
  stake_factor_range: {
    en: 'The stake factor is between 0.01 and 1.',
    es: 'El factor de apuesta está entre 0,01 y 1.',
    pt: 'O fator de aposta fica entre 0,01 e 1.',
    ru: 'Коэффициент ставки — от 0,01 до 1.',
  },
  sports_event_not_found: {
    en: 'There is no such event.',
    es: 'No existe ese evento.',
    pt: 'Esse evento não existe.',
    ru: 'Такого события нет.',
  },
  sports_market_not_found: {
    en: 'There is no such market.',
    es: 'No existe ese mercado.',
    pt: 'Esse mercado não existe.',
    ru: 'Такого рынка нет.',
  },
  sports_outcome_not_found: {
    en: 'There is no such outcome.',
    es: 'No existe ese resultado.',
    pt: 'Esse resultado não existe.',
    ru: 'Такого исхода нет.',
  },
  sports_player_not_found: {
    en: 'There is no such player.',
    es: 'No existe ese jugador.',
    pt: 'Esse jogador não existe.',
    ru: 'Такого игрока нет.',
  },
  sports_market_not_active: {
    en: 'Only an open market can be suspended.',
    es: 'Solo se puede suspender un mercado abierto.',
    pt: 'Só um mercado aberto pode ser suspenso.',
    ru: 'Приостановить можно только открытый рынок.',
  },
  sports_market_not_suspended: {
    en: 'Only a suspended market can be reopened.',
    es: 'Solo se puede reabrir un mercado suspendido.',
    pt: 'Só um mercado suspenso pode ser reaberto.',
    ru: 'Открыть снова можно только приостановленный рынок.',
  },
  sports_market_closed_for_trading: {
    en: 'This market is settled or void: its prices no longer change.',
    es: 'Este mercado está liquidado o anulado: sus cuotas ya no cambian.',
    pt: 'Este mercado está liquidado ou anulado: suas odds não mudam mais.',
    ru: 'Этот рынок рассчитан или аннулирован: его коэффициенты больше не меняются.',
  },
  sports_market_already_void: {
    en: 'This market is already void.',
    es: 'Este mercado ya está anulado.',
    pt: 'Este mercado já está anulado.',
    ru: 'Этот рынок уже аннулирован.',
  },
  sports_event_already_void: {
    en: 'This event is already cancelled.',
    es: 'Este evento ya está cancelado.',
    pt: 'Este evento já está cancelado.',
    ru: 'Это событие уже отменено.',
  },
  sports_settle_outcomes_mismatch: {
    en: "Give a result for each of the market's outcomes, and only for them.",
    es: 'Indica un resultado para cada resultado del mercado, y solo para ellos.',
    pt: 'Informe um resultado para cada resultado do mercado, e só para eles.',
    ru: 'Укажите результат для каждого исхода рынка и только для них.',
  },
  sports_trading_stale: {
    en: 'The feed changed this event a moment ago. Reload it and try again.',
    es: 'La fuente cambió este evento hace un momento. Recárgalo e inténtalo de nuevo.',
    pt: 'O feed alterou este evento agora há pouco. Recarregue e tente novamente.',
    ru: 'Поток данных только что изменил это событие. Обновите страницу и повторите.',
  },
});
registerMessages(tradingMessages);
