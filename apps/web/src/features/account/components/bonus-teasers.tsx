import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStored } from '../../../lib/storage';
import { BallIcon, ChipIcon } from './icons';
import styles from './auth-menu.module.css';

/**
 * The welcome-bonus teasers of the login dialog: casino package and sport free bet. Picking one
 * remembers it, so the welcome choice after sign-up opens with it first (docs/decisions/048), and
 * takes the guest to the sign-up form.
 */
export function BonusTeasers({ compact, onChoose }: { compact?: boolean; onChoose?: () => void }) {
  const { t } = useTranslation('auth');
  const [choice, setChoice] = useStored('welcomeChoice');
  const teaser = (kind: 'casino' | 'sports', className: string | undefined, icon: ReactNode) => {
    const key = kind === 'casino' ? 'casino' : 'sport';
    return (
      <li>
        <button
          type="button"
          className={`${styles.teaser} ${className ?? ''}`}
          aria-pressed={choice === kind}
          onClick={() => {
            setChoice(kind);
            onChoose?.();
          }}
        >
          <span className={styles.teaserIcon}>{icon}</span>
          <span className={styles.teaserText}>
            <span className={styles.teaserKicker}>{t(`teasers.${key}.title`)}</span>
            <strong className={styles.teaserAmount}>{t(`teasers.${key}.amount`)}</strong>
            <span className={styles.teaserExtra}>{t(`teasers.${key}.extra`)}</span>
          </span>
        </button>
      </li>
    );
  };
  return (
    <ul className={compact ? styles.teasersCompact : styles.teasers} aria-label={t('teasers.label')}>
      {teaser('casino', styles.teaserCasino, <ChipIcon width={22} height={22} />)}
      {teaser('sports', styles.teaserSport, <BallIcon width={22} height={22} />)}
    </ul>
  );
}
