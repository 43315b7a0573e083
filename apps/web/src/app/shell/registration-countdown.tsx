import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '@casino/ui/icons';
import { openDialog } from '../../lib/dialogs';
import { storage, useStored } from '../../lib/storage';
import styles from './registration-countdown.module.css';
import { useIsPlayer } from './use-is-player';

/** Seconds as HH:MM:SS (24:00:00 for a full day). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * The registration-bonus countdown (document 1, section 4): remainingTime runs down one second
 * at a time and is kept, so a reload continues where it was; shown to guests while above zero.
 * Mount it once: every mounted instance ticks.
 */
export function RegistrationCountdown() {
  const { t } = useTranslation('shell');
  const isPlayer = useIsPlayer();
  const [remaining] = useStored('remainingTime');
  const running = !isPlayer && remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const left = storage.get('remainingTime');
      if (left > 0) storage.set('remainingTime', left - 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  if (!running) return null;
  const time = formatCountdown(remaining);
  return (
    <button
      type="button"
      className={styles.countdown}
      onClick={() => openDialog('registrationMenu')}
      aria-label={t('header.bonusTimerLabel', { time })}
    >
      <span className={styles.icon} aria-hidden="true">
        <GiftIcon size={18} />
      </span>
      <span className={styles.text} aria-hidden="true">
        <span className={styles.caption}>{t('header.bonusTimer')}</span>
        <span className={styles.time} data-testid="registration-countdown-time">
          {time}
        </span>
      </span>
    </button>
  );
}
