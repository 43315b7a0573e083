import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand';
import styles from './auth.module.css';

/** The signed-out screens' frame: the brand above one card. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <main className={styles.screen}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.column}>
        <Brand large />
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {intro && <div className={styles.intro}>{intro}</div>}
          {children}
        </section>
        <p className={styles.footnote}>{t('footnote')}</p>
      </div>
    </main>
  );
}
