import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the cash box and the payment gateway may be told. */
export const paymentsMessages = defineMessages({
  payment_amount_invalid: {
    en: 'Enter a valid positive amount.',
    es: 'Introduce un importe positivo válido.',
    pt: 'Insira um valor positivo válido.',
    ru: 'Введите корректную положительную сумму.',
  },
  payment_amount_required: {
    en: 'Enter the amount in USD or in the token.',
    es: 'Introduce el importe en USD o en el token.',
    pt: 'Insira o valor em USD ou no token.',
    ru: 'Укажите сумму в USD или в токене.',
  },
  payment_usd_decimals: {
    en: 'Ensure that there are no more than 2 decimal places.',
    es: 'Asegúrate de que no haya más de 2 decimales.',
    pt: 'Certifique-se de que não haja mais de 2 casas decimais.',
    ru: 'Допускается не более 2 знаков после запятой.',
  },
  payment_token_decimals: {
    en: 'Ensure that there are no more than 5 decimal places.',
    es: 'Asegúrate de que no haya más de 5 decimales.',
    pt: 'Certifique-se de que não haja mais de 5 casas decimais.',
    ru: 'Допускается не более 5 знаков после запятой.',
  },
  payment_min_amount: {
    en: 'Minimum amount is {min} USD.',
    es: 'El importe mínimo es {min} USD.',
    pt: 'O valor mínimo é {min} USD.',
    ru: 'Минимальная сумма: {min} USD.',
  },
  payment_max_amount: {
    en: 'Maximum amount is {max} USD.',
    es: 'El importe máximo es {max} USD.',
    pt: 'O valor máximo é {max} USD.',
    ru: 'Максимальная сумма: {max} USD.',
  },
  payment_amounts_disagree: {
    en: 'The token amount does not match the USD amount at the current rate ({expected}).',
    es: 'El importe en token no coincide con el importe en USD al tipo actual ({expected}).',
    pt: 'O valor em token não corresponde ao valor em USD pela cotação atual ({expected}).',
    ru: 'Сумма в токене не соответствует сумме в USD по текущему курсу ({expected}).',
  },
  payment_provider_unknown: {
    en: 'This payment network is not available.',
    es: 'Esta red de pago no está disponible.',
    pt: 'Esta rede de pagamento não está disponível.',
    ru: 'Эта платёжная сеть недоступна.',
  },
  payment_token_unknown: {
    en: 'This token is not available on the chosen network.',
    es: 'Este token no está disponible en la red elegida.',
    pt: 'Este token não está disponível na rede escolhida.',
    ru: 'Этот токен недоступен в выбранной сети.',
  },
  payment_signature_invalid: {
    en: 'Invalid webhook signature.',
    es: 'Firma del webhook no válida.',
    pt: 'Assinatura do webhook inválida.',
    ru: 'Неверная подпись вебхука.',
  },
  payment_deposit_unavailable: {
    en: 'Deposits are not available for this account right now.',
    es: 'Los depósitos no están disponibles para esta cuenta en este momento.',
    pt: 'Os depósitos não estão disponíveis para esta conta no momento.',
    ru: 'Пополнение для этого аккаунта сейчас недоступно.',
  },
});

registerMessages(paymentsMessages);
