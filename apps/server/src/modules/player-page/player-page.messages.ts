import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** The player page's answers to staff. */
export const playerPageMessages = defineMessages({
  player_not_found: {
    en: 'There is no such player.',
    es: 'No existe ese jugador.',
    pt: 'Esse jogador não existe.',
    ru: 'Такого игрока нет.',
  },
  status_invalid: {
    en: 'Choose suspended or blocked.',
    es: 'Elige suspendida o bloqueada.',
    pt: 'Escolha suspensa ou bloqueada.',
    ru: 'Выберите «приостановлен» или «заблокирован».',
  },
  player_status_unchanged: {
    en: 'The account is {status} already.',
    es: 'La cuenta ya está en estado {status}.',
    pt: 'A conta já está no estado {status}.',
    ru: 'Аккаунт уже в состоянии {status}.',
  },
  player_closed_final: {
    en: 'The account is closed: only lifting the closure (with a second person) changes it.',
    es: 'La cuenta está cerrada: solo levantar el cierre (con una segunda persona) la cambia.',
    pt: 'A conta está encerrada: só a reabertura (com uma segunda pessoa) a altera.',
    ru: 'Аккаунт закрыт: изменить это можно только снятием закрытия (со вторым сотрудником).',
  },
  player_not_restricted: {
    en: 'The account is active: there is nothing to lift.',
    es: 'La cuenta está activa: no hay nada que levantar.',
    pt: 'A conta está ativa: não há nada a suspender.',
    ru: 'Аккаунт активен: снимать нечего.',
  },
  player_holds_funds: {
    en: 'The player still holds cash or a pending withdrawal: pay it out or settle it before closing.',
    es: 'El jugador aún tiene saldo o un retiro pendiente: págalo o liquídalo antes de cerrar.',
    pt: 'O jogador ainda tem saldo ou um saque pendente: pague ou liquide antes de encerrar.',
    ru: 'У игрока остались деньги или ожидающий вывод: выплатите или урегулируйте их до закрытия.',
  },
  note_required: {
    en: 'Write the note.',
    es: 'Escribe la nota.',
    pt: 'Escreva a nota.',
    ru: 'Напишите заметку.',
  },
  label_invalid: {
    en: 'A label is 1 to 32 lower-case letters, digits or dashes.',
    es: 'Una etiqueta tiene de 1 a 32 minúsculas, dígitos o guiones.',
    pt: 'Um rótulo tem de 1 a 32 letras minúsculas, dígitos ou hífens.',
    ru: 'Метка: от 1 до 32 строчных букв, цифр или дефисов.',
  },
  label_not_found: {
    en: 'The player has no such label.',
    es: 'El jugador no tiene esa etiqueta.',
    pt: 'O jogador não tem esse rótulo.',
    ru: 'У игрока нет такой метки.',
  },
  account_invalid: {
    en: 'Choose cash or bonus.',
    es: 'Elige efectivo o bono.',
    pt: 'Escolha dinheiro ou bônus.',
    ru: 'Выберите «наличные» или «бонус».',
  },
  adjustment_bonus_needs_active_bonus: {
    en: 'Bonus money belongs to an active bonus: the player has none.',
    es: 'El dinero de bono pertenece a un bono activo: el jugador no tiene ninguno.',
    pt: 'O dinheiro de bônus pertence a um bônus ativo: o jogador não tem nenhum.',
    ru: 'Бонусные деньги принадлежат активному бонусу, а у игрока его нет.',
  },
  adjustment_exceeds_balance: {
    en: 'The debit is larger than the balance ({balance} USD).',
    es: 'El cargo es mayor que el saldo ({balance} USD).',
    pt: 'O débito é maior que o saldo ({balance} USD).',
    ru: 'Списание больше баланса ({balance} USD).',
  },
});
registerMessages(playerPageMessages);
