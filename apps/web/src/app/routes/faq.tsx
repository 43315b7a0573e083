import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { ChevronRightIcon } from '@casino/ui/icons';
import { ContentPageView } from '../../features/content/components/content-page';
import { FaqQuestions } from '../../features/content/components/faq-questions';
import { PageDirectory } from '../../features/content/components/page-directory';
import { useDocumentTitle } from '../shell/use-document-title';
import { FAQ_SLUGS, isFaqSlug } from '../shell/faq-slugs';
import styles from './faq.module.css';
import { NotFoundRoute } from './not-found';

/**
 * /faq and /faq/:subpage — the help centre: the FAQ's questions and every policy page as the
 * operator wrote it, with a menu of all pages.
 */
export function FaqRoute() {
  const { t } = useTranslation('shell');
  const { subpage } = useParams();
  // An unknown slug shows the 404 page, whose title this must not overwrite (parents' effects run last).
  useDocumentTitle(
    isFaqSlug(subpage)
      ? t(`faq.slugs.${subpage}`)
      : subpage === undefined
        ? t('faq.title')
        : t('pages.notFound.title'),
  );
  if (subpage !== undefined && !isFaqSlug(subpage)) return <NotFoundRoute />;

  return (
    <div className={styles.page}>
      <nav aria-label={t('faq.sections')} className={styles.menu}>
        <p className={styles.menuTitle}>{t('faq.title')}</p>
        <ul>
          {FAQ_SLUGS.map((slug) => (
            <li key={slug}>
              <NavLink
                to={`/faq/${slug}`}
                className={({ isActive }) =>
                  [styles.link, isActive && styles.active].filter(Boolean).join(' ')
                }
              >
                {t(`faq.slugs.${slug}`)}
                <ChevronRightIcon size={16} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.article}>
        {subpage === undefined ? (
          <>
            <header className={styles.header}>
              <h1 className={styles.title}>{t('faq.title')}</h1>
              <p className={styles.lead}>{t('faq.intro')}</p>
            </header>
            <FaqQuestions />
            <PageDirectory />
          </>
        ) : (
          // Keyed by the slug: another page starts from its own loading state.
          <ContentPageView key={subpage} slug={subpage} />
        )}
      </article>
    </div>
  );
}
