import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

export const withdrawalsMessages = defineMessages({
  // Word for word from the spec's error catalogue.
  withdrawal_unverified: {
    en: 'Withdrawal is unavailable. To continue you need to verify your account.',
    es: 'La retirada no está disponible. Para continuar, debes verificar tu cuenta.',
    pt: 'O saque não está disponível. Para continuar, você precisa verificar sua conta.',
    ru: 'Вывод средств недоступен. Чтобы продолжить, необходимо верифицировать аккаунт.',
  },
  withdrawal_network_not_deposited: {
    en: 'Withdrawals go only through the payment system you deposited with.',
    es: 'Las retiradas solo se realizan a través del sistema de pago con el que depositaste.',
    pt: 'Os saques são feitos apenas pelo sistema de pagamento usado no depósito.',
    ru: 'Вывод возможен только через платёжную систему, которой вы пополняли счёт.',
  },
  withdrawal_address_invalid: {
    en: 'Enter a valid {network} wallet address.',
    es: 'Introduce una dirección de billetera {network} válida.',
    pt: 'Insira um endereço de carteira {network} válido.',
    ru: 'Введите корректный адрес кошелька {network}.',
  },
});

registerMessages(withdrawalsMessages);
