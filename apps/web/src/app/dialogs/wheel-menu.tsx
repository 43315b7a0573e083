import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import type { DialogComponentProps } from '../../lib/dialogs';
import styles from './shell-dialogs.module.css';

const SEGMENTS = ['#7c5cff', '#ffb938', '#b14dff', '#2fd47a', '#7c5cff', '#ff5470', '#b14dff', '#ffb938'];

/** The wheel of fortune dialog (wheelMenu); the spec shows it as Coming Soon! for now. */
export function WheelMenu({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  return (
    <Dialog title={t('dialogs.wheelTitle')} onClose={onClose} width={460} closeLabel={tc('close')}>
      <div className={styles.wheelWrap}>
        <svg viewBox="-110 -110 220 220" className={styles.wheel} aria-hidden="true">
          {SEGMENTS.map((color, i) => {
            const a0 = (i / SEGMENTS.length) * Math.PI * 2;
            const a1 = ((i + 1) / SEGMENTS.length) * Math.PI * 2;
            const r = 100;
            const d = `M0 0 L${(r * Math.sin(a0)).toFixed(2)} ${(-r * Math.cos(a0)).toFixed(2)} A${r} ${r} 0 0 1 ${(r * Math.sin(a1)).toFixed(2)} ${(-r * Math.cos(a1)).toFixed(2)} Z`;
            return (
              <path key={i} d={d} fill={color} opacity={i % 2 ? 0.85 : 1} stroke="#0b0d17" strokeWidth="2" />
            );
          })}
          <circle r="102" fill="none" stroke="#ffc94a" strokeWidth="5" />
          <circle r="24" fill="#12152a" stroke="#ffc94a" strokeWidth="4" />
          <path d="M0 -12l3.5 8 8.5.7-6.5 5.6 2 8.4L0 6.2l-7.5 4.5 2-8.4-6.5-5.6 8.5-.7z" fill="#ffc94a" />
        </svg>
        <span className={styles.pointer} aria-hidden="true" />
      </div>
      <p className={styles.soon}>{t('dialogs.wheelSoon')}</p>
      <p className={styles.soonText}>{t('dialogs.wheelText')}</p>
    </Dialog>
  );
}
