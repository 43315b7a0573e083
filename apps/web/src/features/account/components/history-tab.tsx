import type { SessionRow } from '@casino/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Pager, type DataColumn } from '@casino/ui/data-table';
import { useSessions } from '../api/get-sessions';
import { DeviceIcon, HistoryIcon, WalletIcon } from './icons';
import styles from './profile-page.module.css';

const SOURCES: ReadonlyArray<SessionRow['source']> = ['password', 'register', 'google', 'session'];

/**
 * Where the transaction history goes. The money work passes its table in through ProfilePage's
 * transactionHistory prop (features do not import each other); until then an empty state shows.
 */
export function TransactionHistorySlot({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.card} aria-labelledby="history-transactions">
      <div className={styles.cardHead}>
        <span className={`${styles.cardIcon} ${styles.iconGold}`}>
          <WalletIcon />
        </span>
        <h2 id="history-transactions" className={styles.cardTitle}>
          {t('history.transactions')}
        </h2>
      </div>
      {children ?? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('history.transactionsEmpty')}</p>
          <p className={styles.muted}>{t('history.transactionsEmptyText')}</p>
        </div>
      )}
    </section>
  );
}

function AccountActivity() {
  const { t, i18n } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const sessions = useSessions(page);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = sessions.data?.rows ?? [];
  const sourceLabel = (source: string) =>
    SOURCES.includes(source as SessionRow['source']) ? t(`history.sources.${source}`) : source;

  const columns: Array<DataColumn<SessionRow>> = [
    {
      key: 'time',
      header: t('history.columns.time'),
      label: t('history.columns.time'),
      cell: (row) => <time dateTime={row.created_at}>{time.format(new Date(row.created_at))}</time>,
    },
    {
      key: 'ip',
      header: t('history.columns.ip'),
      label: t('history.columns.ip'),
      cell: (row) => <span className={styles.mono}>{row.ip}</span>,
    },
    {
      key: 'device',
      header: t('history.columns.device'),
      label: t('history.columns.device'),
      cell: (row) => (
        <span className={styles.device}>
          <DeviceIcon width={16} height={16} />
          {row.device || '—'}
        </span>
      ),
    },
    {
      key: 'source',
      header: t('history.columns.source'),
      label: t('history.columns.source'),
      cell: (row) => (
        <span className={`${styles.badge} ${styles.sourceBadge}`}>{sourceLabel(row.source)}</span>
      ),
    },
  ];

  return (
    <section className={styles.card} aria-labelledby="history-activity">
      <div className={styles.cardHead}>
        <span className={`${styles.cardIcon} ${styles.iconPurple}`}>
          <HistoryIcon />
        </span>
        <h2 id="history-activity" className={styles.cardTitle}>
          {t('history.activity')}
        </h2>
      </div>
      {sessions.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : sessions.isError ? (
        <p role="alert" className={styles.muted}>
          {t('loadFailed')}
        </p>
      ) : rows.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('history.activityEmpty')}</p>
        </div>
      ) : (
        <DataTable labelledBy="history-activity" columns={columns} rows={rows} rowKey={(row) => row.id} />
      )}
      <Pager
        page={page}
        hasNext={Boolean(sessions.data?.hasNext)}
        onPage={setPage}
        newerLabel={t('history.newer')}
        olderLabel={t('history.older')}
        pageLabel={t('history.page', { page })}
      />
    </section>
  );
}

/**
 * The History tab: transaction history (slot), game rounds (passed in by the app, which owns the games
 * feature) and account activity.
 */
export function HistoryTab({
  transactionHistory,
  gameHistory,
}: {
  transactionHistory?: ReactNode;
  gameHistory?: ReactNode;
}) {
  return (
    <div className={styles.stack}>
      <TransactionHistorySlot>{transactionHistory}</TransactionHistorySlot>
      {gameHistory}
      <AccountActivity />
    </div>
  );
}
