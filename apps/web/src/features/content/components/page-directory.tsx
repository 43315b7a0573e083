import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@casino/ui/icons';
import { usePages } from '../api/get-pages';
import styles from './content.module.css';

/** The rules and policies as cards with their summaries (the FAQ itself is shown above them). */
export function PageDirectory() {
  const { t } = useTranslation('shell');
  const pages = usePages();
  if (!pages.data) return null;
  return (
    <section className={styles.directory} aria-labelledby="faq-policies">
      <h2 id="faq-policies" className={styles.blockTitle}>
        {t('faq.policiesTitle')}
      </h2>
      <ul className={styles.cards}>
        {pages.data
          .filter((page) => page.slug !== 'faq')
          .map((page) => (
            <li key={page.slug}>
              <Link to={`/faq/${page.slug}`} className={styles.card}>
                <span className={styles.cardTitle}>
                  {page.title}
                  <ChevronRightIcon size={16} aria-hidden="true" />
                </span>
                <span className={styles.cardSummary}>{page.summary}</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
