import type { ContentPage, ContentSlug } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { currentLanguage } from '../../../lib/i18n';
import { usePage } from '../api/get-page';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import styles from './content.module.css';
import { Markdown } from './markdown';

/** The date a page was last written, as the reader's language writes dates. */
export function UpdatedDate({ iso }: { iso: string }) {
  const { t } = useTranslation('shell');
  const date = new Date(iso);
  const text = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
  return (
    <p className={styles.updated}>
      <time dateTime={iso}>{t('faq.updated', { date: text })}</time>
    </p>
  );
}

/** Shown when the page is not yet written in the reader's language and comes in English. */
export function FallbackNote({ page }: { page: ContentPage }) {
  const { t } = useTranslation('shell');
  if (page.locale === currentLanguage()) return null;
  return (
    <p className={styles.fallback} lang="en">
      {t('faq.fallback')}
    </p>
  );
}

export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loading} role="status" aria-label={t('faq.loading')}>
      <span className={styles.skeletonTitle} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonBlock} />
    </div>
  );
}

export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.error}>
      <Notice tone="error">{t('faq.loadError')}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('faq.retry')}
      </Button>
    </div>
  );
}

/** One help or policy page: title, date, contents, and its sections, each linkable by its anchor. */
export function ContentPageView({ slug }: { slug: ContentSlug }) {
  const { t } = useTranslation('shell');
  const page = usePage(slug);
  useScrollToHash(page.data !== undefined);

  if (page.isPending) return <PageLoading />;
  if (page.isError) return <PageError onRetry={() => void page.refetch()} />;
  const { data } = page;
  return (
    <div className={styles.page} aria-busy={page.isFetching && page.isPlaceholderData}>
      <header className={styles.header}>
        <h1 className={styles.title}>{data.title}</h1>
        <UpdatedDate iso={data.updated_at} />
        <p className={styles.summary}>{data.summary}</p>
        <FallbackNote page={data} />
      </header>
      {data.sections.length > 1 && (
        <nav className={styles.toc} aria-labelledby="content-toc">
          <h2 id="content-toc" className={styles.tocTitle}>
            {t('faq.onThisPage')}
          </h2>
          <ol>
            {data.sections.map((section) => (
              <li key={section.anchor}>
                <Link to={{ hash: section.anchor }} replace>
                  {section.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {data.intro_markdown && <Markdown source={data.intro_markdown} className={styles.intro} />}
      {data.sections.map((section) => (
        <section key={section.anchor} id={section.anchor} className={styles.section} tabIndex={-1}>
          <h2 className={styles.sectionTitle}>
            {section.heading}
            <Link
              to={{ hash: section.anchor }}
              replace
              className={styles.anchorLink}
              aria-label={t('faq.linkToSection', { section: section.heading })}
            >
              #
            </Link>
          </h2>
          <Markdown source={section.body_markdown} />
        </section>
      ))}
    </div>
  );
}
