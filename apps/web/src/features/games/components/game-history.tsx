import type { GameRoundRow } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CardsIcon } from '../../../components/ui/icons';
import { useGameHistory } from '../api/get-game-history';
import { formatUsd } from '../lib/format';
import styles from './game-history.module.css';

const STATUSES: ReadonlyArray<GameRoundRow['status']> = ['open', 'closed', 'rolled_back'];

/** The profile History tab's game rounds: time, game, bet, win, status and a link to verify each round. */
export function GameHistory() {
  const { t, i18n } = useTranslation('games');
  const [page, setPage] = useState(1);
  const history = useGameHistory(page);
  const rows = history.data?.results ?? [];
  const hasNext = Boolean(history.data?.next);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const statusLabel = (status: string) =>
    STATUSES.includes(status as GameRoundRow['status']) ? t(`history.status.${status}`) : status;

  return (
    <section className={styles.card} aria-labelledby="history-games">
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <CardsIcon size={20} />
        </span>
        <h2 id="history-games" className={styles.title}>
          {t('history.title')}
        </h2>
      </div>
      {history.isPending ? (
        <p className={styles.muted}>{t('history.loading')}</p>
      ) : history.isError ? (
        <p role="alert" className={styles.muted}>
          {t('history.failed')}
        </p>
      ) : rows.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('history.empty')}</p>
          <p className={styles.muted}>{t('history.emptyText')}</p>
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="history-games">
            <thead>
              <tr>
                <th scope="col">{t('history.columns.time')}</th>
                <th scope="col">{t('history.columns.game')}</th>
                <th scope="col" className={styles.number}>
                  {t('history.columns.bet')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('history.columns.win')}
                </th>
                <th scope="col">{t('history.columns.status')}</th>
                <th scope="col">{t('history.columns.verify')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('history.columns.time')}>
                    <time dateTime={row.created_at}>{time.format(new Date(row.created_at))}</time>
                  </td>
                  <td data-label={t('history.columns.game')}>
                    <span className={styles.game}>{row.game_name}</span>
                    <span className={styles.provider}>{row.provider}</span>
                  </td>
                  <td data-label={t('history.columns.bet')} className={styles.number}>
                    {formatUsd(row.bet)}
                  </td>
                  <td
                    data-label={t('history.columns.win')}
                    className={[styles.number, row.win > 0 && styles.won].filter(Boolean).join(' ')}
                  >
                    {formatUsd(row.win)}
                  </td>
                  <td data-label={t('history.columns.status')}>
                    <span
                      className={[styles.badge, styles[`status_${row.status}`]].filter(Boolean).join(' ')}
                    >
                      {statusLabel(row.status)}
                    </span>
                  </td>
                  <td data-label={t('history.columns.verify')}>
                    {row.verify_url ? (
                      <a
                        href={row.verify_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={styles.verify}
                        aria-label={t('history.verifyRound', { game: row.game_name, id: row.id })}
                      >
                        {t('history.verify')}
                      </a>
                    ) : (
                      <span className={styles.muted}>{t('history.verifyLater')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(page > 1 || hasNext) && (
        <div className={styles.pager}>
          <Button
            variant="secondary"
            size="small"
            disabled={page === 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('history.newer')}
          </Button>
          <span className={styles.muted}>{t('history.page', { page })}</span>
          <Button variant="secondary" size="small" disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
            {t('history.older')}
          </Button>
        </div>
      )}
    </section>
  );
}
