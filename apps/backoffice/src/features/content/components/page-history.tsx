import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { getPageVersion, versionsQueryOptions } from '../api/content';
import { outlineOf } from './page-outline';
import { PagePreview } from './page-preview';
import styles from './content.module.css';

/** Every version of the page and who wrote it; an old one can be read and taken back into the editor. */
export function PageHistory({
  slug,
  locale,
  onRestore,
}: {
  slug: string;
  locale: string;
  onRestore: (text: string) => void;
}) {
  const { t } = useTranslation('content');
  const versions = useQuery(versionsQueryOptions(slug, locale));
  const [open, setOpen] = useState<{ version: number; text: string; by: string }>();
  const [error, setError] = useState<unknown>();

  const view = async (version: number) => {
    setError(undefined);
    try {
      const v = await getPageVersion(slug, locale, version);
      setOpen({ version: v.version, text: v.text, by: v.written_by });
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <section className={styles.history} aria-labelledby="content-history">
      <h2 id="content-history" className={styles.historyTitle}>
        {t('history.title')}
      </h2>
      {error !== undefined && <Notice tone="error">{messageOf(error, t('common:errors.network'))}</Notice>}
      {versions.isError && (
        <Notice tone="error">{messageOf(versions.error, t('common:errors.network'))}</Notice>
      )}
      <ol className={styles.versions}>
        {versions.data?.items.map((v) => (
          <li key={v.version} className={styles.version}>
            <strong>v{v.version}</strong>
            <span>{formatDateTime(v.written_at)}</span>
            <span className={styles.muted}>{v.written_by}</span>
            <span className={styles.muted}>{t('history.length', { count: v.length })}</span>
            <Button size="small" variant="ghost" onClick={() => void view(v.version)}>
              {t('history.view')}
            </Button>
          </li>
        ))}
      </ol>
      {open && (
        <Dialog
          title={t('history.versionTitle', { version: open.version, who: open.by })}
          onClose={() => setOpen(undefined)}
          width={860}
          closeLabel={t('common:actions.close')}
        >
          <PagePreview outline={outlineOf(open.text)} label={t('preview')} />
          <div className={styles.toolbar}>
            <Button
              variant="accent"
              onClick={() => {
                onRestore(open.text);
                setOpen(undefined);
              }}
            >
              {t('history.restore')}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
