import type { Locale } from '../../platform/i18n/locale.js';

/** A message's words in one language; {name} placeholders are filled when it is read. */
export interface MessageTexts {
  title: string;
  description: string;
  button: string;
}

type Catalogue = Record<string, Record<Locale, MessageTexts>>;
const defineTexts = <const C extends Catalogue>(catalogue: C): C => catalogue;

/**
 * The inbox's messages in the four languages, one entry per event type (and variant, after a
 * dot). Amounts, dates and counts arrive formatted for the language (see inbox.templates.ts).
 */
export const INBOX_TEXTS = defineTexts({
  deposit_credited: {
    en: {
      title: 'Deposit credited',
      description: '{amount} is on your balance: your payment of {tokens} has been confirmed. Good luck!',
      button: 'View history',
    },
    es: {
      title: 'Depósito acreditado',
      description: '{amount} ya están en tu saldo: tu pago de {tokens} se ha confirmado. ¡Buena suerte!',
      button: 'Ver historial',
    },
    pt: {
      title: 'Depósito creditado',
      description: '{amount} já estão no seu saldo: seu pagamento de {tokens} foi confirmado. Boa sorte!',
      button: 'Ver histórico',
    },
    ru: {
      title: 'Депозит зачислен',
      description: '{amount} на вашем балансе: платёж {tokens} подтверждён. Удачи!',
      button: 'История',
    },
  },
  withdrawal_paid: {
    en: {
      title: 'Withdrawal sent',
      description:
        '{amount} has been sent to your {token} wallet. It may take a few minutes to show on the network.',
      button: 'View history',
    },
    es: {
      title: 'Retiro enviado',
      description:
        'Hemos enviado {amount} a tu monedero {token}. Puede tardar unos minutos en aparecer en la red.',
      button: 'Ver historial',
    },
    pt: {
      title: 'Saque enviado',
      description:
        'Enviamos {amount} para sua carteira {token}. Pode levar alguns minutos para aparecer na rede.',
      button: 'Ver histórico',
    },
    ru: {
      title: 'Вывод отправлен',
      description:
        '{amount} отправлено на ваш кошелёк {token}. Поступление в сети может занять несколько минут.',
      button: 'История',
    },
  },
  withdrawal_rejected: {
    en: {
      title: 'Withdrawal declined',
      description:
        'Your withdrawal of {amount} was declined and the amount is back on your balance. Reason: {reason}',
      button: 'View history',
    },
    es: {
      title: 'Retiro rechazado',
      description: 'Tu retiro de {amount} fue rechazado y el importe ha vuelto a tu saldo. Motivo: {reason}',
      button: 'Ver historial',
    },
    pt: {
      title: 'Saque recusado',
      description: 'Seu saque de {amount} foi recusado e o valor voltou para o seu saldo. Motivo: {reason}',
      button: 'Ver histórico',
    },
    ru: {
      title: 'Вывод отклонён',
      description: 'Ваш вывод {amount} отклонён, сумма возвращена на баланс. Причина: {reason}',
      button: 'История',
    },
  },
  'document_verified.account': {
    en: {
      title: 'Account verified',
      description:
        'Your identity document has been checked and your account is verified. Withdrawals are open to you now.',
      button: 'Go to profile',
    },
    es: {
      title: 'Cuenta verificada',
      description:
        'Hemos revisado tu documento de identidad y tu cuenta está verificada. Ya puedes retirar fondos.',
      button: 'Ir al perfil',
    },
    pt: {
      title: 'Conta verificada',
      description:
        'Seu documento de identidade foi conferido e sua conta está verificada. Você já pode fazer saques.',
      button: 'Ir para o perfil',
    },
    ru: {
      title: 'Аккаунт подтверждён',
      description: 'Ваш документ проверен, аккаунт верифицирован. Теперь вам доступен вывод средств.',
      button: 'В профиль',
    },
  },
  'document_verified.document': {
    en: {
      title: 'Document accepted',
      description: 'Your document has been accepted. We will finish checking your account shortly.',
      button: 'Go to profile',
    },
    es: {
      title: 'Documento aceptado',
      description: 'Tu documento ha sido aceptado. Terminaremos de revisar tu cuenta en breve.',
      button: 'Ir al perfil',
    },
    pt: {
      title: 'Documento aceito',
      description: 'Seu documento foi aceito. Terminaremos de verificar sua conta em breve.',
      button: 'Ir para o perfil',
    },
    ru: {
      title: 'Документ принят',
      description: 'Ваш документ принят. Мы скоро завершим проверку аккаунта.',
      button: 'В профиль',
    },
  },
  document_rejected: {
    en: {
      title: 'Document not accepted',
      description:
        'We could not accept your document. Please upload a clear photo of the original with all data visible. Reason: {reason}',
      button: 'Upload again',
    },
    es: {
      title: 'Documento no aceptado',
      description:
        'No hemos podido aceptar tu documento. Sube una foto nítida del original con todos los datos visibles. Motivo: {reason}',
      button: 'Subir de nuevo',
    },
    pt: {
      title: 'Documento não aceito',
      description:
        'Não foi possível aceitar seu documento. Envie uma foto nítida do original com todos os dados visíveis. Motivo: {reason}',
      button: 'Enviar novamente',
    },
    ru: {
      title: 'Документ не принят',
      description:
        'Мы не смогли принять ваш документ. Загрузите чёткое фото оригинала, на котором видны все данные. Причина: {reason}',
      button: 'Загрузить снова',
    },
  },
  'bonus_granted.bonus': {
    en: {
      title: 'Your bonus is active',
      description: '{title}: {bonus} is on your bonus balance. Wager it by {date} to turn it into cash.',
      button: 'My bonus',
    },
    es: {
      title: 'Tu bono está activo',
      description:
        '{title}: tienes {bonus} en tu saldo de bono. Apuéstalo antes del {date} para convertirlo en efectivo.',
      button: 'Mi bono',
    },
    pt: {
      title: 'Seu bônus está ativo',
      description:
        '{title}: {bonus} estão no seu saldo de bônus. Aposte até {date} para transformá-lo em dinheiro.',
      button: 'Meu bônus',
    },
    ru: {
      title: 'Бонус активен',
      description: '{title}: {bonus} на бонусном балансе. Отыграйте до {date}, чтобы перевести в деньги.',
      button: 'Мой бонус',
    },
  },
  'bonus_granted.spins': {
    en: {
      title: 'Your free spins are ready',
      description: '{title}: {spins} are ready to play. Wager their winnings by {date}.',
      button: 'My bonus',
    },
    es: {
      title: 'Tus giros gratis están listos',
      description: '{title}: tienes {spins} listos para jugar. Apuesta sus ganancias antes del {date}.',
      button: 'Mi bono',
    },
    pt: {
      title: 'Suas rodadas grátis estão prontas',
      description: '{title}: {spins} prontas para jogar. Aposte os ganhos até {date}.',
      button: 'Meu bônus',
    },
    ru: {
      title: 'Фриспины готовы',
      description: '{title}: {spins} готовы к игре. Отыграйте выигрыши до {date}.',
      button: 'Мой бонус',
    },
  },
  'bonus_granted.both': {
    en: {
      title: 'Your bonus is active',
      description:
        '{title}: {bonus} is on your bonus balance and {spins} are ready to play. Wager them by {date}.',
      button: 'My bonus',
    },
    es: {
      title: 'Tu bono está activo',
      description:
        '{title}: tienes {bonus} en tu saldo de bono y {spins} listos para jugar. Apuéstalos antes del {date}.',
      button: 'Mi bono',
    },
    pt: {
      title: 'Seu bônus está ativo',
      description:
        '{title}: {bonus} estão no seu saldo de bônus e {spins} prontas para jogar. Aposte até {date}.',
      button: 'Meu bônus',
    },
    ru: {
      title: 'Бонус активен',
      description: '{title}: {bonus} на бонусном балансе и {spins} готовы к игре. Отыграйте до {date}.',
      button: 'Мой бонус',
    },
  },
  bonus_activated: {
    en: {
      title: 'Your bonus awaits a deposit',
      description: 'You activated {title}. Deposit at least {amount} by {date} and it is yours.',
      button: 'Go to bonus',
    },
    es: {
      title: 'Tu bono espera un depósito',
      description: 'Has activado {title}. Deposita al menos {amount} antes del {date} y será tuyo.',
      button: 'Ir al bono',
    },
    pt: {
      title: 'Seu bônus aguarda um depósito',
      description: 'Você ativou {title}. Deposite pelo menos {amount} até {date} e ele será seu.',
      button: 'Ir para o bônus',
    },
    ru: {
      title: 'Бонус ждёт депозита',
      description: 'Вы активировали {title}. Внесите не менее {amount} до {date}, и бонус ваш.',
      button: 'К бонусу',
    },
  },
  sports_free_bet: {
    en: {
      title: 'Your free bet is ready',
      description:
        '{title}: a free bet of {amount} is waiting in your bet slip until {date}. Its winnings are wagered 3x on sports.',
      button: 'Bet now',
    },
    es: {
      title: 'Tu apuesta gratis está lista',
      description:
        '{title}: tienes una apuesta gratis de {amount} en tu boleto hasta el {date}. Sus ganancias se apuestan 3 veces en deportes.',
      button: 'Apostar',
    },
    pt: {
      title: 'Sua aposta grátis está pronta',
      description:
        '{title}: uma aposta grátis de {amount} espera no seu boletim até {date}. Os ganhos são apostados 3x em esportes.',
      button: 'Apostar',
    },
    ru: {
      title: 'Фрибет готов',
      description:
        '{title}: фрибет на {amount} ждёт в купоне до {date}. Выигрыш с него отыгрывается 3 раза ставками на спорт.',
      button: 'Сделать ставку',
    },
  },
  sports_bet_after_bonus: {
    en: {
      title: 'Bet refused: it would settle after your bonus ends',
      description:
        'Your sports bonus ends on {date}. A bet on an event that starts later cannot count towards it, so it was not placed. Choose an earlier event.',
      button: 'My bonus',
    },
    es: {
      title: 'Apuesta rechazada: se liquidaría después de tu bono',
      description:
        'Tu bono deportivo termina el {date}. Una apuesta a un evento que empieza después no puede contar para él, así que no se realizó. Elige un evento anterior.',
      button: 'Mi bono',
    },
    pt: {
      title: 'Aposta recusada: seria liquidada após o fim do bônus',
      description:
        'Seu bônus de esportes termina em {date}. Uma aposta em evento que começa depois não pode contar para ele, então não foi feita. Escolha um evento anterior.',
      button: 'Meu bônus',
    },
    ru: {
      title: 'Ставка отклонена: она рассчитается после окончания бонуса',
      description:
        'Ваш спортивный бонус заканчивается {date}. Ставка на событие, которое начнётся позже, не может идти в его счёт, поэтому она не принята. Выберите более раннее событие.',
      button: 'Мой бонус',
    },
  },
  bonus_expiring: {
    en: {
      title: 'Your bonus ends soon',
      description:
        '{title} ends on {date}. Finish wagering it before then, or the bonus and its winnings are removed.',
      button: 'See progress',
    },
    es: {
      title: 'Tu bono termina pronto',
      description:
        '{title} termina el {date}. Completa la apuesta antes de esa fecha o el bono y sus ganancias se eliminarán.',
      button: 'Ver progreso',
    },
    pt: {
      title: 'Seu bônus termina em breve',
      description:
        '{title} termina em {date}. Conclua a aposta até lá, ou o bônus e seus ganhos serão removidos.',
      button: 'Ver progresso',
    },
    ru: {
      title: 'Бонус скоро закончится',
      description:
        '{title} закончится {date}. Завершите отыгрыш до этого времени, иначе бонус и выигрыши с него спишутся.',
      button: 'Прогресс',
    },
  },
  tournament_started: {
    en: {
      title: '{name} has started',
      description:
        "A prize pool of {prize} is up for grabs. Play the event's games until {date} to climb the leaderboard.",
      button: 'Join now',
    },
    es: {
      title: '{name} ha comenzado',
      description:
        'Hay {prize} en premios en juego. Juega a los juegos del evento hasta el {date} para subir en la clasificación.',
      button: 'Participar',
    },
    pt: {
      title: '{name} começou',
      description:
        'Há {prize} em prêmios em jogo. Jogue os jogos do evento até {date} para subir no ranking.',
      button: 'Participar',
    },
    ru: {
      title: 'Турнир «{name}» начался',
      description:
        'Призовой фонд — {prize}. Играйте в игры турнира до {date}, чтобы подняться в таблице лидеров.',
      button: 'Участвовать',
    },
  },
  tournament_prize: {
    en: {
      title: 'You won a prize!',
      description: 'You finished {name} in place {place}: {prize} has been added to your balance.',
      button: 'See leaderboard',
    },
    es: {
      title: '¡Has ganado un premio!',
      description: 'Terminaste {name} en el puesto {place}: hemos añadido {prize} a tu saldo.',
      button: 'Ver clasificación',
    },
    pt: {
      title: 'Você ganhou um prêmio!',
      description: 'Você terminou {name} na posição {place}: {prize} foram adicionados ao seu saldo.',
      button: 'Ver ranking',
    },
    ru: {
      title: 'Вы выиграли приз!',
      description: 'Вы заняли {place}-е место в турнире «{name}»: {prize} зачислено на ваш баланс.',
      button: 'Таблица лидеров',
    },
  },
  'station_reached.spins': {
    en: {
      title: 'Station {station} reached',
      description:
        'Well played! You reached station {station} this month, and {spins} are waiting for you in Bonuses.',
      button: 'Get my spins',
    },
    es: {
      title: 'Estación {station} alcanzada',
      description:
        '¡Bien jugado! Este mes has llegado a la estación {station} y tienes {spins} esperándote en Bonos.',
      button: 'Recoger giros',
    },
    pt: {
      title: 'Estação {station} alcançada',
      description:
        'Muito bem! Você chegou à estação {station} este mês, e {spins} esperam por você em Bônus.',
      button: 'Pegar rodadas',
    },
    ru: {
      title: 'Станция {station} достигнута',
      description:
        'Отличная игра! В этом месяце вы достигли станции {station}, и в разделе «Бонусы» вас ждут {spins}.',
      button: 'Забрать фриспины',
    },
  },
  'station_reached.plain': {
    en: {
      title: 'Station {station} reached',
      description: 'Well played! You reached station {station} this month. See what the next station brings.',
      button: 'My status',
    },
    es: {
      title: 'Estación {station} alcanzada',
      description:
        '¡Bien jugado! Este mes has llegado a la estación {station}. Mira lo que trae la siguiente.',
      button: 'Mi estatus',
    },
    pt: {
      title: 'Estação {station} alcançada',
      description:
        'Muito bem! Você chegou à estação {station} este mês. Veja o que a próxima estação oferece.',
      button: 'Meu status',
    },
    ru: {
      title: 'Станция {station} достигнута',
      description: 'Отличная игра! В этом месяце вы достигли станции {station}. Узнайте, что даёт следующая.',
      button: 'Мой статус',
    },
  },
  cashback_ready: {
    en: {
      title: 'Your cashback is ready',
      description:
        "{amount} of cashback ({rate}% of last week's net losses) is waiting for you. Claim it by {date}.",
      button: 'Claim cashback',
    },
    es: {
      title: 'Tu cashback está listo',
      description:
        'Tienes {amount} de cashback ({rate}% de tus pérdidas netas de la semana pasada). Reclámalo antes del {date}.',
      button: 'Reclamar cashback',
    },
    pt: {
      title: 'Seu cashback está pronto',
      description:
        'Você tem {amount} de cashback ({rate}% das suas perdas líquidas da semana passada). Resgate até {date}.',
      button: 'Resgatar cashback',
    },
    ru: {
      title: 'Кешбэк готов',
      description:
        'Вас ждёт кешбэк {amount} ({rate}% чистого проигрыша за прошлую неделю). Получите его до {date}.',
      button: 'Получить кешбэк',
    },
  },
});

export type TextKey = keyof typeof INBOX_TEXTS;

/** Free spins with their count, in the language's plural form. */
export const SPINS_WORDS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: '{n} free spin', other: '{n} free spins' },
  es: { one: '{n} giro gratis', other: '{n} giros gratis' },
  pt: { one: '{n} rodada grátis', other: '{n} rodadas grátis' },
  ru: { one: '{n} фриспин', few: '{n} фриспина', many: '{n} фриспинов', other: '{n} фриспина' },
};
