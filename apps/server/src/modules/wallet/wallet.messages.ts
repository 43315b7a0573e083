import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the ledger may tell a player; the callers decide on which field a message lands. */
export const walletMessages = defineMessages({
  insufficient_funds: {
    en: 'Insufficient funds.',
    es: 'Fondos insuficientes.',
    pt: 'Saldo insuficiente.',
    ru: 'Недостаточно средств.',
  },
  transfer_key_reused: {
    en: 'This operation was already recorded with different details.',
    es: 'Esta operación ya se registró con otros datos.',
    pt: 'Esta operação já foi registrada com outros dados.',
    ru: 'Эта операция уже записана с другими данными.',
  },
  amount_invalid: {
    en: 'Enter a positive amount in USD with at most 2 decimals.',
    es: 'Introduce un importe positivo en USD con 2 decimales como máximo.',
    pt: 'Insira um valor positivo em USD com no máximo 2 casas decimais.',
    ru: 'Введите положительную сумму в USD не более чем с 2 знаками после запятой.',
  },
  player_unknown: {
    en: 'Player not found.',
    es: 'Jugador no encontrado.',
    pt: 'Jogador não encontrado.',
    ru: 'Игрок не найден.',
  },
});

registerMessages(walletMessages);
