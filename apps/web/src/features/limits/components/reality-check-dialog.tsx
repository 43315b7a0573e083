import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { Modal } from '@casino/ui/modal';
import { Notice } from '@casino/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useAcknowledgeRealityCheck, usePlaySession } from '../api/play-time';
import styles from './reality-check-dialog.module.css';

export interface RealityCheckProps {
  /** Whether the player is playing for real money (no checks in demo play or signed out). */
  enabled: boolean;
  /** A round is in play (the game signalled a bet and not yet its end): the check waits for it. */
  roundOpen?: boolean;
}

/** Minutes and seconds played, as "1 h 05 min" or "12 min". */
export function playedText(
  seconds: number,
  t: (key: string, params?: Record<string, unknown>) => string,
): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('realityCheck.hours', { hours, minutes: String(minutes % 60).padStart(2, '0') })
    : t('realityCheck.minutes', { minutes });
}

/**
 * The reality check over the game (docs/decisions/039): when the player's interval of continuous
 * play has passed, the page shows, once the round in play has ended, the time played this session
 * and the net position, with links to the history and to leave. The session is asked again when
 * the check falls due and after every finished round (the app invalidates it). The server refuses
 * bets until the player acknowledges it here; the dialog cannot be dismissed any other way.
 */
export function RealityCheck({ enabled, roundOpen = false }: RealityCheckProps) {
  const { t, i18n } = useTranslation('limits');
  const titleId = useId();
  const session = usePlaySession(enabled);
  const acknowledge = useAcknowledgeRealityCheck();
  const dueAt = session.data?.check_due ? null : session.data?.check_due_at;
  const { refetch } = session;
  useEffect(() => {
    if (!enabled || !dueAt) return;
    // A little after the moment, so the server's clock has passed it too.
    const timer = window.setTimeout(() => void refetch(), Math.max(0, Date.parse(dueAt) - Date.now()) + 500);
    return () => window.clearTimeout(timer);
  }, [enabled, dueAt, refetch]);
  if (!enabled || roundOpen || !session.data?.check_due) return null;
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'exceptZero',
  });
  const { played_seconds: played, staked, won, net } = session.data;
  return (
    // Escape and the backdrop do nothing: only the buttons below close it.
    <Modal aria-labelledby={titleId} className={styles.panel} onClose={() => undefined}>
      <h2 id={titleId} className={styles.title}>
        {t('realityCheck.title')}
      </h2>
      <p className={styles.lead}>{t('realityCheck.lead')}</p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('realityCheck.played')}</dt>
          <dd data-testid="reality-check-played">{playedText(played, t)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('realityCheck.staked')}</dt>
          <dd>{money.format(staked).replace(/^\+/, '')}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('realityCheck.won')}</dt>
          <dd>{money.format(won).replace(/^\+/, '')}</dd>
        </div>
        <div className={`${styles.figure} ${net < 0 ? styles.loss : styles.gain}`}>
          <dt>{t('realityCheck.net')}</dt>
          <dd data-testid="reality-check-net">{money.format(net)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button disabled={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
          {t('realityCheck.continue')}
        </Button>
        <Link to="/profile?tab=history" className={styles.link}>
          {t('realityCheck.history')}
        </Link>
        <Link to="/" className={styles.link}>
          {t('realityCheck.leave')}
        </Link>
      </div>
      {acknowledge.error && (
        <Notice tone="error">
          {(acknowledge.error instanceof ApiError ? acknowledge.error.firstMessage() : undefined) ??
            t('failed')}
        </Notice>
      )}
    </Modal>
  );
}
