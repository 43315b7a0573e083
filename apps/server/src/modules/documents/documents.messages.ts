import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

export const documentsMessages = defineMessages({
  document_file_required: {
    en: 'Attach a photo or scan of your document.',
    es: 'Adjunta una foto o un escaneo de tu documento.',
    pt: 'Anexe uma foto ou digitalização do seu documento.',
    ru: 'Прикрепите фото или скан документа.',
  },
  document_format_unsupported: {
    en: 'Upload a JPEG, PNG, WebP, HEIC or HEIF image, or a PDF.',
    es: 'Sube una imagen JPEG, PNG, WebP, HEIC o HEIF, o un PDF.',
    pt: 'Envie uma imagem JPEG, PNG, WebP, HEIC ou HEIF, ou um PDF.',
    ru: 'Загрузите изображение JPEG, PNG, WebP, HEIC или HEIF либо PDF.',
  },
  document_too_large: {
    en: 'The file is too large. The maximum size is {max} MB.',
    es: 'El archivo es demasiado grande. El tamaño máximo es {max} MB.',
    pt: 'O arquivo é grande demais. O tamanho máximo é {max} MB.',
    ru: 'Файл слишком большой. Максимальный размер — {max} МБ.',
  },
  document_type_invalid: {
    en: 'Choose a document type from the list.',
    es: 'Elige un tipo de documento de la lista.',
    pt: 'Escolha um tipo de documento da lista.',
    ru: 'Выберите тип документа из списка.',
  },
  document_upload_malformed: {
    en: 'The upload could not be read. Please choose the file again.',
    es: 'No se pudo leer el archivo enviado. Vuelve a elegir el archivo.',
    pt: 'Não foi possível ler o envio. Escolha o arquivo novamente.',
    ru: 'Не удалось прочитать загрузку. Выберите файл ещё раз.',
  },
  document_one_file: {
    en: 'Upload one file at a time.',
    es: 'Sube un archivo cada vez.',
    pt: 'Envie um arquivo por vez.',
    ru: 'Загружайте по одному файлу.',
  },
});

registerMessages(documentsMessages);
