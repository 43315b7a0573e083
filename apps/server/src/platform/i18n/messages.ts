import type { Locale } from './locale.js';

type Catalogue = Record<string, Record<Locale, string>>;

/**
 * Every message the server answers with, in the four languages. Keys are stable ids; the
 * English texts of the spec's error catalogue are kept word for word.
 * Modules add their own catalogues with defineMessages and register them in messages/index.
 */
export function defineMessages<const C extends Catalogue>(catalogue: C): C {
  return catalogue;
}

export const commonMessages = defineMessages({
  field_required: {
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
    pt: 'Este campo é obrigatório.',
    ru: 'Обязательное поле.',
  },
  field_blank: {
    en: 'This field may not be blank.',
    es: 'Este campo no puede estar vacío.',
    pt: 'Este campo não pode ficar em branco.',
    ru: 'Это поле не может быть пустым.',
  },
  field_invalid: {
    en: 'Enter a valid value.',
    es: 'Introduce un valor válido.',
    pt: 'Insira um valor válido.',
    ru: 'Введите корректное значение.',
  },
  field_max_length: {
    en: 'Ensure this field has no more than {max} characters.',
    es: 'Asegúrate de que este campo no tenga más de {max} caracteres.',
    pt: 'Certifique-se de que este campo não tenha mais de {max} caracteres.',
    ru: 'Убедитесь, что это поле содержит не более {max} символов.',
  },
  field_unknown: {
    en: 'This field is not allowed.',
    es: 'Este campo no está permitido.',
    pt: 'Este campo não é permitido.',
    ru: 'Это поле не допускается.',
  },
  malformed_body: {
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    pt: 'O corpo da solicitação não é um JSON válido.',
    ru: 'Тело запроса не является корректным JSON.',
  },
  body_object_expected: {
    en: 'Expected an object of fields.',
    es: 'Se esperaba un objeto con campos.',
    pt: 'Era esperado um objeto com campos.',
    ru: 'Ожидался объект с полями.',
  },
  text_malformed: {
    en: 'This field holds characters that are not allowed (control characters or broken Unicode).',
    es: 'Este campo contiene caracteres no permitidos (caracteres de control o Unicode dañado).',
    pt: 'Este campo contém caracteres não permitidos (caracteres de controle ou Unicode corrompido).',
    ru: 'Это поле содержит недопустимые символы (управляющие символы или повреждённый Юникод).',
  },
  body_too_large: {
    en: 'The request body is too large.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
    pt: 'O corpo da solicitação é grande demais.',
    ru: 'Тело запроса слишком велико.',
  },
  unsupported_media_type: {
    en: 'Unsupported media type in request.',
    es: 'Tipo de contenido no admitido.',
    pt: 'Tipo de mídia não suportado.',
    ru: 'Неподдерживаемый тип содержимого.',
  },
  not_found: { en: 'Not found.', es: 'No encontrado.', pt: 'Não encontrado.', ru: 'Не найдено.' },
  method_not_allowed: {
    en: 'Method not allowed.',
    es: 'Método no permitido.',
    pt: 'Método não permitido.',
    ru: 'Метод не разрешён.',
  },
  not_authenticated: {
    en: 'Authentication credentials were not provided.',
    es: 'No se proporcionaron credenciales de autenticación.',
    pt: 'As credenciais de autenticação não foram fornecidas.',
    ru: 'Учётные данные не были предоставлены.',
  },
  token_invalid: {
    en: 'Given token not valid for any token type',
    es: 'El token no es válido.',
    pt: 'O token fornecido não é válido.',
    ru: 'Токен недействителен.',
  },
  permission_denied: {
    en: 'You do not have permission to perform this action.',
    es: 'No tienes permiso para realizar esta acción.',
    pt: 'Você não tem permissão para executar esta ação.',
    ru: 'У вас нет прав для выполнения этого действия.',
  },
  throttled: {
    en: 'Request was throttled. Expected available in {seconds} seconds.',
    es: 'Demasiadas solicitudes. Inténtalo de nuevo en {seconds} segundos.',
    pt: 'Muitas solicitações. Tente novamente em {seconds} segundos.',
    ru: 'Слишком много запросов. Повторите через {seconds} с.',
  },
  server_error: {
    en: 'Something went wrong. Please try again later.',
    es: 'Algo salió mal. Inténtalo de nuevo más tarde.',
    pt: 'Algo deu errado. Tente novamente mais tarde.',
    ru: 'Что-то пошло не так. Повторите попытку позже.',
  },
  busy_try_again: {
    en: 'Your account is busy with another operation. Nothing was changed; please try again in a moment.',
    es: 'Tu cuenta está ocupada con otra operación. No se ha cambiado nada; inténtalo de nuevo en un momento.',
    pt: 'Sua conta está ocupada com outra operação. Nada foi alterado; tente novamente em instantes.',
    ru: 'Ваш счёт занят другой операцией. Ничего не изменено; повторите попытку через несколько секунд.',
  },
  service_unavailable: {
    en: 'This service is not available right now.',
    es: 'Este servicio no está disponible en este momento.',
    pt: 'Este serviço não está disponível no momento.',
    ru: 'Сервис сейчас недоступен.',
  },
});
