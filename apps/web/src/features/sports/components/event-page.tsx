import type { EventDetail, Market, MarketType } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, LockIcon } from '@casino/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { useEvent } from '../api/get-event';
import { useLiveEvents } from '../hooks/use-live-events';
import { useOddsFormat } from '../lib/odds-preference';
import { EventTime } from './event-row';
import { OddsButton } from './odds-button';
import { OddsFormatSwitch } from './odds-format-switch';
import { sportsHref } from './sport-menu';
import styles from './event-page.module.css';
import ui from './sports-ui.module.css';

/** Markets grouped as bettors look for them: the result first, then goals, handicaps, exact scores. */
const GROUPS: { id: string; types: MarketType[] }[] = [
  { id: 'main', types: ['match_result', 'match_winner', 'double_chance', 'draw_no_bet'] },
  { id: 'totals', types: ['total', 'both_teams_to_score'] },
  { id: 'handicaps', types: ['handicap'] },
  { id: 'scores', types: ['correct_score'] },
];

function MarketCard({ event, market }: { event: EventDetail; market: Market }) {
  const { t } = useTranslation('sports');
  const [format] = useOddsFormat();
  const locked = market.status !== 'active';
  const name = t('event.name', { home: event.home, away: event.away });
  return (
    <section className={`${ui.card} ${styles.market}`} aria-label={market.name} data-status={market.status}>
      <header className={styles.marketHead}>
        <h3 className={styles.marketName}>{market.name}</h3>
        {locked && (
          <span className={styles.locked}>
            <LockIcon size={13} />
            {t(`market.${market.status}`)}
          </span>
        )}
      </header>
      <div className={styles.outcomes} data-type={market.type} data-count={market.outcomes.length}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            outcome={outcome}
            locked={locked}
            format={format}
            selection={{ eventId: event.id, event: name, market: market.name, outcome: outcome.name }}
          />
        ))}
      </div>
    </section>
  );
}

/** /sports/events/:id: the event's score or start, and all its markets with live prices. */
export function EventPage({ eventId }: { eventId: number }) {
  const { t } = useTranslation('sports');
  const event = useEvent(eventId);
  useLiveEvents(eventId);

  if (event.isPending) return <div className={`${ui.shimmer} ${styles.skeleton}`} aria-busy="true" />;
  if (event.isError)
    return (
      <div className={styles.missing} role="alert">
        <p>
          {event.error instanceof ApiError && event.error.status === 404
            ? t('event.notFound')
            : t('loadFailed')}
        </p>
        <Link to="/sports">{t('event.back')}</Link>
      </div>
    );

  const detail = event.data;
  const grouped = GROUPS.map((group) => ({
    ...group,
    markets: detail.markets.filter((m) => group.types.includes(m.type)),
  })).filter((group) => group.markets.length > 0);

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <Link
          to={sportsHref({ sport: detail.sport.slug, competition: detail.competition.id })}
          className={styles.back}
        >
          <ArrowLeftIcon size={18} />
          {detail.competition.name}
        </Link>
        <OddsFormatSwitch />
      </div>
      <header className={`${ui.banner} ${styles.hero}`} data-status={detail.status}>
        <p className={styles.meta}>
          {detail.sport.name} · {detail.competition.name}
        </p>
        <div className={styles.scoreboard}>
          <h1 className={styles.teams}>
            <span className={styles.team}>{detail.home}</span>
            <span className={styles.versus}>
              {detail.score ? (
                <b
                  className={styles.score}
                  aria-label={t('event.score', { home: detail.score.home, away: detail.score.away })}
                >
                  {detail.score.home} : {detail.score.away}
                </b>
              ) : (
                t('event.versus')
              )}
            </span>
            <span className={styles.team}>{detail.away}</span>
          </h1>
          <div className={styles.clock}>
            <EventTime event={detail} />
          </div>
          {detail.score && detail.score.periods.length > 0 && (
            <p className={styles.periods}>
              {detail.score.periods.map((p, i) => (
                <span key={i}>
                  {p.home}-{p.away}
                </span>
              ))}
            </p>
          )}
        </div>
      </header>
      {grouped.length === 0 ? (
        <p className={styles.empty}>{t('event.noMarkets')}</p>
      ) : (
        grouped.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`market-group-${group.id}`}>
            <h2 id={`market-group-${group.id}`} className={styles.groupTitle}>
              {t(`groups.${group.id}`)}
            </h2>
            <div className={styles.markets}>
              {group.markets.map((market) => (
                <MarketCard key={market.id} event={detail} market={market} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
