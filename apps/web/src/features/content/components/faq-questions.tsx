import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@casino/ui/icons';
import { usePage } from '../api/get-page';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { FallbackNote, PageError, PageLoading } from './content-page';
import styles from './content.module.css';
import { Markdown } from './markdown';

/**
 * The FAQ page as a list of questions that open to their answers. /faq#<anchor> opens and shows
 * one answer, so an answer can be linked like any other section.
 */
export function FaqQuestions() {
  const { t } = useTranslation('shell');
  const page = usePage('faq');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  useScrollToHash(page.data !== undefined, (id) => setOpen((current) => new Set(current).add(id)));

  if (page.isPending) return <PageLoading />;
  if (page.isError) return <PageError onRetry={() => void page.refetch()} />;
  const { data } = page;
  const toggle = (anchor: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(anchor)) next.add(anchor);
      return next;
    });

  return (
    <section className={styles.questions} aria-labelledby="faq-questions">
      <h2 id="faq-questions" className={styles.blockTitle}>
        {data.title}
      </h2>
      <FallbackNote page={data} />
      {data.intro_markdown && <Markdown source={data.intro_markdown} className={styles.intro} />}
      <ul className={styles.accordion}>
        {data.sections.map((question) => {
          const expanded = open.has(question.anchor);
          const answerId = `${question.anchor}-answer`;
          return (
            <li key={question.anchor} id={question.anchor} className={styles.question} tabIndex={-1}>
              <h3 className={styles.questionHeading}>
                <button
                  type="button"
                  className={styles.questionButton}
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(question.anchor)}
                >
                  <span>{question.heading}</span>
                  <ChevronDownIcon size={18} aria-hidden="true" />
                </button>
              </h3>
              <div
                id={answerId}
                role="region"
                aria-label={question.heading}
                className={styles.answer}
                hidden={!expanded}
              >
                <Markdown source={question.body_markdown} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className={styles.questionsFooter}>{t('faq.moreHelp')}</p>
    </section>
  );
}
