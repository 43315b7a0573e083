import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconProps } from '@casino/ui/icons';
import { useDocumentTitle } from '../shell/use-document-title';
import styles from './placeholder-page.module.css';

export interface PlaceholderPageProps {
  title: string;
  text: string;
  icon: ComponentType<IconProps>;
  /** Extra content under the message (tabs, links). */
  children?: ReactNode;
  /** Content above the panel (e.g. tabs). */
  before?: ReactNode;
}

/** A section whose content is still to come: its title and a short translated note. */
export function PlaceholderPage({ title, text, icon: Icon, children, before }: PlaceholderPageProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {before}
      <section className={styles.panel}>
        <div className={styles.art} aria-hidden="true">
          <span className={styles.ring} />
          <Icon size={44} />
        </div>
        <p className={styles.badge}>{t('comingSoon')}</p>
        <p className={styles.text}>{text}</p>
        {children}
        <Link to="/" className={styles.back}>
          {t('backToLobby')}
        </Link>
      </section>
    </div>
  );
}
