import type { EventSummary, OddsFormat } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { kickoff, outcomeLabel } from '../lib/format';
import { OddsButton } from './odds-button';
import styles from './event-row.module.css';
import ui from './sports-ui.module.css';

export const eventPath = (id: number) => `/sports/events/${id}`;

/** The live clock and score, or when the event starts. */
export function EventTime({ event }: { event: Pick<EventSummary, 'status' | 'starts_at' | 'score'> }) {
  const { t } = useTranslation('sports');
  if (event.status === 'live')
    return (
      <span className={styles.when}>
        <span className={styles.live}>{t('event.live')}</span>
        {event.score?.clock && <span className={styles.clock}>{event.score.clock}</span>}
      </span>
    );
  if (event.status !== 'not_started')
    return <span className={styles.when}>{t(`event.status.${event.status}`)}</span>;
  const start = kickoff(event.starts_at, currentLanguage());
  return (
    <span className={styles.when}>
      <span className={styles.day}>{start.day === 'date' ? start.date : t(`event.${start.day}`)}</span>
      <span className={styles.time}>{start.time}</span>
    </span>
  );
}

/** An event in a list: time or live score, the sides, the main market's prices and the way to all markets. */
export function EventRow({ event, format }: { event: EventSummary; format: OddsFormat }) {
  const { t } = useTranslation('sports');
  const market = event.main_market;
  const name = t('event.name', { home: event.home, away: event.away });
  const more = event.market_count - (market ? 1 : 0);
  return (
    <article className={`${ui.card} ${styles.row}`} data-testid="event-row" aria-label={name}>
      <Link to={eventPath(event.id)} className={styles.info}>
        <EventTime event={event} />
        <span className={styles.sides}>
          <span className={styles.side}>
            <span className={styles.team}>{event.home}</span>
            {event.score && <b className={styles.score}>{event.score.home}</b>}
          </span>
          <span className={styles.side}>
            <span className={styles.team}>{event.away}</span>
            {event.score && <b className={styles.score}>{event.score.away}</b>}
          </span>
          <span className={styles.competition}>{event.competition.name}</span>
        </span>
      </Link>
      <div className={styles.market} data-outcomes={market?.outcomes.length ?? 0}>
        {market ? (
          market.outcomes.map((outcome) => (
            <OddsButton
              key={outcome.id}
              outcome={outcome}
              label={outcomeLabel(outcome.key)}
              locked={market.status !== 'active'}
              format={format}
              selection={{ eventId: event.id, event: name, market: market.name, outcome: outcome.name }}
            />
          ))
        ) : (
          <span className={styles.none}>{t('event.noMarket')}</span>
        )}
      </div>
      <Link
        to={eventPath(event.id)}
        className={styles.more}
        aria-label={t('event.allMarkets', { n: event.market_count, event: name })}
      >
        {more > 0 ? `+${more}` : '›'}
      </Link>
    </article>
  );
}
