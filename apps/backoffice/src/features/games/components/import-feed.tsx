import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError } from '../../../lib/api-client';
import { gamesKey, importFeed, type ImportReport } from '../api/games';
import styles from './games.module.css';

/** What the console reads an uploaded file as before sending it: a feed is JSON. */
async function readFeedFile(file: File): Promise<unknown> {
  return JSON.parse(await file.text()) as unknown;
}

/**
 * A provider's feed imported from a file or an address, through the same service as
 * `catalogue:import`; the answer is the report that command prints, refused games one by one.
 */
export function ImportFeed() {
  const { t } = useTranslation('games');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [reports, setReports] = useState<ImportReport[]>();

  const start = () => {
    setProblem(undefined);
    if (!file && !url.trim()) return setProblem(t('import.nothing'));
    if (file && url.trim()) return setProblem(t('import.both'));
    setConfirming(true);
  };

  return (
    <section className={styles.panel} aria-labelledby="import-title">
      <h2 id="import-title" className={styles.panelTitle}>
        {t('import.title')}
      </h2>
      <p className={styles.muted}>{t('import.intro')}</p>
      <div className={styles.importGrid}>
        <label className={styles.drop}>
          <span className={styles.label}>{t('import.file')}</span>
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setReports(undefined);
            }}
          />
          <span className={styles.muted}>
            {file ? `${file.name} · ${Math.ceil(file.size / 1024)} KiB` : t('import.fileHint')}
          </span>
        </label>
        <TextField
          label={t('import.url')}
          name="url"
          type="url"
          placeholder="https://provider.example/feed.json"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setReports(undefined);
          }}
          hint={t('import.urlHint')}
        />
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className={styles.buttons}>
        <Button variant="accent" onClick={start}>
          {t('import.start')}
        </Button>
      </div>
      {reports && <ImportReports reports={reports} />}
      {confirming && (
        <ReasonDialog
          title={t('import.confirmTitle')}
          confirmLabel={t('import.start')}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            let feed: unknown;
            if (file) {
              try {
                feed = await readFeedFile(file);
              } catch {
                setProblem(t('import.notJson', { name: file.name }));
                return;
              }
            }
            try {
              const answer = await importFeed(file ? { feed, reason } : { url: url.trim(), reason });
              setReports(answer.reports);
              await queryClient.invalidateQueries({ queryKey: gamesKey });
            } catch (caught) {
              if (caught instanceof ApiError && caught.fieldErrors('reason')) throw caught;
              setProblem(
                caught instanceof ApiError
                  ? ((caught.status === 413 ? t('import.tooLarge') : caught.summary()) ??
                      t('common:errors.network'))
                  : t('common:errors.network'),
              );
            }
          }}
        >
          {file ? t('import.confirmFile', { name: file.name }) : t('import.confirmUrl', { url: url.trim() })}
        </ReasonDialog>
      )}
    </section>
  );
}

/** Each feed's outcome, and the games it refused with their reasons. */
export function ImportReports({ reports }: { reports: readonly ImportReport[] }) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.reports}>
      {reports.map((r) => (
        <article key={r.provider.code} className={styles.report} aria-label={r.provider.name}>
          <h3 className={styles.reportTitle}>
            {r.provider.name} <code className={styles.muted}>{r.provider.code}</code>
            {r.provider.created && <span className={styles.chip}>{t('import.newProvider')}</span>}
          </h3>
          <dl className={styles.counts}>
            <div>
              <dt>{t('import.imported')}</dt>
              <dd>{r.imported}</dd>
            </div>
            <div>
              <dt>{t('import.updated')}</dt>
              <dd>{r.updated}</dd>
            </div>
            <div data-bad={r.refused.length > 0}>
              <dt>{t('import.refused')}</dt>
              <dd>{r.refused.length}</dd>
            </div>
            <div>
              <dt>{t('import.newCategories')}</dt>
              <dd>{r.categories_created}</dd>
            </div>
            <div>
              <dt>{t('import.notInFeed')}</dt>
              <dd>{r.not_in_feed}</dd>
            </div>
          </dl>
          {r.refused.length > 0 && (
            <table className={styles.refusals}>
              <caption>{t('import.refusals')}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('import.code')}</th>
                  <th scope="col">{t('import.why')}</th>
                </tr>
              </thead>
              <tbody>
                {r.refused.map((x) => (
                  <tr key={x.index}>
                    <td>{x.index}</td>
                    <td>
                      <code>{x.code ?? '—'}</code>
                    </td>
                    <td>{x.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <pre className={styles.lines}>{r.lines.join('\n')}</pre>
        </article>
      ))}
    </div>
  );
}
