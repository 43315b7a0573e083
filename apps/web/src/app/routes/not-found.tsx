import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../shell/use-document-title';
import styles from './not-found.module.css';

/** Any address the route table does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('pages.notFound.title')}</h1>
      <p className={styles.text}>{t('pages.notFound.text')}</p>
      <Link to="/" className={styles.home}>
        {tc('backToLobby')}
      </Link>
    </section>
  );
}
