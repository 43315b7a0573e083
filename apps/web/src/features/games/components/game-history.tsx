import type { GameRoundRow } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type DataColumn } from '@casino/ui/data-table';
import { CardsIcon } from '@casino/ui/icons';
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

  const columns: Array<DataColumn<GameRoundRow>> = [
    {
      key: 'time',
      header: t('history.columns.time'),
      label: t('history.columns.time'),
      cell: (row) => <time dateTime={row.created_at}>{time.format(new Date(row.created_at))}</time>,
    },
    {
      key: 'game',
      header: t('history.columns.game'),
      label: t('history.columns.game'),
      cell: (row) => (
        <>
          <span className={styles.game}>{row.game_name}</span>
          <span className={styles.provider}>{row.provider}</span>
        </>
      ),
    },
    {
      key: 'bet',
      header: t('history.columns.bet'),
      label: t('history.columns.bet'),
      numeric: true,
      cell: (row) => formatUsd(row.bet),
    },
    {
      key: 'win',
      header: t('history.columns.win'),
      label: t('history.columns.win'),
      numeric: true,
      cellClassName: (row) => row.win > 0 && styles.won,
      cell: (row) => formatUsd(row.win),
    },
    {
      key: 'status',
      header: t('history.columns.status'),
      label: t('history.columns.status'),
      cell: (row) => (
        <span className={[styles.badge, styles[`status_${row.status}`]].filter(Boolean).join(' ')}>
          {statusLabel(row.status)}
        </span>
      ),
    },
    {
      key: 'verify',
      header: t('history.columns.verify'),
      label: t('history.columns.verify'),
      cell: (row) =>
        row.verify_url ? (
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
        ),
    },
  ];

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
        <DataTable
          labelledBy="history-games"
          className={styles.rounds}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
        />
      )}
      <Pager
        page={page}
        hasNext={hasNext}
        onPage={setPage}
        newerLabel={t('history.newer')}
        olderLabel={t('history.older')}
        pageLabel={t('history.page', { page })}
      />
    </section>
  );
}
