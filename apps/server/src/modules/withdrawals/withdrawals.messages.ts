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
  // The back office's answers about a withdrawal it reviews.
  withdrawal_not_pending: {
    en: 'This withdrawal is no longer pending.',
    es: 'Esta retirada ya no está pendiente.',
    pt: 'Este saque não está mais pendente.',
    ru: 'Этот вывод уже не ожидает обработки.',
  },
  withdrawal_already_approved: {
    en: 'This withdrawal has already been approved.',
    es: 'Esta retirada ya ha sido aprobada.',
    pt: 'Este saque já foi aprovado.',
    ru: 'Этот вывод уже одобрен.',
  },
  withdrawal_not_approved: {
    en: 'This withdrawal has not been approved yet.',
    es: 'Esta retirada aún no ha sido aprobada.',
    pt: 'Este saque ainda não foi aprovado.',
    ru: 'Этот вывод ещё не одобрен.',
  },
  operator_refused: {
    en: '{reason}',
    es: '{reason}',
    pt: '{reason}',
    ru: '{reason}',
  },
});

registerMessages(withdrawalsMessages);
