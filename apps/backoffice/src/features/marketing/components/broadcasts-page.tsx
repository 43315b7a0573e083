import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import {
  BROADCASTS_PATH,
  broadcastsKey,
  getAudience,
  getBroadcastOptions,
  LANGUAGES,
  sendBroadcast,
  type Broadcast,
  type BroadcastTexts,
} from '../api/broadcasts';
import { ListScreen } from './list-screen';
import styles from './marketing.module.css';
import { useFormSubmit } from './use-form-submit';

const emptyTexts = (): BroadcastTexts =>
  Object.fromEntries(
    LANGUAGES.map((l) => [l, { title: '', description: '', button_text: '' }]),
  ) as BroadcastTexts;

/** Inbox broadcasts: what went to which segment, how many got it and still keep it; a new one. */
export function BroadcastsPage() {
  const { t } = useTranslation('marketing');
  const queryClient = useQueryClient();
  const [composing, setComposing] = useState(false);
  const [notice, setNotice] = useState<string>();
  const columns: TableColumn<Broadcast>[] = [
    { id: 'id', header: '#', numeric: true, cell: (row) => row.id },
    {
      id: 'title',
      header: t('broadcasts.columns.message'),
      cell: (row) => (
        <span className={styles.stack}>
          <strong>{row.title}</strong>
          <code className={styles.muted}>{row.code}</code>
        </span>
      ),
    },
    { id: 'segment', header: t('broadcasts.columns.segment'), cell: (row) => <code>{row.segment}</code> },
    { id: 'route', header: t('broadcasts.columns.route'), cell: (row) => <code>{row.route}</code> },
    {
      id: 'recipients',
      header: t('broadcasts.columns.recipients'),
      numeric: true,
      cell: (row) => `${row.kept} / ${row.recipients}`,
    },
    { id: 'created_at', header: t('broadcasts.columns.sent'), cell: (row) => formatDateTime(row.created_at) },
  ];
  return (
    <ListScreen
      title={t('broadcasts.title')}
      intro={t('broadcasts.intro')}
      action={{ label: t('broadcasts.compose'), onClick: () => setComposing(true) }}
      notice={notice ? { tone: 'success', text: notice } : undefined}
    >
      <DataTable
        path={BROADCASTS_PATH}
        queryKey={[...broadcastsKey, 'list']}
        label={t('broadcasts.title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        emptyText={t('broadcasts.empty')}
      />
      {composing && (
        <ComposeDialog
          onClose={() => setComposing(false)}
          onSent={async (recipients) => {
            setComposing(false);
            setNotice(t('broadcasts.sent', { count: recipients }));
            await queryClient.invalidateQueries({ queryKey: broadcastsKey });
          }}
        />
      )}
    </ListScreen>
  );
}

function ComposeDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (recipients: number) => Promise<void>;
}) {
  const { t } = useTranslation('marketing');
  const options = useQuery({
    queryKey: [...broadcastsKey, 'options'],
    queryFn: getBroadcastOptions,
    staleTime: Infinity,
  });
  const [code, setCode] = useState('');
  const [segment, setSegment] = useState('all');
  const [route, setRoute] = useState('/promo');
  const [texts, setTexts] = useState(emptyTexts);
  const audience = useQuery({
    queryKey: [...broadcastsKey, 'audience', segment],
    queryFn: () => getAudience(segment),
  });
  const { busy, run, fieldError, summary } = useFormSubmit(['code', 'segment', 'route']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const sent = await sendBroadcast({ code: code.trim(), segment, route: route.trim(), texts });
      await onSent(sent.recipients);
    });
  };
  const edit = (
    lang: (typeof LANGUAGES)[number],
    key: 'title' | 'description' | 'button_text',
    value: string,
  ) => setTexts((all) => ({ ...all, [lang]: { ...all[lang], [key]: value } }));
  return (
    <Dialog
      title={t('broadcasts.composeTitle')}
      onClose={onClose}
      width={820}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('broadcasts.fields.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            hint={t('broadcasts.hints.code')}
            error={fieldError('code')}
            autoComplete="off"
          />
          <SelectField
            label={t('broadcasts.fields.segment')}
            value={segment}
            onChange={(e) => setSegment(e.target.value)}
            options={(options.data?.segments ?? ['all']).map((s) => ({
              value: s,
              label: t(`broadcasts.segments.${s.replace(':', '_')}`, { defaultValue: s }),
            }))}
            error={fieldError('segment')}
          />
          <SelectField
            label={t('broadcasts.fields.route')}
            value={route}
            onChange={(e) => setRoute(e.target.value)}
            options={(options.data?.routes ?? ['/promo']).map((r) => ({ value: r, label: r }))}
            error={fieldError('route')}
          />
        </div>
        <p className={styles.muted} aria-live="polite">
          {audience.data === undefined ? t('loading') : t('broadcasts.audience', { count: audience.data })}
        </p>
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className={styles.fieldset}>
            <legend>{lang}</legend>
            <div className={styles.grid}>
              <TextField
                label={t('broadcasts.fields.title')}
                value={texts[lang].title}
                onChange={(e) => edit(lang, 'title', e.target.value)}
                maxLength={120}
              />
              <TextField
                label={t('broadcasts.fields.button')}
                value={texts[lang].button_text}
                onChange={(e) => edit(lang, 'button_text', e.target.value)}
                maxLength={40}
              />
            </div>
            <label className={styles.label} htmlFor={`broadcast-${lang}`} style={{ marginTop: 10 }}>
              {t('broadcasts.fields.description')}
            </label>
            <textarea
              id={`broadcast-${lang}`}
              className={styles.textarea}
              value={texts[lang].description}
              maxLength={1000}
              onChange={(e) => edit(lang, 'description', e.target.value)}
            />
          </fieldset>
        ))}
        {summary && <Notice tone="error">{summary}</Notice>}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={busy}>
            {t('broadcasts.send', { count: audience.data ?? 0 })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
