import { defineMessages } from '../../../platform/i18n/messages.js';
import { registerMessages } from '../../../platform/i18n/translate.js';

/** The sportsbook bets' refusals (docs/decisions/047), keyed as the contract's sportsBetMessageKeys. */
export const betRefusalMessages = defineMessages({
  sports_outcome_unknown: {
    en: 'This selection is not offered.',
    es: 'Esta selección no está disponible.',
    pt: 'Esta seleção não está disponível.',
    ru: 'Этот исход недоступен.',
  },
  sports_market_closed: {
    en: 'This market is closed for betting right now.',
    es: 'Este mercado está cerrado a las apuestas en este momento.',
    pt: 'Este mercado está fechado para apostas no momento.',
    ru: 'Этот рынок сейчас закрыт для ставок.',
  },
  sports_event_started: {
    en: 'This event has started: bets on it are no longer taken.',
    es: 'Este evento ya comenzó: ya no se aceptan apuestas.',
    pt: 'Este evento já começou: não são mais aceitas apostas.',
    ru: 'Событие уже началось: ставки на него больше не принимаются.',
  },
  sports_odds_changed: {
    en: 'The odds changed (now {odds}). Check your slip and place the bet again.',
    es: 'Las cuotas cambiaron (ahora {odds}). Revisa tu boleto y vuelve a apostar.',
    pt: 'As odds mudaram (agora {odds}). Confira seu bilhete e aposte novamente.',
    ru: 'Коэффициент изменился (теперь {odds}). Проверьте купон и сделайте ставку снова.',
  },
  sports_same_event: {
    en: 'A bet cannot hold two selections of the same event.',
    es: 'Una apuesta no puede tener dos selecciones del mismo evento.',
    pt: 'Uma aposta não pode ter duas seleções do mesmo evento.',
    ru: 'В ставке не может быть двух исходов одного события.',
  },
  sports_bet_type_mismatch: {
    en: 'This bet type does not fit the number of selections.',
    es: 'Este tipo de apuesta no corresponde al número de selecciones.',
    pt: 'Este tipo de aposta não corresponde ao número de seleções.',
    ru: 'Этот тип ставки не подходит к числу исходов.',
  },
  sports_stake_too_low: {
    en: 'The stake per line must be at least {min} USD.',
    es: 'La apuesta por línea debe ser de al menos {min} USD.',
    pt: 'A aposta por linha deve ser de pelo menos {min} USD.',
    ru: 'Ставка на линию должна быть не меньше {min} USD.',
  },
  sports_stake_too_high: {
    en: 'The stake per line must be at most {max} USD.',
    es: 'La apuesta por línea debe ser como máximo de {max} USD.',
    pt: 'A aposta por linha deve ser de no máximo {max} USD.',
    ru: 'Ставка на линию должна быть не больше {max} USD.',
  },
  sports_payout_too_high: {
    en: 'This bet could return more than the maximum payout of {max} USD. Lower the stake.',
    es: 'Esta apuesta podría pagar más que el pago máximo de {max} USD. Reduce la apuesta.',
    pt: 'Esta aposta poderia pagar mais que o pagamento máximo de {max} USD. Reduza a aposta.',
    ru: 'Эта ставка может принести больше максимальной выплаты {max} USD. Уменьшите ставку.',
  },
  sports_insufficient_funds: {
    en: 'Your cash balance does not cover this stake.',
    es: 'Tu saldo en efectivo no cubre esta apuesta.',
    pt: 'Seu saldo em dinheiro não cobre esta aposta.',
    ru: 'На вашем денежном балансе недостаточно средств для этой ставки.',
  },
  sports_free_bet_unavailable: {
    en: 'This free bet is not available: it is used, expired or not yours.',
    es: 'Esta apuesta gratis no está disponible: ya se usó, caducó o no es tuya.',
    pt: 'Esta aposta grátis não está disponível: já foi usada, expirou ou não é sua.',
    ru: 'Этот фрибет недоступен: он использован, истёк или принадлежит не вам.',
  },
  sports_free_bet_stake: {
    en: 'A free bet is placed whole: the stake must be {amount} USD.',
    es: 'Una apuesta gratis se usa entera: el importe debe ser {amount} USD.',
    pt: 'Uma aposta grátis é usada inteira: o valor deve ser {amount} USD.',
    ru: 'Фрибет ставится целиком: сумма ставки должна быть {amount} USD.',
  },
  sports_free_bet_type: {
    en: 'A free bet can be placed on a single or an accumulator only.',
    es: 'Una apuesta gratis solo puede usarse en una simple o una combinada.',
    pt: 'Uma aposta grátis só pode ser usada em uma simples ou uma múltipla.',
    ru: 'Фрибет можно поставить только на ординар или экспресс.',
  },
  sports_bet_after_bonus: {
    en: 'This bet would settle after your sports bonus ends ({date}): choose an event that starts earlier.',
    es: 'Esta apuesta se liquidaría después del fin de tu bono deportivo ({date}): elige un evento que empiece antes.',
    pt: 'Esta aposta seria liquidada após o fim do seu bônus de esportes ({date}): escolha um evento que comece antes.',
    ru: 'Эта ставка рассчитается после окончания вашего спортивного бонуса ({date}): выберите событие, которое начнётся раньше.',
  },
  sports_bet_stop: {
    en: 'Betting on this market was stopped.',
    es: 'Se detuvieron las apuestas en este mercado.',
    pt: 'As apostas neste mercado foram suspensas.',
    ru: 'Приём ставок на этот рынок остановлен.',
  },
  sports_bet_key_reused: {
    en: 'This bet key was already used for a different bet.',
    es: 'Esta clave de apuesta ya se usó para otra apuesta.',
    pt: 'Esta chave de aposta já foi usada para outra aposta.',
    ru: 'Этот ключ ставки уже использован для другой ставки.',
  },
  sports_bet_retry: {
    en: 'The bet could not be placed just now and nothing was taken. Please try again.',
    es: 'No se pudo realizar la apuesta ahora y no se cobró nada. Inténtalo de nuevo.',
    pt: 'Não foi possível fazer a aposta agora e nada foi cobrado. Tente novamente.',
    ru: 'Сейчас не удалось принять ставку, средства не списаны. Попробуйте ещё раз.',
  },
  sports_bet_not_found: {
    en: 'This bet was not found.',
    es: 'No se encontró esta apuesta.',
    pt: 'Esta aposta não foi encontrada.',
    ru: 'Ставка не найдена.',
  },
});

/**
 * The words of a return's explanation (explanation-text.ts), one key per step. Each language
 * words the steps its own way; the parameters are the step's numbers.
 */
export const explanationMessages = defineMessages({
  expl_leg_open: {
    en: 'Leg {leg} at {odds} not settled',
    es: 'Selección {leg} a {odds} sin liquidar',
    pt: 'Seleção {leg} a {odds} não liquidada',
    ru: 'Исход {leg} по {odds} не рассчитан',
  },
  expl_leg: {
    en: 'Leg {leg} {outcome} at {odds}{formula}',
    es: 'Selección {leg} {outcome} a {odds}{formula}',
    pt: 'Seleção {leg} {outcome} a {odds}{formula}',
    ru: 'Исход {leg}: {outcome} по {odds}{formula}',
  },
  expl_leg_void: {
    en: ': counts as 1',
    es: ': cuenta como 1',
    pt: ': conta como 1',
    ru: ': считается как 1',
  },
  expl_outcome_won: { en: 'won', es: 'ganada', pt: 'ganha', ru: 'выигрыш' },
  expl_outcome_lost: { en: 'lost', es: 'perdida', pt: 'perdida', ru: 'проигрыш' },
  expl_outcome_void: { en: 'void', es: 'anulada', pt: 'anulada', ru: 'возврат' },
  expl_outcome_half_won: { en: 'half-won', es: 'medio ganada', pt: 'meio ganha', ru: 'половина выигрыша' },
  expl_outcome_half_lost: {
    en: 'half-lost',
    es: 'medio perdida',
    pt: 'meio perdida',
    ru: 'половина проигрыша',
  },
  expl_outcome_dead_heat: { en: 'dead heat', es: 'empate múltiple', pt: 'empate múltiplo', ru: 'дед-хит' },
  expl_outcome_partial: {
    en: 'partly settled',
    es: 'liquidada en parte',
    pt: 'liquidada em parte',
    ru: 'рассчитан частично',
  },
  expl_accumulator: {
    en: 'accumulator {terms} = {product}',
    es: 'combinada {terms} = {product}',
    pt: 'múltipla {terms} = {product}',
    ru: 'экспресс {terms} = {product}',
  },
  expl_size_1: { en: 'single', es: 'simple', pt: 'simples', ru: 'ординар' },
  expl_size_2: { en: 'double', es: 'doble', pt: 'dupla', ru: 'двойник' },
  expl_size_3: { en: 'treble', es: 'triple', pt: 'tripla', ru: 'тройник' },
  expl_size_n: {
    en: '{size}-fold',
    es: 'combinada de {size}',
    pt: 'múltipla de {size}',
    ru: 'экспресс из {size}',
  },
  expl_lines_one: {
    en: 'the {name} comes to {sum}',
    es: 'la {name} da {sum}',
    pt: 'a {name} dá {sum}',
    ru: '{name}: {sum}',
  },
  expl_lines_many: {
    en: '{count} {name}s add up to {sum}',
    es: '{count} × {name} suman {sum}',
    pt: '{count} × {name} somam {sum}',
    ru: '{count} × {name}: в сумме {sum}',
  },
  expl_k_from_n: { en: '{k} from {n}', es: '{k} de {n}', pt: '{k} de {n}', ru: '{k} из {n}' },
  expl_system_one: {
    en: '{name}, 1 line, comes to {sum}',
    es: '{name}, 1 línea, da {sum}',
    pt: '{name}, 1 linha, dá {sum}',
    ru: '{name}, 1 линия: {sum}',
  },
  expl_system_many: {
    en: '{name}, {count} lines, add up to {sum}',
    es: '{name}, {count} líneas, suman {sum}',
    pt: '{name}, {count} linhas, somam {sum}',
    ru: '{name}, линий: {count}, в сумме {sum}',
  },
  expl_return_one: {
    en: 'stake {stake} × {multiplier} → return {gross}{rounded}',
    es: 'apuesta {stake} × {multiplier} → pago {gross}{rounded}',
    pt: 'aposta {stake} × {multiplier} → retorno {gross}{rounded}',
    ru: 'ставка {stake} × {multiplier} → выплата {gross}{rounded}',
  },
  expl_return_lines: {
    en: 'stake {stake} a line ({total} in all) × {multiplier} → return {gross}{rounded}',
    es: 'apuesta {stake} por línea ({total} en total) × {multiplier} → pago {gross}{rounded}',
    pt: 'aposta {stake} por linha ({total} no total) × {multiplier} → retorno {gross}{rounded}',
    ru: 'ставка {stake} на линию (всего {total}) × {multiplier} → выплата {gross}{rounded}',
  },
  expl_rounded: {
    en: ' ({exact} rounded down)',
    es: ' ({exact} redondeado hacia abajo)',
    pt: ' ({exact} arredondado para baixo)',
    ru: ' ({exact} с округлением вниз)',
  },
  expl_free_bet: {
    en: 'free bet: the stake {stake} is not returned → {ret}',
    es: 'apuesta gratis: la apuesta {stake} no se devuelve → {ret}',
    pt: 'aposta grátis: a aposta {stake} não é devolvida → {ret}',
    ru: 'фрибет: ставка {stake} не возвращается → {ret}',
  },
  expl_refused: {
    en: 'Not accepted: the market closed or the price fell during the in-play delay; the stake {stake} was returned',
    es: 'No aceptada: el mercado se cerró o la cuota bajó durante la espera en vivo; se devolvió la apuesta {stake}',
    pt: 'Não aceita: o mercado fechou ou a odd caiu durante a espera ao vivo; a aposta {stake} foi devolvida',
    ru: 'Не принята: рынок закрылся или коэффициент упал во время задержки лайва; ставка {stake} возвращена',
  },
});

registerMessages(betRefusalMessages);
registerMessages(explanationMessages);
