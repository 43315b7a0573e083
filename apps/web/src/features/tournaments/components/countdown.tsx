import { useTranslation } from 'react-i18next';
import { countdownParts } from '../lib/events';
import styles from './countdown.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours and minutes left until `until`, as three round timers. */
export function Countdown({ until, now, label }: { until: string; now: number; label: string }) {
  const { t } = useTranslation('tournaments');
  const { days, hours, minutes } = countdownParts(until, now);
  const cells: Array<[number, string]> = [
    [days, t('units.days')],
    [hours, t('units.hours')],
    [minutes, t('units.minutes')],
  ];
  return (
    <div className={styles.countdown}>
      <span className={styles.label}>{label}</span>
      <div
        className={styles.cells}
        role="timer"
        aria-label={`${label} ${days}${t('short.days')} ${pad(hours)}${t('short.hours')} ${pad(minutes)}${t('short.minutes')}`}
      >
        {cells.map(([value, unit]) => (
          <span key={unit} className={styles.cell}>
            <span className={styles.value}>{pad(value)}</span>
            <span className={styles.unit}>{unit}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
