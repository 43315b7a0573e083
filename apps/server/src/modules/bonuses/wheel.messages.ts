import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';

export const wheelMessages = defineMessages({
  wheel_already_spun: {
    en: 'You have already spun the wheel today. The next spin opens at 05:00 your time.',
    es: 'Ya has girado la rueda hoy. El próximo giro se abre a las 05:00 de tu hora.',
    pt: 'Você já girou a roda hoje. O próximo giro abre às 05:00 no seu horário.',
    ru: 'Сегодня вы уже вращали колесо. Следующее вращение откроется в 05:00 по вашему времени.',
  },
  wheel_unavailable: {
    en: 'The wheel of fortune is not available right now. Please try again later.',
    es: 'La rueda de la fortuna no está disponible ahora. Inténtalo más tarde.',
    pt: 'A roda da fortuna não está disponível agora. Tente novamente mais tarde.',
    ru: 'Колесо фортуны сейчас недоступно. Попробуйте позже.',
  },
  wheel_time_zone_invalid: {
    en: 'Enter a valid time zone, for example Europe/Madrid.',
    es: 'Introduce una zona horaria válida, por ejemplo Europe/Madrid.',
    pt: 'Insira um fuso horário válido, por exemplo Europe/Madrid.',
    ru: 'Укажите корректный часовой пояс, например Europe/Madrid.',
  },
});

registerMessages(wheelMessages);
