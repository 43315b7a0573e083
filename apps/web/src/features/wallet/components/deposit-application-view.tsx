import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { DEPOSIT_WINDOW_SECONDS } from '../../../config/constants';
import type { DepositApplication } from '../api/create-deposit';
import { useCopyNotice } from '../hooks/use-copy-notice';
import { useCountdown } from '../hooks/use-countdown';
import { useDepositPoll } from '../hooks/use-deposit-poll';
import { watchForLateDeposit } from '../late-deposit-watch';
import { formatCountdown, formatUsd, networkName, providerName } from '../payment-methods';
import styles from './cash-box.module.css';
import { CheckIcon, ClockIcon, CopyIcon, NetworkIcon, TokenIcon } from './icons';

/** Seconds the application stays open: from the server's expires_at when given, else 900 (section 9). */
export function secondsLeft(application: { expires_at?: string }, now = Date.now()): number {
  if (!application.expires_at) return DEPOSIT_WINDOW_SECONDS;
  const expires = Date.parse(application.expires_at);
  if (Number.isNaN(expires)) return DEPOSIT_WINDOW_SECONDS;
  return Math.min(DEPOSIT_WINDOW_SECONDS, Math.max(0, Math.round((expires - now) / 1000)));
}

export interface DepositApplicationViewProps {
  application: DepositApplication;
  /** Closes the cash box (the window ran out or the deposit arrived). */
  onDone: () => void;
}

/** The QR view of a created application: countdown, address to copy, details, Sent and the balance poll. */
export function DepositApplicationView({ application, onDone }: DepositApplicationViewProps) {
  const { t } = useTranslation('wallet');
  const [sent, setSent] = useState(false);
  const queryClient = useQueryClient();
  const credited = useRef(false);
  const left = useCountdown(secondsLeft(application), onDone);
  const { copied, copy } = useCopyNotice();
  useDepositPoll(sent, () => {
    credited.current = true;
    onDone();
  });
  // Closed without the money seen (the window ran out, or the player closed the box): a payment
  // to the address is still credited, so the header keeps an eye on the balance for a while.
  const expiresAt = application.expires_at;
  useEffect(
    () => () => {
      if (!credited.current) watchForLateDeposit(queryClient, expiresAt);
    },
    [queryClient, expiresAt],
  );

  const network = networkName(application);
  const tokenAmount = String(application.token_amount);

  return (
    <div className={styles.application}>
      <div className={styles.timerRow}>
        <span className={styles.timerLabel}>{t('application.timeLeft')}</span>
        <span
          className={[styles.timer, left <= 60 && styles.timerUrgent].filter(Boolean).join(' ')}
          role="timer"
          aria-live="off"
        >
          <ClockIcon aria-hidden="true" />
          {formatCountdown(left)}
        </span>
      </div>

      <div className={styles.qrFrame}>
        <img
          className={styles.qr}
          src={application.qr_code}
          alt={t('application.qr')}
          width={184}
          height={184}
        />
      </div>

      <div className={styles.field}>
        <span className={styles.label}>{t('application.address')}</span>
        <div className={styles.addressBox}>
          <code className={styles.address}>{application.wallet_address}</code>
          <button
            type="button"
            className={styles.copy}
            aria-label={t('application.copy')}
            onClick={() => void copy(application.wallet_address)}
          >
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          </button>
        </div>
        <span className={styles.copied} role="status">
          {copied ? t('application.copied') : ''}
        </span>
      </div>

      <dl className={styles.details}>
        <div>
          <dt>{t('application.network')}</dt>
          <dd>
            <NetworkIcon provider={application.provider} aria-hidden="true" className={styles.detailIcon} />
            {network}
            <span className={styles.usdEquivalent}>{providerName(application.provider)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('application.token')}</dt>
          <dd>
            <TokenIcon token={application.token_type} aria-hidden="true" className={styles.detailIcon} />
            {application.token_type}
          </dd>
        </div>
        <div>
          <dt>{t('application.amount')}</dt>
          <dd className={styles.amountValue}>
            {tokenAmount} {application.token_type}
            <span className={styles.usdEquivalent}>≈ ${formatUsd(application.usd_amount)}</span>
          </dd>
        </div>
      </dl>

      <p className={styles.warning}>{t('application.warning', { token: application.token_type, network })}</p>
      <p className={styles.creditRule}>{t('application.creditRule')}</p>

      {sent ? (
        <div className={styles.waiting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('application.waiting')}
        </div>
      ) : (
        <Button size="large" block onClick={() => setSent(true)}>
          {t('application.sent')}
        </Button>
      )}
    </div>
  );
}
