import { EVENT_LIST_WHENS, type EventListWhen, type Sport } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSports } from '../api/get-sports';
import { useLiveEvents } from '../hooks/use-live-events';
import { EventSection } from './event-section';
import { OddsFormatSwitch } from './odds-format-switch';
import { SportChips, type SportFilter } from './sport-menu';
import styles from './sports-layout.module.css';
import ui from './sports-ui.module.css';

/** The sport and competition asked for in the address (?sport=football&competition=3). */
export function filterFromParams(params: URLSearchParams): SportFilter {
  const sport = params.get('sport') ?? undefined;
  const competition = params.get('competition');
  return {
    sport: sport && /^[a-z][a-z0-9-]{0,39}$/.test(sport) ? sport : undefined,
    competition: competition && /^[1-9]\d{0,9}$/.test(competition) ? Number(competition) : undefined,
  };
}

/** How many events of the filter are live now, from the menu's counts. */
function liveCount(sports: Sport[] | undefined, filter: SportFilter): number {
  const chosen = (sports ?? []).filter((s) => filter.sport === undefined || s.slug === filter.sport);
  if (filter.competition !== undefined)
    return chosen.flatMap((s) => s.competitions).find((c) => c.id === filter.competition)?.live_count ?? 0;
  return chosen.reduce((n, s) => n + s.live_count, 0);
}

/** /sports: the chosen sport's or competition's events, live, today or upcoming, with live prices. */
export function SportsHome() {
  const { t } = useTranslation('sports');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const sports = useSports();
  useLiveEvents();

  const sport = sports.data?.find((s) => s.slug === filter.sport);
  const competition = sport?.competitions.find((c) => c.id === filter.competition);
  const live = liveCount(sports.data, filter);
  const asked = params.get('when');
  const when: EventListWhen = (EVENT_LIST_WHENS as readonly string[]).includes(asked ?? '')
    ? (asked as EventListWhen)
    : live > 0
      ? 'live'
      : 'today';

  const choose = (next: EventListWhen) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('when', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <div className={styles.page}>
      <header className={`${ui.banner} ${styles.head}`}>
        <div>
          <p className={styles.kicker}>{competition ? sport?.name : t('kicker')}</p>
          <h1 className={styles.title}>{competition?.name ?? sport?.name ?? t('title')}</h1>
        </div>
        <OddsFormatSwitch />
      </header>
      {sports.data && (
        <div className={styles.chipsOnly}>
          <SportChips sports={sports.data} filter={filter} />
        </div>
      )}
      <div className={`${ui.pills} ${styles.whens}`} role="group" aria-label={t('sections.label')}>
        {EVENT_LIST_WHENS.map((option) => (
          <button key={option} type="button" aria-pressed={when === option} onClick={() => choose(option)}>
            {option === 'live' && <span className={styles.liveDot} aria-hidden="true" />}
            {t(`sections.${option}`)}
            {option === 'live' && <span className={styles.whenCount}>{live}</span>}
          </button>
        ))}
      </div>
      {/* Which section opens first depends on the menu's live counts: wait for them rather than
          show Today and jump to Live. */}
      {asked === null && sports.isPending ? (
        <div className={`${ui.shimmer} ${styles.skeletonRow}`} aria-busy="true" />
      ) : (
        <EventSection key={when} when={when} filter={filter} />
      )}
    </div>
  );
}
