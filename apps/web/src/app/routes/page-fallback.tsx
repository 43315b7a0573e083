import { useTranslation } from 'react-i18next';
import { Spinner } from '@casino/ui/loader';
import styles from './page-fallback.module.css';

/** What the main area shows while a page's code is fetched: the branded spinner, the shell stays. */
export function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.fallback}>
      <Spinner size={56} label={t('loading')} />
    </div>
  );
}
