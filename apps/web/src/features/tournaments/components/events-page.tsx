import type { TournamentEvent } from '@casino/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, TrophyIcon } from '@casino/ui/icons';
import { formatMoney } from '../../../lib/money';
import { useEvents } from '../api/get-events';
import { useMinuteNow } from '../hooks/use-minute-now';
import { GROUPS, defaultEvent, eventHref, formatEventDate, groupEvents } from '../lib/events';
import { TournamentDetail } from './tournament-detail';
import styles from './events-page.module.css';

export interface EventsPageProps {
  title: string;
  /** The event named by the address; without it desktops show the spec's default and phones the list. */
  selectedId?: number;
  /** Above the layout (the promotions page's tabs). */
  before?: ReactNode;
}

function EventItem({ event, selected, now }: { event: TournamentEvent; selected: boolean; now: number }) {
  const { i18n } = useTranslation();
  return (
    <li>
      <Link
        to={eventHref(event, now)}
        className={[styles.item, selected && styles.selected].filter(Boolean).join(' ')}
        aria-current={selected ? 'true' : undefined}
      >
        <img src={event.preview_img} alt="" className={styles.preview} />
        <span className={styles.itemText}>
          <span className={styles.itemName}>{event.name}</span>
          <span className={styles.itemPrize}>{formatMoney(event.prize, i18n.language)}</span>
          <span className={styles.itemDates}>
            {formatEventDate(event.start_date, i18n.language)} —{' '}
            {formatEventDate(event.end_date, i18n.language)}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The events: a sidebar grouped Soon, Now and Ended beside the selected event; on phones, list then detail. */
export function EventsPage({ title, selectedId, before }: EventsPageProps) {
  const { t } = useTranslation('tournaments');
  const now = useMinuteNow();
  const { data: events = [], isPending } = useEvents();
  const groups = groupEvents(events, now);
  const shownId = selectedId ?? defaultEvent(events, now)?.id;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {before}
      {!isPending && events.length === 0 ? (
        <section className={styles.empty}>
          <TrophyIcon size={44} />
          <p>{t('empty')}</p>
        </section>
      ) : (
        <div className={styles.layout} data-view={selectedId === undefined ? 'list' : 'detail'}>
          <nav className={styles.sidebar} aria-label={t('sidebarLabel')}>
            {GROUPS.map((group) =>
              groups[group].length > 0 ? (
                <section key={group} className={styles.group} aria-labelledby={`events-${group}`}>
                  <h2 id={`events-${group}`} className={styles.groupTitle} data-group={group}>
                    {t(`groups.${group}`)}
                    <span className={styles.count}>{groups[group].length}</span>
                  </h2>
                  <ul className={styles.list}>
                    {groups[group].map((e) => (
                      <EventItem key={e.id} event={e} selected={e.id === shownId} now={now} />
                    ))}
                  </ul>
                </section>
              ) : null,
            )}
          </nav>
          <div className={styles.detail}>
            {selectedId !== undefined ? (
              <Link to="/promo/events" className={styles.back}>
                <ArrowLeftIcon size={18} /> {t('back')}
              </Link>
            ) : null}
            {shownId !== undefined ? <TournamentDetail id={shownId} now={now} /> : null}
          </div>
        </div>
      )}
    </div>
  );
}
