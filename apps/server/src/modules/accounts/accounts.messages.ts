import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/**
 * Everything modules/accounts says to a player. The English texts the spec quotes (section 8)
 * are kept word for word, including its "inboxe".
 */
export const accountMessages = defineMessages({
  // Keys named by packages/contract (common.ts messageKeys and accounts.ts accountMessageKeys).
  password_rule: {
    en: 'Password must be at least 8 characters long and contain a lowercase letter (a-z), an uppercase letter (A-Z) and a digit.',
    es: 'La contraseña debe tener al menos 8 caracteres e incluir una letra minúscula (a-z), una mayúscula (A-Z) y un dígito.',
    pt: 'A senha deve ter pelo menos 8 caracteres e conter uma letra minúscula (a-z), uma maiúscula (A-Z) e um dígito.',
    ru: 'Пароль должен содержать не менее 8 символов, строчную букву (a-z), заглавную букву (A-Z) и цифру.',
  },
  email_invalid: {
    en: 'Enter a valid email address.',
    es: 'Introduce una dirección de correo electrónico válida.',
    pt: 'Insira um endereço de e-mail válido.',
    ru: 'Введите корректный адрес электронной почты.',
  },
  under_age: {
    en: 'You must be at least 18 years old to play.',
    es: 'Debes tener al menos 18 años para jugar.',
    pt: 'Você precisa ter pelo menos 18 anos para jogar.',
    ru: 'Для игры вам должно быть не менее 18 лет.',
  },
  date_invalid: {
    en: 'Enter a valid date (YYYY-MM-DD).',
    es: 'Introduce una fecha válida (AAAA-MM-DD).',
    pt: 'Insira uma data válida (AAAA-MM-DD).',
    ru: 'Введите корректную дату (ГГГГ-ММ-ДД).',
  },
  gender_invalid: {
    en: 'Choose male, female or other.',
    es: 'Elige hombre, mujer u otro.',
    pt: 'Escolha masculino, feminino ou outro.',
    ru: 'Выберите мужской, женский или другой.',
  },
  country_invalid: {
    en: 'Choose a country from the list.',
    es: 'Elige un país de la lista.',
    pt: 'Escolha um país da lista.',
    ru: 'Выберите страну из списка.',
  },
  code_invalid: { en: 'Invalid code.', es: 'Código no válido.', pt: 'Código inválido.', ru: 'Неверный код.' },
  phone_invalid: {
    en: 'Enter the phone number in international format, starting with +.',
    es: 'Introduce el número de teléfono en formato internacional, empezando por +.',
    pt: 'Insira o número de telefone no formato internacional, começando com +.',
    ru: 'Введите номер телефона в международном формате, начиная с +.',
  },

  // Sign-in, sign-up and tokens.
  signin_failed: {
    en: 'Account with this email does not exist or wrong password.',
    es: 'No existe una cuenta con este correo electrónico o la contraseña es incorrecta.',
    pt: 'Não existe uma conta com este e-mail ou a senha está incorreta.',
    ru: 'Аккаунт с таким адресом не существует или пароль неверный.',
  },
  email_taken: {
    en: 'A user with this email already exists.',
    es: 'Ya existe un usuario con este correo electrónico.',
    pt: 'Já existe um usuário com este e-mail.',
    ru: 'Пользователь с таким адресом электронной почты уже существует.',
  },
  refresh_invalid: {
    en: 'Token is invalid or expired',
    es: 'El token no es válido o ha caducado.',
    pt: 'O token é inválido ou expirou.',
    ru: 'Токен недействителен или истёк.',
  },

  // Profile.
  profile_form: {
    en: 'Send exactly one of: first_name and last_name; date_of_birth and gender; country.',
    es: 'Envía exactamente uno de estos grupos: first_name y last_name; date_of_birth y gender; country.',
    pt: 'Envie exatamente um destes grupos: first_name e last_name; date_of_birth e gender; country.',
    ru: 'Отправьте ровно одну группу полей: first_name и last_name; date_of_birth и gender; country.',
  },
  profile_locked: {
    en: 'Your personal data is verified or under review and can no longer be changed. Please contact support.',
    es: 'Tus datos personales están verificados o en revisión y ya no se pueden cambiar. Contacta con soporte.',
    pt: 'Seus dados pessoais estão verificados ou em análise e não podem mais ser alterados. Entre em contato com o suporte.',
    ru: 'Ваши личные данные подтверждены или проверяются и больше не могут быть изменены. Обратитесь в поддержку.',
  },
  device_unknown: {
    en: 'Unknown device',
    es: 'Dispositivo desconocido',
    pt: 'Dispositivo desconhecido',
    ru: 'Неизвестное устройство',
  },

  // Confirmation codes.
  code_sent: { en: 'Code sent.', es: 'Código enviado.', pt: 'Código enviado.', ru: 'Код отправлен.' },
  code_confirmed: {
    en: 'Confirmed.',
    es: 'Confirmado.',
    pt: 'Confirmado.',
    ru: 'Подтверждено.',
  },
  code_not_requested: {
    en: 'Request a code first.',
    es: 'Solicita primero un código.',
    pt: 'Solicite um código primeiro.',
    ru: 'Сначала запросите код.',
  },
  code_expired: {
    en: 'The code has expired. Request a new one.',
    es: 'El código ha caducado. Solicita uno nuevo.',
    pt: 'O código expirou. Solicite um novo.',
    ru: 'Срок действия кода истёк. Запросите новый.',
  },
  code_attempts_exceeded: {
    en: 'Too many wrong attempts. Request a new code.',
    es: 'Demasiados intentos fallidos. Solicita un código nuevo.',
    pt: 'Muitas tentativas erradas. Solicite um novo código.',
    ru: 'Слишком много неверных попыток. Запросите новый код.',
  },
  code_already_confirmed: {
    en: 'This is already confirmed.',
    es: 'Ya está confirmado.',
    pt: 'Isso já está confirmado.',
    ru: 'Уже подтверждено.',
  },
  phone_missing: {
    en: 'Add a phone number to your account first.',
    es: 'Primero añade un número de teléfono a tu cuenta.',
    pt: 'Adicione primeiro um número de telefone à sua conta.',
    ru: 'Сначала добавьте номер телефона в аккаунт.',
  },
  code_email_subject: {
    en: 'Your confirmation code',
    es: 'Tu código de confirmación',
    pt: 'Seu código de confirmação',
    ru: 'Ваш код подтверждения',
  },
  code_message_body: {
    en: 'Your confirmation code is {code}. It expires in {minutes} minutes.',
    es: 'Tu código de confirmación es {code}. Caduca en {minutes} minutos.',
    pt: 'Seu código de confirmação é {code}. Ele expira em {minutes} minutos.',
    ru: 'Ваш код подтверждения: {code}. Он действует {minutes} мин.',
  },

  // Password reset.
  email_unknown: {
    en: 'User with this email does not exist.',
    es: 'No existe ningún usuario con este correo electrónico.',
    pt: 'Não existe usuário com este e-mail.',
    ru: 'Пользователь с таким адресом электронной почты не существует.',
  },
  reset_sent: {
    en: 'We have sent a mail with the link to reset your password on your email. Please check inboxe messages or spam folder.',
    es: 'Te hemos enviado un correo con el enlace para restablecer tu contraseña. Revisa la bandeja de entrada o la carpeta de spam.',
    pt: 'Enviamos para o seu e-mail uma mensagem com o link para redefinir sua senha. Verifique a caixa de entrada ou a pasta de spam.',
    ru: 'Мы отправили на вашу почту письмо со ссылкой для сброса пароля. Проверьте входящие или папку «Спам».',
  },
  reset_link_invalid: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    es: 'Este enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.',
    pt: 'Este link de redefinição de senha é inválido ou expirou. Solicite um novo.',
    ru: 'Ссылка для сброса пароля недействительна или устарела. Запросите новую.',
  },
  password_changed: {
    en: 'Your password has been changed.',
    es: 'Tu contraseña ha sido cambiada.',
    pt: 'Sua senha foi alterada.',
    ru: 'Ваш пароль изменён.',
  },
  reset_email_subject: {
    en: 'Reset your password',
    es: 'Restablece tu contraseña',
    pt: 'Redefina sua senha',
    ru: 'Сброс пароля',
  },
  reset_email_body: {
    en: 'To set a new password, open this link within {minutes} minutes:\n{link}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.',
    es: 'Para establecer una nueva contraseña, abre este enlace en los próximos {minutes} minutos:\n{link}\n\nSi no lo has solicitado, ignora este correo: tu contraseña no cambiará.',
    pt: 'Para definir uma nova senha, abra este link em até {minutes} minutos:\n{link}\n\nSe você não solicitou isso, ignore este e-mail: sua senha continua a mesma.',
    ru: 'Чтобы задать новый пароль, откройте эту ссылку в течение {minutes} минут:\n{link}\n\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
  },
  password_changed_email_body: {
    en: 'The password of your account was just changed and every other session was signed out. If this was not you, contact support at once.',
    es: 'Se acaba de cambiar la contraseña de tu cuenta y se han cerrado las demás sesiones. Si no fuiste tú, contacta con soporte de inmediato.',
    pt: 'A senha da sua conta acabou de ser alterada e todas as outras sessões foram encerradas. Se não foi você, contate o suporte imediatamente.',
    ru: 'Пароль вашего аккаунта только что изменён, все остальные сеансы завершены. Если это были не вы, немедленно обратитесь в поддержку.',
  },

  // Sign-in with the identity provider.
  google_unavailable: {
    en: 'Sign-in with Google is not available right now.',
    es: 'El inicio de sesión con Google no está disponible en este momento.',
    pt: 'O login com o Google não está disponível no momento.',
    ru: 'Вход через Google сейчас недоступен.',
  },
});

registerMessages(accountMessages);

export type AccountMessageKey = keyof typeof accountMessages;
