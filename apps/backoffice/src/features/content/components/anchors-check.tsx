import { useTranslation } from 'react-i18next';
import type { anchorCheck } from './page-outline';
import styles from './content.module.css';

/** A translation's anchors against the English page's, while the text is typed. */
export function AnchorsCheck({
  english,
  check,
}: {
  english: readonly string[];
  check: ReturnType<typeof anchorCheck>;
}) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.anchors} data-ok={check.ok} role="status">
      <strong>{check.ok ? t('anchors.ok', { count: english.length }) : t('anchors.bad')}</strong>
      {check.missing.length > 0 && (
        <span>
          {t('anchors.missing')}{' '}
          {check.missing.map((a) => (
            <code key={a}>#{a}</code>
          ))}
        </span>
      )}
      {check.extra.length > 0 && (
        <span>
          {t('anchors.extra')}{' '}
          {check.extra.map((a) => (
            <code key={a}>#{a}</code>
          ))}
        </span>
      )}
      {check.reordered && <span>{t('anchors.order', { order: english.join(', ') })}</span>}
    </div>
  );
}
