import type { Sport } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import chips from '@casino/ui/chips.module.css';
import styles from './sport-menu.module.css';

export interface SportFilter {
  sport?: string;
  competition?: number;
}

/** The address of the book narrowed to a sport or one of its competitions. */
export function sportsHref({ sport, competition }: SportFilter): string {
  const params = new URLSearchParams();
  if (sport) params.set('sport', sport);
  if (competition !== undefined) params.set('competition', String(competition));
  const query = params.toString();
  return query ? `/sports?${query}` : '/sports';
}

interface MenuProps {
  sports: Sport[];
  filter: SportFilter;
}

function Count({ live, total }: { live: number; total: number }) {
  const { t } = useTranslation('sports');
  return (
    <span className={styles.counts}>
      {live > 0 && (
        <span className={styles.liveCount} title={t('menu.liveCount', { n: live })}>
          {live}
        </span>
      )}
      <span className={styles.count}>{total}</span>
    </span>
  );
}

/** The laptop's sport and competition menu: every sport, and the chosen sport's competitions. */
export function SportMenu({ sports, filter }: MenuProps) {
  const { t } = useTranslation('sports');
  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      <Link
        to="/sports"
        className={styles.item}
        aria-current={filter.sport === undefined ? 'page' : undefined}
      >
        <span className={styles.label}>{t('menu.all')}</span>
        <Count
          live={sports.reduce((n, s) => n + s.live_count, 0)}
          total={sports.reduce((n, s) => n + s.event_count, 0)}
        />
      </Link>
      {sports.map((sport) => {
        const chosen = filter.sport === sport.slug;
        return (
          <div key={sport.id} className={styles.group}>
            <Link
              to={sportsHref({ sport: sport.slug })}
              className={styles.item}
              aria-current={chosen && filter.competition === undefined ? 'page' : undefined}
              data-open={chosen || undefined}
            >
              <span className={styles.label}>{sport.name}</span>
              <Count live={sport.live_count} total={sport.event_count} />
            </Link>
            {chosen && (
              <ul className={styles.competitions}>
                {sport.competitions.map((competition) => (
                  <li key={competition.id}>
                    <Link
                      to={sportsHref({ sport: sport.slug, competition: competition.id })}
                      className={styles.competition}
                      aria-current={filter.competition === competition.id ? 'page' : undefined}
                    >
                      <span className={styles.label}>{competition.name}</span>
                      <Count live={competition.live_count} total={competition.event_count} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </nav>
  );
}

/** The phone's (and narrow laptop's) menu: sports as chips, the chosen sport's competitions below. */
export function SportChips({ sports, filter }: MenuProps) {
  const { t } = useTranslation('sports');
  const chosen = sports.find((s) => s.slug === filter.sport);
  return (
    <nav className={styles.chipsNav} aria-label={t('menu.label')}>
      <ul className={chips.row}>
        <li>
          <Link
            to="/sports"
            className={chips.chip}
            aria-current={filter.sport === undefined ? 'page' : undefined}
          >
            {t('menu.all')}
          </Link>
        </li>
        {sports.map((sport) => (
          <li key={sport.id}>
            <Link
              to={sportsHref({ sport: sport.slug })}
              className={chips.chip}
              aria-current={
                filter.sport === sport.slug && filter.competition === undefined ? 'page' : undefined
              }
              data-open={filter.sport === sport.slug || undefined}
            >
              {sport.name}
              {sport.live_count > 0 && <span className={styles.chipLive}>{sport.live_count}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {chosen && chosen.competitions.length > 0 && (
        <ul className={chips.row} aria-label={t('menu.competitions')}>
          {chosen.competitions.map((competition) => (
            <li key={competition.id}>
              <Link
                to={sportsHref({ sport: chosen.slug, competition: competition.id })}
                className={`${chips.chip} ${chips.small}`}
                aria-current={filter.competition === competition.id ? 'page' : undefined}
              >
                {competition.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
