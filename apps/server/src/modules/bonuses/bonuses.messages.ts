import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the bonus calls answer (document 2, sections 7 and 8). */
export const bonusMessages = defineMessages({
  promo_activated: {
    en: 'The promo code has been activated.',
    es: 'El código promocional se ha activado.',
    pt: 'O código promocional foi ativado.',
    ru: 'Промокод активирован.',
  },
  promo_code_required: {
    en: 'Enter a promo code.',
    es: 'Introduce un código promocional.',
    pt: 'Insira um código promocional.',
    ru: 'Введите промокод.',
  },
  promo_unknown: {
    en: 'This promo code does not exist.',
    es: 'Este código promocional no existe.',
    pt: 'Este código promocional não existe.',
    ru: 'Такого промокода не существует.',
  },
  promo_expired: {
    en: 'This promo code has expired.',
    es: 'Este código promocional ha caducado.',
    pt: 'Este código promocional expirou.',
    ru: 'Срок действия промокода истёк.',
  },
  promo_used: {
    en: 'You have already used this promo code.',
    es: 'Ya has usado este código promocional.',
    pt: 'Você já usou este código promocional.',
    ru: 'Вы уже использовали этот промокод.',
  },
  promo_not_eligible: {
    en: 'This promo code is not available for your account.',
    es: 'Este código promocional no está disponible para tu cuenta.',
    pt: 'Este código promocional não está disponível para sua conta.',
    ru: 'Этот промокод недоступен для вашего аккаунта.',
  },
  bonus_id_invalid: {
    en: 'Choose a valid bonus.',
    es: 'Elige un bono válido.',
    pt: 'Escolha um bônus válido.',
    ru: 'Выберите действительный бонус.',
  },
  bonus_not_found: {
    en: 'Bonus not found.',
    es: 'Bono no encontrado.',
    pt: 'Bônus não encontrado.',
    ru: 'Бонус не найден.',
  },
  bonus_activated: {
    en: 'The bonus has been activated.',
    es: 'El bono se ha activado.',
    pt: 'O bônus foi ativado.',
    ru: 'Бонус активирован.',
  },
  bonus_pending_deposit: {
    en: 'The bonus has been activated. Make a deposit of at least {amount} to receive it.',
    es: 'El bono se ha activado. Haz un depósito de al menos {amount} para recibirlo.',
    pt: 'O bônus foi ativado. Faça um depósito de pelo menos {amount} para recebê-lo.',
    ru: 'Бонус активирован. Внесите депозит от {amount}, чтобы получить его.',
  },
  bonus_deactivated: {
    en: 'The bonus has been deactivated.',
    es: 'El bono se ha desactivado.',
    pt: 'O bônus foi desativado.',
    ru: 'Бонус деактивирован.',
  },
  bonus_declined: {
    en: 'The super bonus has been declined.',
    es: 'Has rechazado el súper bono.',
    pt: 'Você recusou o super bônus.',
    ru: 'Вы отказались от супербонуса.',
  },
  bonus_unavailable: {
    en: 'This bonus is no longer available.',
    es: 'Este bono ya no está disponible.',
    pt: 'Este bônus não está mais disponível.',
    ru: 'Этот бонус больше недоступен.',
  },
  bonus_already_active: {
    en: 'You already have an active bonus. Replace it to activate this one.',
    es: 'Ya tienes un bono activo. Sustitúyelo para activar este.',
    pt: 'Você já tem um bônus ativo. Substitua-o para ativar este.',
    ru: 'У вас уже есть активный бонус. Замените его, чтобы активировать этот.',
  },
  bonus_not_current: {
    en: 'This bonus is not active.',
    es: 'Este bono no está activo.',
    pt: 'Este bônus não está ativo.',
    ru: 'Этот бонус не активен.',
  },
  bonus_needs_verified: {
    en: 'This bonus needs a verified identity.',
    es: 'Este bono requiere una identidad verificada.',
    pt: 'Este bônus exige identidade verificada.',
    ru: 'Для этого бонуса нужна подтверждённая личность.',
  },
  bonus_needs_email_confirmed: {
    en: 'Confirm your e-mail address to take this bonus.',
    es: 'Confirma tu correo electrónico para obtener este bono.',
    pt: 'Confirme seu e-mail para receber este bônus.',
    ru: 'Подтвердите e-mail, чтобы получить этот бонус.',
  },
  bonus_needs_phone_confirmed: {
    en: 'Confirm your phone number to take this bonus.',
    es: 'Confirma tu número de teléfono para obtener este bono.',
    pt: 'Confirme seu número de telefone para receber este bônus.',
    ru: 'Подтвердите номер телефона, чтобы получить этот бонус.',
  },
  bonus_needs_deposits: {
    en: 'This bonus needs more deposits in your history.',
    es: 'Este bono requiere más depósitos en tu historial.',
    pt: 'Este bônus exige mais depósitos no seu histórico.',
    ru: 'Для этого бонуса нужно больше депозитов в истории.',
  },
  bonus_needs_deposit_number: {
    en: 'This welcome bonus is for another deposit of the package.',
    es: 'Este bono de bienvenida es para otro depósito del paquete.',
    pt: 'Este bônus de boas-vindas é para outro depósito do pacote.',
    ru: 'Этот приветственный бонус относится к другому депозиту пакета.',
  },
  bonus_needs_birthday: {
    en: 'The birthday gift is available for 5 days from your birthday.',
    es: 'El regalo de cumpleaños está disponible 5 días desde tu cumpleaños.',
    pt: 'O presente de aniversário fica disponível por 5 dias a partir do seu aniversário.',
    ru: 'Подарок доступен 5 дней начиная с дня рождения.',
  },
  bonus_needs_registration: {
    en: 'This welcome bonus was available for a limited time after registration.',
    es: 'Este bono de bienvenida estaba disponible por tiempo limitado tras el registro.',
    pt: 'Este bônus de boas-vindas estava disponível por tempo limitado após o cadastro.',
    ru: 'Этот приветственный бонус был доступен ограниченное время после регистрации.',
  },
  bonus_linked_account: {
    en: 'A welcome bonus is given once per person, and an account linked to yours has already received one.',
    es: 'El bono de bienvenida se da una vez por persona y una cuenta vinculada a la tuya ya lo recibió.',
    pt: 'O bônus de boas-vindas é dado uma vez por pessoa, e uma conta ligada à sua já o recebeu.',
    ru: 'Приветственный бонус выдаётся один раз на человека, и связанный с вами аккаунт уже получил его.',
  },
  bonus_super_unavailable: {
    en: 'The super bonus is no longer available.',
    es: 'El súper bono ya no está disponible.',
    pt: 'O super bônus não está mais disponível.',
    ru: 'Супербонус больше недоступен.',
  },
  bonus_button_activate: { en: 'Activate', es: 'Activar', pt: 'Ativar', ru: 'Активировать' },
  bonus_button_deposit: { en: 'Deposit', es: 'Depositar', pt: 'Depositar', ru: 'Пополнить' },
  bonus_button_deactivate: { en: 'Deactivate', es: 'Desactivar', pt: 'Desativar', ru: 'Деактивировать' },
});

registerMessages(bonusMessages);
