import { Button } from '@casino/ui/button';
import { ArrowLeftIcon } from '@casino/ui/icons';
import { Notice } from '@casino/ui/notice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import { contentKey, pageQueryOptions, savePage, type SavedPage } from '../api/content';
import { AnchorsCheck } from './anchors-check';
import { anchorCheck, outlineOf } from './page-outline';
import { PageHistory } from './page-history';
import { PagePreview } from './page-preview';
import styles from './content.module.css';

/** Anchors the server named in a refusal (400 missing_anchors / extra_anchors). */
function refusedAnchors(error: unknown): { missing: string[]; extra: string[] } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const data = error.data as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  if (!('missing_anchors' in data) && !('extra_anchors' in data)) return undefined;
  return { missing: list(data.missing_anchors), extra: list(data.extra_anchors) };
}

/**
 * One page in one language: its text beside a live preview rendered as the player app renders
 * it, the anchors checked against English while typing, saved with a reason as a new version.
 */
export function PageEditor() {
  const { t } = useTranslation('content');
  const { slug = '', locale = '' } = useParams();
  const queryClient = useQueryClient();
  const page = useQuery(pageQueryOptions(slug, locale));
  const editorId = useId();
  const [text, setText] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState<SavedPage>();

  useEffect(() => {
    if (page.data && text === undefined) setText(page.data.text);
  }, [page.data, text]);

  const current = text ?? page.data?.text ?? '';
  const outline = useMemo(() => outlineOf(current), [current]);
  const english = page.data?.english_anchors ?? null;
  const check = english
    ? anchorCheck(
        english,
        outline.sections.map((s) => s.anchor),
      )
    : undefined;
  const changed = page.data !== undefined && current !== page.data.text;
  const refused = refusedAnchors(error);

  if (page.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (page.isError) return <Notice tone="error">{messageOf(page.error, t('common:errors.network'))}</Notice>;

  return (
    <div className={styles.editorPage}>
      <header className={styles.editorHeader}>
        <Link to="/content" className={styles.back}>
          <ArrowLeftIcon size={16} /> {t('back')}
        </Link>
        <h1 className={styles.editorTitle}>
          {outline.title || slug} <span className={styles.localeTag}>{t(`languages.${locale}`)}</span>
        </h1>
        <p className={styles.muted}>
          {page.data.version
            ? t('versionLine', { version: page.data.version, who: page.data.updated_by })
            : t('notWritten')}
        </p>
      </header>

      {saved && (
        <Notice tone="success">
          {t('saved', { version: saved.version })}
          {saved.stale_translations.length > 0 &&
            ` ${t('staleTranslations', {
              languages: saved.stale_translations.map((s) => t(`languages.${s.locale}`)).join(', '),
            })}`}
        </Notice>
      )}
      {error !== undefined && (
        <Notice tone="error">
          {refused
            ? t('refusedAnchors', {
                missing: refused.missing.map((a) => `#${a}`).join(', ') || '—',
                extra: refused.extra.map((a) => `#${a}`).join(', ') || '—',
              })
            : messageOf(error, t('common:errors.network'))}
        </Notice>
      )}
      {english && check && <AnchorsCheck english={english} check={check} />}

      <div className={styles.workspace}>
        <div className={styles.pane}>
          <label htmlFor={editorId} className={styles.paneLabel}>
            {t('markdown')}
          </label>
          <textarea
            id={editorId}
            className={styles.editor}
            value={current}
            spellCheck
            onChange={(event) => {
              setText(event.target.value);
              setSaved(undefined);
            }}
          />
        </div>
        <div className={styles.pane}>
          <span className={styles.paneLabel}>{t('preview')}</span>
          <PagePreview outline={outline} label={t('preview')} />
        </div>
      </div>

      <div className={styles.toolbar}>
        <Button variant="ghost" disabled={!changed} onClick={() => setText(page.data.text)}>
          {t('discard')}
        </Button>
        <Button variant="accent" disabled={!changed} onClick={() => setSaving(true)}>
          {t('save')}
        </Button>
      </div>

      <PageHistory slug={slug} locale={locale} onRestore={(restored) => setText(restored)} />

      {saving && (
        <ReasonDialog
          title={t('saveTitle')}
          confirmLabel={t('save')}
          onClose={() => setSaving(false)}
          onConfirm={async (reason) => {
            setError(undefined);
            try {
              const result = await savePage(slug, locale, {
                text: current,
                reason,
                base_version: page.data.version,
              });
              setSaved(result);
              setText(undefined);
              await queryClient.invalidateQueries({ queryKey: contentKey });
            } catch (caught) {
              // A refusal of the reason stays in the dialog; one of the text shows above the editor.
              if (caught instanceof ApiError && caught.fieldErrors('reason')) throw caught;
              setError(caught);
            }
          }}
        >
          {t('saveText', { version: page.data.version + 1 })}
        </ReasonDialog>
      )}
    </div>
  );
}
