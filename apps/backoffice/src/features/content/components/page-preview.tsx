// The player app's own renderer: the preview shows a page exactly as players will read it, and
// the day the player app changes how it reads markdown the preview changes with it. This file is
// the console's only import of it.
import { Markdown } from '@casino/web/src/features/content/components/markdown';
import type { MouseEvent } from 'react';
import type { PageOutline } from './page-outline';
import styles from './content.module.css';

/** Links in the preview lead to the player app, not within the console: they are shown, not followed. */
const stayHere = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a')) event.preventDefault();
};

export function PagePreview({ outline, label }: { outline: PageOutline; label: string }) {
  return (
    <article className={styles.preview} aria-label={label} onClickCapture={stayHere}>
      <h1 className={styles.previewTitle}>{outline.title || '—'}</h1>
      {outline.summary && <p className={styles.previewSummary}>{outline.summary}</p>}
      {outline.intro && <Markdown source={outline.intro} />}
      {outline.sections.map((section) => (
        <section key={section.anchor} className={styles.previewSection}>
          <h2 className={styles.previewHeading}>
            {section.heading} <span className={styles.anchor}>#{section.anchor}</span>
          </h2>
          <Markdown source={section.body} />
        </section>
      ))}
    </article>
  );
}
