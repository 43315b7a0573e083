import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** The back office's answers. The console is English first; the four languages are kept. */
export const staffMessages = defineMessages({
  staff_credentials_invalid: {
    en: 'The e-mail or password is not correct.',
    es: 'El correo electrónico o la contraseña no son correctos.',
    pt: 'O e-mail ou a senha não estão corretos.',
    ru: 'Неверный адрес электронной почты или пароль.',
  },
  staff_locked: {
    en: 'This account is locked after repeated failed sign-ins. Try again in {minutes} minutes.',
    es: 'Esta cuenta está bloqueada tras varios intentos fallidos. Inténtalo de nuevo en {minutes} minutos.',
    pt: 'Esta conta está bloqueada após várias tentativas falhas. Tente novamente em {minutes} minutos.',
    ru: 'Аккаунт заблокирован после неудачных попыток входа. Повторите через {minutes} мин.',
  },
  staff_blocked: {
    en: 'This staff account is blocked.',
    es: 'Esta cuenta de personal está bloqueada.',
    pt: 'Esta conta de equipe está bloqueada.',
    ru: 'Эта учётная запись сотрудника заблокирована.',
  },
  staff_challenge_expired: {
    en: 'The sign-in has expired. Enter your e-mail and password again.',
    es: 'El inicio de sesión ha caducado. Introduce de nuevo tu correo y contraseña.',
    pt: 'O login expirou. Digite seu e-mail e senha novamente.',
    ru: 'Время входа истекло. Введите адрес и пароль снова.',
  },
  staff_session_expired: {
    en: 'Your session has ended. Please sign in again.',
    es: 'Tu sesión ha terminado. Inicia sesión de nuevo.',
    pt: 'Sua sessão terminou. Faça login novamente.',
    ru: 'Сеанс завершён. Войдите снова.',
  },
  totp_invalid: {
    en: 'The code is not correct.',
    es: 'El código no es correcto.',
    pt: 'O código não está correto.',
    ru: 'Неверный код.',
  },
  totp_reused: {
    en: 'This code has already been used. Wait for the next one.',
    es: 'Este código ya se ha usado. Espera al siguiente.',
    pt: 'Este código já foi usado. Aguarde o próximo.',
    ru: 'Этот код уже использован. Дождитесь следующего.',
  },
  staff_setup_invalid: {
    en: 'This set-up link is not valid any more. Ask an administrator for a new one.',
    es: 'Este enlace de configuración ya no es válido. Pide uno nuevo a un administrador.',
    pt: 'Este link de configuração não é mais válido. Peça um novo a um administrador.',
    ru: 'Ссылка для настройки недействительна. Попросите новую у администратора.',
  },
  staff_setup_password_first: {
    en: 'Choose a password first.',
    es: 'Elige primero una contraseña.',
    pt: 'Escolha uma senha primeiro.',
    ru: 'Сначала задайте пароль.',
  },
  staff_password_short: {
    en: 'Use at least {min} characters.',
    es: 'Usa al menos {min} caracteres.',
    pt: 'Use pelo menos {min} caracteres.',
    ru: 'Используйте не менее {min} символов.',
  },
  staff_email_taken: {
    en: 'A staff account with this e-mail already exists.',
    es: 'Ya existe una cuenta de personal con este correo.',
    pt: 'Já existe uma conta de equipe com este e-mail.',
    ru: 'Учётная запись сотрудника с этим адресом уже есть.',
  },
  staff_role_unknown: {
    en: 'Unknown role.',
    es: 'Rol desconocido.',
    pt: 'Função desconhecida.',
    ru: 'Неизвестная роль.',
  },
  staff_not_self: {
    en: 'You cannot do this to your own account.',
    es: 'No puedes hacer esto con tu propia cuenta.',
    pt: 'Você não pode fazer isso com sua própria conta.',
    ru: 'Это нельзя сделать со своей учётной записью.',
  },
  csrf_failed: {
    en: 'The request could not be verified. Reload the page and try again.',
    es: 'No se pudo verificar la solicitud. Recarga la página e inténtalo de nuevo.',
    pt: 'Não foi possível verificar a solicitação. Recarregue a página e tente novamente.',
    ru: 'Не удалось проверить запрос. Обновите страницу и повторите.',
  },
  reason_required: {
    en: 'Give a reason for this change.',
    es: 'Indica el motivo de este cambio.',
    pt: 'Informe o motivo desta alteração.',
    ru: 'Укажите причину изменения.',
  },
  approval_pending_exists: {
    en: 'The same change is already waiting for approval.',
    es: 'El mismo cambio ya está esperando aprobación.',
    pt: 'A mesma alteração já está aguardando aprovação.',
    ru: 'Такое же изменение уже ожидает одобрения.',
  },
  approval_own_request: {
    en: 'A request must be approved by someone other than the person who made it.',
    es: 'Una solicitud debe aprobarla alguien distinto de quien la hizo.',
    pt: 'Uma solicitação deve ser aprovada por outra pessoa que não quem a fez.',
    ru: 'Запрос должен одобрить не тот, кто его создал.',
  },
  approval_decided: {
    en: 'This request has already been decided.',
    es: 'Esta solicitud ya se ha resuelto.',
    pt: 'Esta solicitação já foi decidida.',
    ru: 'По этому запросу уже принято решение.',
  },
});
registerMessages(staffMessages);
