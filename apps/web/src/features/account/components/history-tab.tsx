import type { SessionRow } from '@casino/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { GameHistory } from '../../games/components/game-history';
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
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="history-activity">
            <thead>
              <tr>
                <th scope="col">{t('history.columns.time')}</th>
                <th scope="col">{t('history.columns.ip')}</th>
                <th scope="col">{t('history.columns.device')}</th>
                <th scope="col">{t('history.columns.source')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('history.columns.time')}>
                    <time dateTime={row.created_at}>{time.format(new Date(row.created_at))}</time>
                  </td>
                  <td data-label={t('history.columns.ip')}>
                    <span className={styles.mono}>{row.ip}</span>
                  </td>
                  <td data-label={t('history.columns.device')}>
                    <span className={styles.device}>
                      <DeviceIcon width={16} height={16} />
                      {row.device || '—'}
                    </span>
                  </td>
                  <td data-label={t('history.columns.source')}>
                    <span className={`${styles.badge} ${styles.sourceBadge}`}>{sourceLabel(row.source)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(page > 1 || sessions.data?.hasNext) && (
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
          <Button
            variant="secondary"
            size="small"
            disabled={!sessions.data?.hasNext}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('history.older')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The History tab: transaction history (slot), game rounds and account activity. */
export function HistoryTab({ transactionHistory }: { transactionHistory?: ReactNode }) {
  return (
    <div className={styles.stack}>
      <TransactionHistorySlot>{transactionHistory}</TransactionHistorySlot>
      <GameHistory />
      <AccountActivity />
    </div>
  );
}
