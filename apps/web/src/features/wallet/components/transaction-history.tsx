import type { HistoryRow } from '@casino/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { useTransactions } from '../api/get-transactions';
import { formatDateTime, formatMoney, formatSignedMoney } from '../format';
import { providerName } from '../payment-methods';
import { ArrowDownIcon, ArrowUpIcon, WalletIcon } from './icons';
import styles from './transaction-history.module.css';

const statusTone: Record<string, string | undefined> = {
  completed: styles.good,
  paid: styles.good,
  pending: styles.waiting,
  rejected: styles.bad,
  expired: styles.muted,
};

/** Money that never moved (an expired deposit, a rejected withdrawal) is shown struck through. */
function amountTone(row: HistoryRow): string | undefined {
  if (row.status === 'expired' || row.status === 'rejected') return styles.void;
  return row.amount > 0 ? styles.plus : styles.minus;
}

/** A chain transaction id, shortened for the table (the whole id is in the title and for copying). */
export function shortTxId(txId: string): string {
  return txId.length > 18 ? `${txId.slice(0, 8)}…${txId.slice(-6)}` : txId;
}

/**
 * The profile's History tab: every movement of money (date and time, amount, provider, token
 * type, action, status, and a credited deposit's chain transaction), the totals of deposits and withdrawals, and the account activity.
 * A table on a laptop, a list of cards on a phone.
 * Embedded in the profile's titled card, it leaves the heading to the card (kept for screen
 * readers) and the account activity to the profile's own table.
 */
export function TransactionHistory({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('wallet');
  const history = useTransactions();
  const language = currentLanguage();
  const id = useId();

  if (history.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-label={t('history.loading')}>
        <span />
        <span />
        <span />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t('history.failed')}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('deposit.retry')}
        </Button>
      </div>
    );
  }

  const { results, totals, activity } = history.data;
  const label = (key: string, value: string) => t(`${key}.${value}`, { defaultValue: value });
  const dash = (value: string) => value || '—';

  return (
    <div className={styles.history}>
      <section aria-labelledby={`${id}-totals`} className={styles.totals}>
        <h3 id={`${id}-totals`} className="visually-hidden">
          {t('history.totals')}
        </h3>
        <div className={styles.total}>
          <span className={[styles.totalIcon, styles.in].join(' ')} aria-hidden="true">
            <ArrowDownIcon />
          </span>
          <span className={styles.totalLabel}>{t('history.deposits')}</span>
          <strong data-testid="total-deposits">{formatMoney(totals.deposits, language)}</strong>
        </div>
        <div className={styles.total}>
          <span className={[styles.totalIcon, styles.out].join(' ')} aria-hidden="true">
            <ArrowUpIcon />
          </span>
          <span className={styles.totalLabel}>{t('history.withdrawals')}</span>
          <strong data-testid="total-withdrawals">{formatMoney(totals.withdrawals, language)}</strong>
        </div>
        <div className={[styles.total, styles.totalMain].join(' ')}>
          <span className={[styles.totalIcon, styles.sum].join(' ')} aria-hidden="true">
            <WalletIcon />
          </span>
          <span className={styles.totalLabel}>{t('history.total')}</span>
          <strong data-testid="total-net">{formatMoney(totals.total, language)}</strong>
        </div>
      </section>

      <section aria-labelledby={`${id}-transactions`}>
        <h3 id={`${id}-transactions`} className={embedded ? 'visually-hidden' : styles.title}>
          {t('history.transactions')}
        </h3>
        {results.length === 0 ? (
          <p className={styles.empty}>{t('history.empty')}</p>
        ) : (
          <table
            className={[styles.table, styles.transactions].join(' ')}
            aria-labelledby={`${id}-transactions`}
          >
            <thead>
              <tr>
                <th scope="col">{t('history.columns.date')}</th>
                <th scope="col">{t('history.columns.amount')}</th>
                <th scope="col">{t('history.columns.provider')}</th>
                <th scope="col">{t('history.columns.token')}</th>
                <th scope="col">{t('history.columns.action')}</th>
                <th scope="col">{t('history.columns.status')}</th>
                <th scope="col">{t('history.columns.tx')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((row: HistoryRow) => (
                <tr key={row.id}>
                  <td data-label={t('history.columns.date')} className={styles.date}>
                    {formatDateTime(row.created_at, language)}
                  </td>
                  <td
                    data-label={t('history.columns.amount')}
                    className={[styles.amount, amountTone(row)].join(' ')}
                  >
                    {formatSignedMoney(row.amount, language)}
                  </td>
                  <td
                    data-label={t('history.columns.provider')}
                    className={styles.provider}
                    data-empty={!row.provider || undefined}
                  >
                    {dash(row.provider && providerName(row.provider))}
                  </td>
                  <td
                    data-label={t('history.columns.token')}
                    className={styles.token}
                    data-empty={!row.token_type || undefined}
                  >
                    {dash(row.token_type)}
                  </td>
                  <td data-label={t('history.columns.action')} className={styles.action}>
                    {label('history.actions', row.action)}
                  </td>
                  <td data-label={t('history.columns.status')} className={styles.statusCell}>
                    <span className={[styles.status, statusTone[row.status]].filter(Boolean).join(' ')}>
                      {label('history.statuses', row.status)}
                    </span>
                  </td>
                  <td
                    data-label={t('history.columns.tx')}
                    className={[styles.mono, styles.tx].join(' ')}
                    data-empty={!row.tx_id || undefined}
                  >
                    {row.tx_id ? <span title={row.tx_id}>{shortTxId(row.tx_id)}</span> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {!embedded && (
        <section aria-labelledby={`${id}-activity`}>
          <h3 id={`${id}-activity`} className={styles.title}>
            {t('history.activity')}
          </h3>
          {activity.length === 0 ? (
            <p className={styles.empty}>{t('history.noActivity')}</p>
          ) : (
            <table className={[styles.table, styles.activity].join(' ')} aria-labelledby={`${id}-activity`}>
              <thead>
                <tr>
                  <th scope="col">{t('history.columns.date')}</th>
                  <th scope="col">{t('history.columns.source')}</th>
                  <th scope="col">{t('history.columns.device')}</th>
                  <th scope="col">{t('history.columns.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {activity.map((row, index) => (
                  <tr key={`${row.created_at}-${index}`}>
                    <td data-label={t('history.columns.date')} className={styles.date}>
                      {formatDateTime(row.created_at, language)}
                    </td>
                    <td data-label={t('history.columns.source')} className={styles.source}>
                      {label('history.sources', row.source)}
                    </td>
                    <td data-label={t('history.columns.device')} className={styles.device}>
                      {dash(row.device)}
                    </td>
                    <td data-label={t('history.columns.ip')} className={styles.mono}>
                      {dash(row.ip)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
