import type { LeaderboardEntry, TournamentDetail as Detail } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, TrophyIcon } from '@casino/ui/icons';
import { formatMoney } from '../../../lib/money';
import { useEvent } from '../api/get-event';
import { GAMES_STRIP_SIZE, LEADERBOARD_VISIBLE_ROWS, formatEventDate, statusAt } from '../lib/events';
import { Countdown } from './countdown';
import styles from './tournament-detail.module.css';

const CUP_COLORS = ['#ffd54a', '#d6dcf0', '#e49a5b'] as const;

function Cup({ place }: { place: number }) {
  const color = CUP_COLORS[place - 1];
  if (!color) return <span className={styles.placeNumber}>{place}</span>;
  return (
    <span className={styles.cup} data-testid={`cup-${place}`}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path
          d="M7 3h10v3h3v2a5 5 0 0 1-5 5h-.4A4 4 0 0 1 13 15v2h3v3H8v-3h3v-2a4 4 0 0 1-1.6-2H9a5 5 0 0 1-5-5V6h3V3Zm-1 5v0a3 3 0 0 0 1.5 2.6V8H6Zm12 0h-1.5v2.6A3 3 0 0 0 18 8Z"
          fill={color}
        />
      </svg>
      <span className={styles.cupNumber}>{place}</span>
    </span>
  );
}

/** Points as players read them: a count for bet_count, USD otherwise. */
function usePoints(category: Detail['category']) {
  const { i18n } = useTranslation();
  return (points: number) =>
    category === 'bet_count'
      ? new Intl.NumberFormat(i18n.language).format(points)
      : formatMoney(points, i18n.language);
}

function Leaderboard({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation('tournaments');
  const [expanded, setExpanded] = useState(false);
  const points = usePoints(detail.category);
  const rows = detail.leaderboard;
  const shown = expanded ? rows : rows.slice(0, LEADERBOARD_VISIBLE_ROWS);
  const row = (e: LeaderboardEntry) => (
    <tr key={e.place} className={e.place <= 3 ? styles.top : undefined}>
      <td>
        <Cup place={e.place} />
      </td>
      <td className={styles.prizeCell}>{e.prize > 0 ? formatMoney(e.prize, i18n.language) : '—'}</td>
      <td className={styles.nickname}>{e.nickname}</td>
      <td className={styles.points}>{points(e.points)}</td>
    </tr>
  );
  return (
    <section className={styles.card} aria-labelledby="tournament-leaderboard">
      <h3 id="tournament-leaderboard" className={styles.cardTitle}>
        <TrophyIcon size={20} /> {t('leaderboard')}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('noPlayers')}</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.place')}</th>
                  <th scope="col">{t('columns.prize')}</th>
                  <th scope="col">{t('columns.nickname')}</th>
                  <th scope="col">{t('columns.points')}</th>
                </tr>
              </thead>
              <tbody>{shown.map(row)}</tbody>
            </table>
          </div>
          {rows.length > LEADERBOARD_VISIBLE_ROWS ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? t('hide') : t('showAll')}
              <ChevronDownIcon size={16} className={expanded ? styles.flipped : undefined} />
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function GamesStrip({ detail }: { detail: Detail }) {
  const { t } = useTranslation('tournaments');
  if (detail.slots.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="tournament-games">
      <div className={styles.cardHead}>
        <h3 id="tournament-games" className={styles.cardTitle}>
          {t('games')}
        </h3>
        <Link to={`/slots?tournamentId=${detail.id}`} className={styles.more}>
          {t('showAllGames')} ({detail.slots.length})
        </Link>
      </div>
      <ul className={styles.games}>
        {detail.slots.slice(0, GAMES_STRIP_SIZE).map((g) => (
          <li key={g.game_id}>
            <Link to={`/game?gameId=${g.game_id}`} className={styles.game}>
              <img src={g.img} alt="" loading="lazy" />
              <span>{g.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rules({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation('tournaments');
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="tournament-rules">
      <div className={styles.cardHead}>
        <h3 id="tournament-rules" className={styles.cardTitle}>
          {t('rules')}
        </h3>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="tournament-rules-body"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('rulesToggleClose') : t('rulesToggleOpen')}
          <ChevronDownIcon size={16} className={open ? styles.flipped : undefined} />
        </button>
      </div>
      <div id="tournament-rules-body" className={styles.rules} data-open={open} hidden={!open}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('places')}</dt>
            <dd>{detail.prize_places}</dd>
          </div>
          <div>
            <dt>{t('category')}</dt>
            <dd>{t(`categories.${detail.category}`)}</dd>
          </div>
          <div>
            <dt>{t('minBet')}</dt>
            <dd>{formatMoney(detail.min_bet, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('rounds')}</dt>
            <dd>{detail.rounds ?? t('roundsUnlimited')}</dd>
          </div>
        </dl>
        {/* The server sanitizes descriptions to an allow-list when they are written. */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: detail.description }} />
      </div>
    </section>
  );
}

function Summary({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation('tournaments');
  const facts: Array<[string, string]> = [
    [t('prize'), formatMoney(detail.prize, i18n.language)],
    [t('rounds'), detail.rounds === null ? t('roundsUnlimited') : String(detail.rounds)],
    [t('minBet'), formatMoney(detail.min_bet, i18n.language)],
    [t('category'), t(`categories.${detail.category}`)],
    [t('places'), String(detail.prize_places)],
  ];
  return (
    <section className={styles.card} aria-labelledby="tournament-summary">
      <h3 id="tournament-summary" className={styles.cardTitle}>
        {t('summary')}
      </h3>
      <table className={styles.summary}>
        <tbody>
          {facts.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One event: header with dates, prize pool and countdown, leaderboard, games, rules and summary. */
export function TournamentDetailView({ detail, now }: { detail: Detail; now: number }) {
  const { t, i18n } = useTranslation('tournaments');
  const status = statusAt(detail, now);
  return (
    <article className={styles.detail} aria-labelledby="tournament-name">
      <header className={styles.header}>
        <img className={styles.art} src={detail.main_img} alt="" />
        <div className={styles.headerBody}>
          <p className={styles.dates}>
            <time dateTime={detail.start_date}>{formatEventDate(detail.start_date, i18n.language)}</time>
            {' — '}
            <time dateTime={detail.end_date}>{formatEventDate(detail.end_date, i18n.language)}</time>
          </p>
          <h2 id="tournament-name" className={styles.name}>
            {detail.name}
          </h2>
          <p className={styles.pool}>
            <span>{t('prizePool')}</span>
            <strong data-testid="prize-pool">{formatMoney(detail.prize, i18n.language)}</strong>
          </p>
          <div className={styles.headerFoot}>
            {status === 'now' ? (
              <>
                <Countdown until={detail.end_date} now={now} label={t('finish')} />
                <Link to={`/slots?tournamentId=${detail.id}`} className={styles.play}>
                  {t('play')}
                </Link>
              </>
            ) : status === 'soon' ? (
              <Countdown until={detail.start_date} now={now} label={t('willStart')} />
            ) : (
              <p className={styles.finished}>
                {t('endedOn', { date: formatEventDate(detail.end_date, i18n.language) })}
              </p>
            )}
          </div>
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <Leaderboard detail={detail} />
          <GamesStrip detail={detail} />
        </div>
        <div className={styles.side}>
          <Summary detail={detail} />
          <Rules detail={detail} />
        </div>
      </div>
    </article>
  );
}

/** Loads an event and shows it; a failure shows nothing (document 2, section 8: ignored silently). */
export function TournamentDetail({ id, now }: { id: number; now: number }) {
  const { t } = useTranslation('tournaments');
  const { data, isPending } = useEvent(id);
  if (isPending) return <div className={styles.loading} aria-busy="true" aria-label={t('loading')} />;
  if (!data) return null;
  return <TournamentDetailView detail={data} now={now} />;
}
