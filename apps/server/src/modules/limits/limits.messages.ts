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
  time_limit_reached: {
    en: 'You have reached your daily play-time limit of {minutes} minutes. Real-money play opens again tomorrow.',
    es: 'Has alcanzado tu límite diario de tiempo de juego de {minutes} minutos. El juego con dinero real se reabre mañana.',
    pt: 'Você atingiu seu limite diário de tempo de jogo de {minutes} minutos. O jogo com dinheiro real reabre amanhã.',
    ru: 'Вы достигли дневного лимита игрового времени ({minutes} мин). Игра на реальные деньги снова откроется завтра.',
  },
  reality_check_due: {
    en: 'Time for a reality check: see your session on the game page and confirm it to play on.',
    es: 'Es hora de un control de realidad: revisa tu sesión en la página del juego y confírmalo para seguir jugando.',
    pt: 'Hora de um alerta de realidade: veja sua sessão na página do jogo e confirme para continuar jogando.',
    ru: 'Время проверки реальности: посмотрите итоги сессии на странице игры и подтвердите, чтобы продолжить.',
  },
  reality_check_required: {
    en: 'Reality checks cannot be turned off here: choose an interval.',
    es: 'Aquí no se pueden desactivar los controles de realidad: elige un intervalo.',
    pt: 'Aqui os alertas de realidade não podem ser desativados: escolha um intervalo.',
    ru: 'Здесь проверки реальности нельзя отключить: выберите интервал.',
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
  reopen_not_yet: {
    en: 'Your self-exclusion runs until {at}; the account can be reopened only after that.',
    es: 'Tu autoexclusión dura hasta el {at}; la cuenta solo se puede reabrir después.',
    pt: 'Sua autoexclusão vai até {at}; a conta só pode ser reaberta depois disso.',
    ru: 'Ваше самоисключение действует до {at}; счёт можно будет открыть только после этого.',
  },
  reopen_permanent: {
    en: 'A permanent self-exclusion cannot be reopened.',
    es: 'Una autoexclusión permanente no se puede reabrir.',
    pt: 'Uma autoexclusão permanente não pode ser reaberta.',
    ru: 'Бессрочное самоисключение нельзя отменить.',
  },
  reopen_register: {
    en: 'The national self-exclusion register lists you, so the account stays closed.',
    es: 'El registro nacional de autoexclusión te incluye, así que la cuenta sigue cerrada.',
    pt: 'O registro nacional de autoexclusão inclui você, por isso a conta continua fechada.',
    ru: 'Вы внесены в национальный реестр самоисключения, поэтому счёт остаётся закрытым.',
  },
  reopen_nothing: {
    en: 'There is no ended self-exclusion to reopen the account from.',
    es: 'No hay ninguna autoexclusión terminada desde la que reabrir la cuenta.',
    pt: 'Não há autoexclusão encerrada a partir da qual reabrir a conta.',
    ru: 'Нет завершившегося самоисключения, после которого можно открыть счёт.',
  },
  signup_excluded: {
    en: 'We cannot open an account for you: these details belong to a self-excluded player.',
    es: 'No podemos abrirte una cuenta: estos datos pertenecen a un jugador autoexcluido.',
    pt: 'Não podemos abrir uma conta para você: estes dados pertencem a um jogador autoexcluído.',
    ru: 'Мы не можем открыть вам счёт: эти данные принадлежат самоисключённому игроку.',
  },
  signup_register_excluded: {
    en: 'We cannot open an account for you: the national self-exclusion register lists you.',
    es: 'No podemos abrirte una cuenta: el registro nacional de autoexclusión te incluye.',
    pt: 'Não podemos abrir uma conta para você: o registro nacional de autoexclusão inclui você.',
    ru: 'Мы не можем открыть вам счёт: вы внесены в национальный реестр самоисключения.',
  },
  signup_register_unavailable: {
    en: 'Sign-up is not possible right now: we could not check the national self-exclusion register. Please try again in a few minutes.',
    es: 'El registro no es posible ahora: no hemos podido consultar el registro nacional de autoexclusión. Inténtalo de nuevo en unos minutos.',
    pt: 'O cadastro não é possível agora: não conseguimos consultar o registro nacional de autoexclusão. Tente novamente em alguns minutos.',
    ru: 'Регистрация сейчас невозможна: не удалось проверить национальный реестр самоисключения. Попробуйте снова через несколько минут.',
  },
  limits_none_to_review: {
    en: 'You have no limits to review yet.',
    es: 'Aún no tienes límites que revisar.',
    pt: 'Você ainda não tem limites para revisar.',
    ru: 'У вас пока нет лимитов для пересмотра.',
  },
  limit_staff_cannot_raise: {
    en: 'Staff may set or lower a limit, never raise or remove one: only the player can, with 24 hours to think.',
    es: 'El personal puede fijar o bajar un límite, nunca subirlo ni quitarlo: solo el jugador puede, con 24 horas para pensarlo.',
    pt: 'A equipe pode definir ou reduzir um limite, nunca aumentá-lo ou removê-lo: só o jogador pode, com 24 horas para pensar.',
    ru: 'Сотрудники могут установить или снизить лимит, но не повысить и не снять его: это может только игрок, с 24 часами на раздумье.',
  },
});

registerMessages(limitsMessages);
