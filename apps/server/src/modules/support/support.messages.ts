import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

/** What the support calls answer when they refuse something. */
export const supportErrorMessages = defineMessages({
  support_content_required: {
    en: 'Write a message or attach an image.',
    es: 'Escribe un mensaje o adjunta una imagen.',
    pt: 'Escreva uma mensagem ou anexe uma imagem.',
    ru: 'Напишите сообщение или прикрепите изображение.',
  },
  support_content_invalid: {
    en: 'The message contains characters that cannot be sent.',
    es: 'El mensaje contiene caracteres que no se pueden enviar.',
    pt: 'A mensagem contém caracteres que não podem ser enviados.',
    ru: 'Сообщение содержит символы, которые нельзя отправить.',
  },
  support_attachment_not_image: {
    en: 'Attach a JPEG, PNG, WebP, HEIC or HEIF image.',
    es: 'Adjunta una imagen JPEG, PNG, WebP, HEIC o HEIF.',
    pt: 'Anexe uma imagem JPEG, PNG, WebP, HEIC ou HEIF.',
    ru: 'Прикрепите изображение JPEG, PNG, WebP, HEIC или HEIF.',
  },
  support_attachment_too_large: {
    en: 'The image is too large. The maximum size is {max} MB.',
    es: 'La imagen es demasiado grande. El tamaño máximo es {max} MB.',
    pt: 'A imagem é grande demais. O tamanho máximo é {max} MB.',
    ru: 'Изображение слишком большое. Максимальный размер — {max} МБ.',
  },
  support_attachment_one: {
    en: 'Attach one image per message.',
    es: 'Adjunta una imagen por mensaje.',
    pt: 'Anexe uma imagem por mensagem.',
    ru: 'Прикрепляйте одно изображение к сообщению.',
  },
  support_upload_malformed: {
    en: 'The message could not be read. Please try again.',
    es: 'No se pudo leer el mensaje. Inténtalo de nuevo.',
    pt: 'Não foi possível ler a mensagem. Tente novamente.',
    ru: 'Не удалось прочитать сообщение. Попробуйте ещё раз.',
  },
  support_attachment_not_found: {
    en: 'Image not found.',
    es: 'Imagen no encontrada.',
    pt: 'Imagem não encontrada.',
    ru: 'Изображение не найдено.',
  },
  support_player_not_found: {
    en: 'No player with this e-mail.',
    es: 'No hay ningún jugador con este correo electrónico.',
    pt: 'Não há jogador com este e-mail.',
    ru: 'Игрок с таким адресом не найден.',
  },
});

/**
 * What the assistant and the chat's notices say, in the conversation's language. Stored with
 * the message when it is written, so a conversation reads the same later.
 */
export const supportChatMessages = defineMessages({
  support_answer_from: {
    en: 'From "{title}", {heading}:',
    es: 'De «{title}», {heading}:',
    pt: 'De «{title}», {heading}:',
    ru: 'Из «{title}», {heading}:',
  },
  support_answer_outro: {
    en: 'The full text is on the linked page. If this does not answer your question, call a chat manager.',
    es: 'El texto completo está en la página enlazada. Si esto no responde a tu pregunta, llama a un gestor del chat.',
    pt: 'O texto completo está na página indicada. Se isto não responder à sua pergunta, chame um gerente do chat.',
    ru: 'Полный текст — на странице по ссылке. Если это не ответ на ваш вопрос, позовите менеджера чата.',
  },
  support_answer_unknown: {
    en: "I'm sorry, I don't know the answer to that: I could not find it in our FAQ or terms. Call a chat manager and a person from our team will help you here.",
    es: 'Lo siento, no sé la respuesta: no la he encontrado en nuestras preguntas frecuentes ni en nuestros términos. Llama a un gestor del chat y una persona de nuestro equipo te ayudará aquí.',
    pt: 'Desculpe, não sei a resposta: não a encontrei nas nossas perguntas frequentes nem nos nossos termos. Chame um gerente do chat e uma pessoa da nossa equipe ajudará você aqui.',
    ru: 'Извините, я не знаю ответа: не нашёл его в нашем FAQ и правилах. Позовите менеджера чата, и сотрудник нашей команды поможет вам здесь.',
  },
  support_answer_attachment: {
    en: 'Thank you for the image. I cannot read images: call a chat manager and a person from our team will look at it.',
    es: 'Gracias por la imagen. No puedo leer imágenes: llama a un gestor del chat y una persona de nuestro equipo la revisará.',
    pt: 'Obrigado pela imagem. Não consigo ler imagens: chame um gerente do chat e uma pessoa da nossa equipe vai analisá-la.',
    ru: 'Спасибо за изображение. Я не умею читать изображения: позовите менеджера чата, и сотрудник нашей команды его посмотрит.',
  },
  support_handoff_notice: {
    en: 'A chat manager will answer you here as soon as possible. You can keep writing in the meantime.',
    es: 'Un gestor del chat te responderá aquí lo antes posible. Mientras tanto, puedes seguir escribiendo.',
    pt: 'Um gerente do chat responderá aqui o mais rápido possível. Enquanto isso, você pode continuar escrevendo.',
    ru: 'Менеджер чата ответит вам здесь как можно скорее. А пока можете продолжать писать.',
  },
  support_closed_notice: {
    en: 'The chat manager has closed this conversation. I am here again for your questions, and you can call a chat manager at any time.',
    es: 'El gestor del chat ha cerrado esta conversación. Vuelvo a estar aquí para tus preguntas, y puedes llamar a un gestor del chat en cualquier momento.',
    pt: 'O gerente do chat encerrou esta conversa. Estou aqui de novo para as suas perguntas, e você pode chamar um gerente do chat a qualquer momento.',
    ru: 'Менеджер чата завершил этот разговор. Я снова отвечаю на ваши вопросы, а менеджера чата можно позвать в любой момент.',
  },
});

registerMessages(supportErrorMessages);
registerMessages(supportChatMessages);
