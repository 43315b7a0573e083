import type { EventListWhen } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EVENT_PAGE_SIZE } from '@casino/contract';
import { useEvents } from '../api/get-events';
import { useOddsFormat } from '../lib/odds-preference';
import { EventRow } from './event-row';
import type { SportFilter } from './sport-menu';
import styles from './sports-layout.module.css';
import ui from './sports-ui.module.css';

const FIRST_PAGE = 10;

/** One of the book's sections (Live, Today, Upcoming) for the chosen sport or competition, soonest first. */
export function EventSection({ when, filter }: { when: EventListWhen; filter: SportFilter }) {
  const { t } = useTranslation('sports');
  const [format] = useOddsFormat();
  const [pageSize, setPageSize] = useState(FIRST_PAGE);
  const events = useEvents({ when, ...filter, pageSize });
  const rows = events.data?.results ?? [];
  const headingId = `sports-section-${when}`;

  if (events.isPending)
    return (
      <section className={styles.section} aria-busy="true" aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`sections.${when}`)}
        </h2>
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${ui.shimmer} ${styles.skeletonRow}`} />
        ))}
      </section>
    );
  if (events.isError)
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`sections.${when}`)}
        </h2>
        <p role="alert" className={ui.empty}>
          {t('loadFailed')}
        </p>
      </section>
    );
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={when}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {when === 'live' && <span className={styles.liveDot} aria-hidden="true" />}
        {t(`sections.${when}`)}
        <span className={ui.count}>{events.data.count}</span>
      </h2>
      {rows.length === 0 ? (
        <p className={ui.empty}>{t(`empty.${when}`)}</p>
      ) : (
        <div className={styles.rows}>
          {rows.map((event) => (
            <EventRow key={event.id} event={event} format={format} />
          ))}
        </div>
      )}
      {events.data.next !== null && pageSize < MAX_EVENT_PAGE_SIZE && (
        <button
          type="button"
          className={`${ui.roundButton} ${styles.showMore}`}
          disabled={events.isFetching}
          onClick={() => setPageSize((n) => Math.min(n * 2, MAX_EVENT_PAGE_SIZE))}
        >
          {t('showMore')}
        </button>
      )}
    </section>
  );
}
