import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the limits engine may tell a player. */
export const limitsMessages = defineMessages({
  deposit_limit_left: {
    en: 'Your deposit limit leaves {left} USD now; more becomes available on {frees}.',
    es: 'Tu límite de depósito deja {left} USD ahora; habrá más disponible el {frees}.',
    pt: 'Seu limite de depósito deixa {left} USD agora; mais fica disponível em {frees}.',
    ru: 'Ваш лимит депозита сейчас оставляет {left} USD; больше станет доступно {frees}.',
  },
  deposit_limit_reached: {
    en: 'Your deposit limit leaves {left} USD now.',
    es: 'Tu límite de depósito deja {left} USD ahora.',
    pt: 'Seu limite de depósito deixa {left} USD agora.',
    ru: 'Ваш лимит депозита сейчас оставляет {left} USD.',
  },
  play_paused: {
    en: 'You are taking a break until {until}: deposits, play and bonuses are closed. You can still withdraw.',
    es: 'Estás en una pausa hasta {until}: depósitos, juego y bonos están cerrados. Aún puedes retirar.',
    pt: 'Você está em uma pausa até {until}: depósitos, jogo e bônus estão fechados. Você ainda pode sacar.',
    ru: 'Вы взяли перерыв до {until}: депозиты, игра и бонусы закрыты. Вывод средств доступен.',
  },
  play_paused_permanent: {
    en: 'You have excluded yourself: deposits, play and bonuses are closed. You can still withdraw.',
    es: 'Te has autoexcluido: depósitos, juego y bonos están cerrados. Aún puedes retirar.',
    pt: 'Você se autoexcluiu: depósitos, jogo e bônus estão fechados. Você ainda pode sacar.',
    ru: 'Вы исключили себя: депозиты, игра и бонусы закрыты. Вывод средств доступен.',
  },
  play_limit: {
    en: 'This bet goes beyond what your loss or wager limits leave: {left} USD.',
    es: 'Esta apuesta supera lo que dejan tus límites de pérdidas o de apuestas: {left} USD.',
    pt: 'Esta aposta ultrapassa o que seus limites de perdas ou de apostas deixam: {left} USD.',
    ru: 'Эта ставка превышает остаток ваших лимитов проигрыша или ставок: {left} USD.',
  },
  limit_nothing_pending: {
    en: 'There is no change of this limit waiting for confirmation.',
    es: 'No hay ningún cambio de este límite pendiente de confirmación.',
    pt: 'Não há alteração deste limite aguardando confirmação.',
    ru: 'Нет изменения этого лимита, ожидающего подтверждения.',
  },
  limit_not_yet_confirmable: {
    en: 'This change can be confirmed from {at}.',
    es: 'Este cambio se puede confirmar a partir del {at}.',
    pt: 'Esta alteração pode ser confirmada a partir de {at}.',
    ru: 'Это изменение можно подтвердить начиная с {at}.',
  },
  break_already_longer: {
    en: 'A longer break is already running.',
    es: 'Ya hay una pausa más larga en curso.',
    pt: 'Uma pausa mais longa já está em andamento.',
    ru: 'Уже действует более длительный перерыв.',
  },
});

registerMessages(limitsMessages);
