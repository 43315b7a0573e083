import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useWithdrawals } from '../api/get-withdrawals';
import { formatDateTime, formatMoney, shortAddress } from '../format';
import { networkName, providerName } from '../payment-methods';
import { ClockIcon, NetworkIcon } from './icons';
import styles from './pending-withdrawals.module.css';

export interface PendingWithdrawalsProps {
  /** compact: the in-game menu widget; otherwise the profile's card. */
  variant?: 'card' | 'compact';
}

/** The player's withdrawals still waiting for an operator (profile block and game-menu widget). */
export function PendingWithdrawals({ variant = 'card' }: PendingWithdrawalsProps) {
  const { t } = useTranslation('wallet');
  const withdrawals = useWithdrawals();
  const headingId = useId();
  const language = currentLanguage();
  const pending = (withdrawals.data ?? []).filter((w) => w.status === 'pending');
  const sum = pending.reduce((cents, w) => cents + Math.round(w.amount * 100), 0) / 100;

  return (
    <section
      className={[styles.block, variant === 'compact' && styles.compact].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <header className={styles.header}>
        <h3 id={headingId}>{t('pending.title')}</h3>
        {pending.length > 0 && <span className={styles.sum}>{formatMoney(sum, language)}</span>}
      </header>
      {withdrawals.isPending ? (
        <div className={styles.skeleton} role="status" aria-label={t('withdraw.loading')}>
          <span />
        </div>
      ) : withdrawals.isError ? (
        <p className={styles.empty}>{t('pending.failed')}</p>
      ) : pending.length === 0 ? (
        <p className={styles.empty}>{t('pending.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {pending.map((w) => (
            <li key={w.id} className={styles.item}>
              <NetworkIcon provider={w.provider} className={styles.network} aria-hidden="true" />
              <span className={styles.main}>
                <strong>{formatMoney(w.amount, language)}</strong>
                <span className={styles.meta}>
                  {w.token_type} · {providerName(w.provider)} ({networkName(w)}) ·{' '}
                  <span title={w.address}>{shortAddress(w.address)}</span>
                </span>
              </span>
              <span className={styles.side}>
                <span className={styles.badge}>
                  <ClockIcon aria-hidden="true" width={12} height={12} />
                  {t('history.statuses.pending')}
                </span>
                <time dateTime={w.created_at} className={styles.date}>
                  {formatDateTime(w.created_at, language)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {variant === 'card' && <p className={styles.note}>{t('withdraw.timing')}</p>}
    </section>
  );
}
