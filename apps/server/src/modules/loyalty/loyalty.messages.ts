import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the cashback calls answer. */
export const loyaltyMessages = defineMessages({
  cashback_claimed: {
    en: 'Your cashback has been credited as a bonus. Wager it to turn it into cash.',
    es: 'Tu cashback se ha abonado como bono. Apuéstalo para convertirlo en efectivo.',
    pt: 'Seu cashback foi creditado como bônus. Aposte-o para transformá-lo em dinheiro.',
    ru: 'Кешбэк зачислен как бонус. Отыграйте его, чтобы получить деньги.',
  },
  cashback_not_found: {
    en: 'Cashback not found.',
    es: 'Cashback no encontrado.',
    pt: 'Cashback não encontrado.',
    ru: 'Кешбэк не найден.',
  },
  cashback_already_claimed: {
    en: 'You have already claimed this cashback.',
    es: 'Ya has reclamado este cashback.',
    pt: 'Você já resgatou este cashback.',
    ru: 'Вы уже получили этот кешбэк.',
  },
  cashback_expired: {
    en: 'This cashback has expired: it could be claimed until the end of the following week.',
    es: 'Este cashback ha caducado: se podía reclamar hasta el final de la semana siguiente.',
    pt: 'Este cashback expirou: podia ser resgatado até o fim da semana seguinte.',
    ru: 'Срок кешбэка истёк: его можно было получить до конца следующей недели.',
  },
  cashback_bonus_active: {
    en: 'You have an active bonus. Finish or deactivate it to claim your cashback.',
    es: 'Tienes un bono activo. Complétalo o desactívalo para reclamar tu cashback.',
    pt: 'Você tem um bônus ativo. Conclua-o ou desative-o para resgatar seu cashback.',
    ru: 'У вас есть активный бонус. Отыграйте или деактивируйте его, чтобы получить кешбэк.',
  },
  cashback_unavailable: {
    en: 'Cashback is not available at the moment.',
    es: 'El cashback no está disponible en este momento.',
    pt: 'O cashback não está disponível no momento.',
    ru: 'Кешбэк сейчас недоступен.',
  },
});

registerMessages(loyaltyMessages);
