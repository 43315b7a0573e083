import { useTranslation } from 'react-i18next';
import { BallIcon, ChipIcon } from './icons';
import styles from './auth-menu.module.css';

/** The welcome-bonus teasers of the login dialog: casino package and sport free bet. */
export function BonusTeasers({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <ul className={compact ? styles.teasersCompact : styles.teasers} aria-label={t('teasers.label')}>
      <li className={`${styles.teaser} ${styles.teaserCasino}`}>
        <span className={styles.teaserIcon}>
          <ChipIcon width={22} height={22} />
        </span>
        <span className={styles.teaserText}>
          <span className={styles.teaserKicker}>{t('teasers.casino.title')}</span>
          <strong className={styles.teaserAmount}>{t('teasers.casino.amount')}</strong>
          <span className={styles.teaserExtra}>{t('teasers.casino.extra')}</span>
        </span>
      </li>
      <li className={`${styles.teaser} ${styles.teaserSport}`}>
        <span className={styles.teaserIcon}>
          <BallIcon width={22} height={22} />
        </span>
        <span className={styles.teaserText}>
          <span className={styles.teaserKicker}>{t('teasers.sport.title')}</span>
          <strong className={styles.teaserAmount}>{t('teasers.sport.amount')}</strong>
          <span className={styles.teaserExtra}>{t('teasers.sport.extra')}</span>
        </span>
      </li>
    </ul>
  );
}
