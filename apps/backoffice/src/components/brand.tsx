import { CrownIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import styles from './brand.module.css';

/** The console's mark and name; large above the sign-in card, small atop the sidebar. */
export function Brand({ large }: { large?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <div className={large ? `${styles.brand} ${styles.large}` : styles.brand}>
      <span className={styles.mark}>
        <CrownIcon size={large ? 22 : 18} />
      </span>
      <span>
        <strong className={styles.name}>{t('brand')}</strong>
        <span className={styles.product}>{t('product')}</span>
      </span>
    </div>
  );
}
