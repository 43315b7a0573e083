import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrophyIcon } from '@casino/ui/icons';
import { Widget, WidgetText } from '@casino/ui/widget';
import { formatMoney } from '../../../lib/money';
import { useEvents } from '../api/get-events';
import { countdownParts, eventHref, groupEvents } from '../lib/events';
import styles from './running-events-widget.module.css';

/** How many running events the in-game menu lists before "+N more". */
const SHOWN = 3;

/** The tournaments running now, nearest end first, each with its prize pool and time left. */
export function RunningEventsWidget() {
  const { t, i18n } = useTranslation('tournaments');
  const events = useEvents();
  const now = Date.now();
  const running = groupEvents(events.data ?? [], now).now;
  const left = (until: string) => {
    const { days, hours, minutes } = countdownParts(until, now);
    return days > 0
      ? `${days}${t('short.days')} ${hours}${t('short.hours')}`
      : `${hours}${t('short.hours')} ${minutes}${t('short.minutes')}`;
  };
  return (
    <Widget
      icon={<TrophyIcon size={16} />}
      title={t('widget.title')}
      link={{ to: '/promo/events', label: t('widget.link') }}
    >
      {running.length === 0 ? (
        <WidgetText>{events.isPending ? t('widget.text') : t('widget.none')}</WidgetText>
      ) : (
        <ul className={styles.list}>
          {running.slice(0, SHOWN).map((event) => (
            <li key={event.id}>
              <Link to={eventHref(event, now)} className={styles.event}>
                <span className={styles.name}>{event.name}</span>
                <span className={styles.meta}>
                  <strong>{formatMoney(event.prize, i18n.language)}</strong>
                  {' · '}
                  {t('widget.endsIn', { time: left(event.end_date) })}
                </span>
              </Link>
            </li>
          ))}
          {running.length > SHOWN && (
            <li className={styles.meta}>{t('widget.more', { count: running.length - SHOWN })}</li>
          )}
        </ul>
      )}
    </Widget>
  );
}
