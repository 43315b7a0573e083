import type { Me } from '@casino/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { openDialog } from '../../../lib/dialogs';
import { useAccountBalance } from '../api/get-account-balance';
import { useUsd } from '../hooks/use-usd';
import { ClockIcon, CrownIcon, ShieldIcon, TrophyIcon, UploadIcon, WalletIcon } from './icons';
import styles from './profile-page.module.css';

/** Progress arrives as a percentage; anything outside 0-100 is clamped. */
const percent = (value: number) => Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));

/** The Profile tab: rank, winnings, verification, balance with Deposit, pending withdrawals. */
export function ProfileTab({
  me,
  pendingWithdrawals,
  documentUpload,
}: {
  me: Me;
  pendingWithdrawals?: ReactNode;
  documentUpload?: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const balance = useAccountBalance();
  const usd = useUsd();
  const progress = percent(me.current_rank_progress);

  return (
    <div className={styles.grid}>
      <article className={`${styles.card} ${styles.rankCard}`} aria-labelledby="profile-rank-title">
        <div className={styles.cardHead}>
          <span className={`${styles.cardIcon} ${styles.iconGold}`}>
            <CrownIcon />
          </span>
          <h2 id="profile-rank-title" className={styles.cardTitle}>
            {t('rank.title')}
          </h2>
        </div>
        <p className={styles.bigValue}>{t('rank.level', { rank: me.current_rank })}</p>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('rank.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span className={styles.progressFill} style={{ width: `${progress}%` }} />
        </div>
        <p className={styles.muted}>{t('rank.progress', { progress })}</p>
      </article>

      <article className={styles.card} aria-labelledby="profile-winning-title">
        <div className={styles.cardHead}>
          <span className={`${styles.cardIcon} ${styles.iconGreen}`}>
            <TrophyIcon />
          </span>
          <h2 id="profile-winning-title" className={styles.cardTitle}>
            {t('winningNow.title')}
          </h2>
        </div>
        <p className={styles.bigValue}>{usd(0)}</p>
        <p className={styles.muted}>{t('winningNow.text')}</p>
      </article>

      <article className={styles.card} aria-labelledby="profile-balance-title">
        <div className={styles.cardHead}>
          <span className={`${styles.cardIcon} ${styles.iconPurple}`}>
            <WalletIcon />
          </span>
          <h2 id="profile-balance-title" className={styles.cardTitle}>
            {t('balance.title')}
          </h2>
        </div>
        <p className={styles.bigValue} aria-live="polite">
          {balance.data ? usd(balance.data.balance_usd) : balance.isError ? '—' : '…'}
        </p>
        <Button onClick={() => openDialog('transitionDialog')}>{t('balance.deposit')}</Button>
      </article>

      {/* A money block passed in by the app is a complete card of its own (state, form, list). */}
      {documentUpload ? (
        <div className={styles.wide}>{documentUpload}</div>
      ) : (
        <article className={`${styles.card} ${styles.wide}`} aria-labelledby="profile-verification-title">
          <div className={styles.cardHead}>
            <span className={`${styles.cardIcon} ${styles.iconBlue}`}>
              <ShieldIcon />
            </span>
            <h2 id="profile-verification-title" className={styles.cardTitle}>
              {t('verification.title')}
            </h2>
            <span className={`${styles.badge} ${styles[`state_${me.verification_state}`]}`}>
              {t(`verification.states.${me.verification_state}`)}
            </span>
          </div>
          <p className={styles.text}>{t(`verification.descriptions.${me.verification_state}`)}</p>
          {me.verification_state !== 'verified' && me.verification_state !== 'pending' && (
            <div className={styles.uploadHint}>
              <Button variant="secondary" disabled aria-describedby="profile-upload-hint">
                <UploadIcon width={18} height={18} />
                {t('verification.upload')}
              </Button>
              <p id="profile-upload-hint" className={styles.muted}>
                {t('verification.uploadSoon')}
              </p>
            </div>
          )}
        </article>
      )}

      {pendingWithdrawals ? (
        <div className={styles.wide}>{pendingWithdrawals}</div>
      ) : (
        <article className={`${styles.card} ${styles.wide}`} aria-labelledby="profile-withdrawals-title">
          <div className={styles.cardHead}>
            <span className={`${styles.cardIcon} ${styles.iconGold}`}>
              <ClockIcon />
            </span>
            <h2 id="profile-withdrawals-title" className={styles.cardTitle}>
              {t('withdrawals.title')}
            </h2>
          </div>
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('withdrawals.empty')}</p>
            <p className={styles.muted}>{t('withdrawals.note')}</p>
          </div>
        </article>
      )}
    </div>
  );
}
