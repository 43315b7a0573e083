import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { LANGUAGES } from '../api/broadcasts';
import { saveSlide, SLIDES_PATH, slidesKey, type Slide, type SlideFields } from '../api/slides';
import facts from '../../../components/facts.module.css';
import { ListScreen } from './list-screen';
import styles from './marketing.module.css';

const blank: SlideFields = {
  sort: 0,
  active: true,
  image: '',
  button_action: '/promo',
  texts: Object.fromEntries(
    LANGUAGES.map((l) => [l, { title: '', text: '', button_text: '' }]),
  ) as SlideFields['texts'],
  starts_at: null,
  ends_at: null,
};

/** The fields of a slide as stored, every language present (a missing one starts from English). */
const fieldsOf = (s: Slide): SlideFields => ({
  sort: s.sort,
  active: s.active,
  image: s.image,
  button_action: s.button_action,
  texts: Object.fromEntries(
    LANGUAGES.map((l) => [l, { ...(s.texts[l] ?? s.texts.en) }]),
  ) as SlideFields['texts'],
  starts_at: s.starts_at,
  ends_at: s.ends_at,
});

/** The lobby's slides in their order, shown or not; each edited in the four languages. */
export function SlidesPage() {
  const { t } = useTranslation('marketing');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ slide: Slide | null }>();
  const [notice, setNotice] = useState<string>();
  const columns: TableColumn<Slide>[] = [
    { id: 'sort', header: t('slides.columns.order'), sortable: true, numeric: true, cell: (row) => row.sort },
    {
      id: 'title',
      header: t('slides.columns.slide'),
      cell: (row) => (
        <span className={styles.stack}>
          <strong>{row.title}</strong>
          <span className={styles.muted}>
            {row.button_action} · {row.image}
          </span>
        </span>
      ),
    },
    {
      id: 'window',
      header: t('slides.columns.window'),
      cell: (row) =>
        row.starts_at || row.ends_at
          ? `${formatDateTime(row.starts_at)} → ${formatDateTime(row.ends_at)}`
          : t('slides.always'),
    },
    {
      id: 'live',
      header: t('slides.columns.state'),
      cell: (row) => (
        <span className={facts.tone} data-tone={row.live ? 'success' : 'warning'}>
          {row.live ? t('slides.live') : row.active ? t('slides.outside') : t('slides.hidden')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <span className={styles.actions}>
          <Button size="small" variant="accent" onClick={() => setEditing({ slide: row })}>
            {t('edit')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <ListScreen
      title={t('slides.title')}
      intro={t('slides.intro')}
      action={{ label: t('slides.create'), onClick: () => setEditing({ slide: null }) }}
      notice={notice ? { tone: 'success', text: notice } : undefined}
    >
      <DataTable
        path={SLIDES_PATH}
        queryKey={[...slidesKey, 'list']}
        label={t('slides.title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        defaultSort={{ field: 'sort', order: 'asc' }}
        emptyText={t('slides.empty')}
      />
      {editing && (
        <SlideDialog
          slide={editing.slide}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            setNotice(t('slides.saved', { title: saved.title }));
            await queryClient.invalidateQueries({ queryKey: slidesKey });
          }}
        />
      )}
    </ListScreen>
  );
}

function SlideDialog({
  slide,
  onClose,
  onSaved,
}: {
  slide: Slide | null;
  onClose: () => void;
  onSaved: (saved: Slide) => Promise<void>;
}) {
  const { t } = useTranslation('marketing');
  const [fields, setFields] = useState<SlideFields>(() => (slide ? fieldsOf(slide) : blank));
  const [error, setError] = useState<unknown>();
  const [confirming, setConfirming] = useState(false);
  const fieldError = (name: string) => (error instanceof ApiError ? error.fieldErrors(name) : undefined);
  const save = async (reason?: string) => {
    setError(undefined);
    try {
      await onSaved(await saveSlide(slide?.id ?? null, fields, reason));
    } catch (err) {
      setError(err);
      throw err;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Taking a slide down or changing one the lobby shows is a status change: it says why.
    if (slide) setConfirming(true);
    else void save().catch(() => undefined);
  };
  const summary =
    error instanceof ApiError
      ? error.summary(['image', 'button_action', 'sort', 'ends_at'])
      : error
        ? messageOf(error, t('common:errors.network'))
        : undefined;
  const edit = (lang: (typeof LANGUAGES)[number], key: 'title' | 'text' | 'button_text', value: string) =>
    setFields((f) => ({ ...f, texts: { ...f.texts, [lang]: { ...f.texts[lang], [key]: value } } }));
  const isoOrNull = (local: string) => (local ? new Date(local).toISOString() : null);
  const local = (iso: string | null) =>
    iso
      ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000)
          .toISOString()
          .slice(0, 16)
      : '';
  return (
    <Dialog
      title={slide ? t('slides.editTitle', { title: slide.title }) : t('slides.createTitle')}
      onClose={onClose}
      width={820}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('slides.fields.image')}
            value={fields.image}
            onChange={(e) => setFields((f) => ({ ...f, image: e.target.value }))}
            hint={t('slides.hints.image')}
            error={fieldError('image')}
          />
          <TextField
            label={t('slides.fields.action')}
            value={fields.button_action}
            onChange={(e) => setFields((f) => ({ ...f, button_action: e.target.value }))}
            hint={t('slides.hints.action')}
            error={fieldError('button_action')}
          />
          <TextField
            label={t('slides.fields.order')}
            inputMode="numeric"
            value={String(fields.sort)}
            onChange={(e) => setFields((f) => ({ ...f, sort: Number(e.target.value) || 0 }))}
            error={fieldError('sort')}
          />
          <TextField
            label={t('slides.fields.starts')}
            type="datetime-local"
            value={local(fields.starts_at)}
            onChange={(e) => setFields((f) => ({ ...f, starts_at: isoOrNull(e.target.value) }))}
            error={fieldError('starts_at')}
          />
          <TextField
            label={t('slides.fields.ends')}
            type="datetime-local"
            value={local(fields.ends_at)}
            onChange={(e) => setFields((f) => ({ ...f, ends_at: isoOrNull(e.target.value) }))}
            error={fieldError('ends_at')}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={fields.active}
              onChange={(e) => setFields((f) => ({ ...f, active: e.target.checked }))}
            />
            {t('slides.fields.active')}
          </label>
        </div>
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className={styles.fieldset}>
            <legend>{lang}</legend>
            <div className={styles.grid}>
              <TextField
                label={t('slides.fields.title')}
                value={fields.texts[lang].title}
                maxLength={80}
                onChange={(e) => edit(lang, 'title', e.target.value)}
              />
              <TextField
                label={t('slides.fields.text')}
                value={fields.texts[lang].text}
                maxLength={240}
                onChange={(e) => edit(lang, 'text', e.target.value)}
              />
              <TextField
                label={t('slides.fields.button')}
                value={fields.texts[lang].button_text}
                maxLength={30}
                onChange={(e) => edit(lang, 'button_text', e.target.value)}
              />
            </div>
          </fieldset>
        ))}
        {(summary || fieldError('texts')) && (
          <Notice tone="error">{summary ?? t('slides.textsRequired')}</Notice>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="accent">
            {slide ? t('save') : t('slides.create')}
          </Button>
        </div>
      </form>
      {confirming && (
        <ReasonDialog
          title={t('slides.confirmTitle')}
          confirmLabel={t('save')}
          onClose={() => setConfirming(false)}
          onConfirm={(reason) => save(reason)}
        >
          {fields.active ? t('slides.confirmText') : t('slides.confirmHide')}
        </ReasonDialog>
      )}
    </Dialog>
  );
}
