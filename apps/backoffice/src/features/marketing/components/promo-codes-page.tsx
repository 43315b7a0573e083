import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatDateTime } from '../../../lib/format';
import {
  createPromoCode,
  disablePromoCode,
  PROMO_CODES_PATH,
  promoCodesKey,
  type PromoCode,
} from '../api/promo-codes';
import facts from '../../../components/facts.module.css';
import { ListScreen } from './list-screen';
import styles from './marketing.module.css';
import { useFormSubmit } from './use-form-submit';

const TONES = {
  open: 'success',
  not_started: 'warning',
  ended: 'danger',
  used_up: 'warning',
  terms_disabled: 'danger',
} as const;

/** Promo codes: their terms, window and uses; a new code, or one ended now with a reason. */
export function PromoCodesPage() {
  const { t } = useTranslation('marketing');
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<PromoCode>();
  const [notice, setNotice] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: promoCodesKey });

  const columns: TableColumn<PromoCode>[] = [
    {
      id: 'code',
      header: t('promo.columns.code'),
      sortable: true,
      cell: (row) => <strong>{row.code}</strong>,
    },
    { id: 'terms', header: t('promo.columns.terms'), cell: (row) => <code>{row.terms_code}</code> },
    {
      id: 'ends_at',
      header: t('promo.columns.window'),
      sortable: true,
      cell: (row) => (
        <span className={styles.stack}>
          <span>{formatDateTime(row.starts_at)}</span>
          <span className={styles.muted}>
            {row.ends_at ? `→ ${formatDateTime(row.ends_at)}` : t('promo.noEnd')}
          </span>
        </span>
      ),
    },
    {
      id: 'uses',
      header: t('promo.columns.uses'),
      sortable: true,
      numeric: true,
      cell: (row) => `${row.uses} / ${row.max_uses ?? '∞'}`,
    },
    {
      id: 'state',
      header: t('promo.columns.state'),
      cell: (row) => (
        <span className={facts.tone} data-tone={TONES[row.state]}>
          {t(`promo.states.${row.state}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      cell: (row) =>
        row.state === 'ended' ? null : (
          <span className={styles.actions}>
            <Button size="small" variant="ghost" onClick={() => setDisabling(row)}>
              {t('promo.disable')}
            </Button>
          </span>
        ),
    },
  ];

  return (
    <ListScreen
      title={t('promo.title')}
      intro={t('promo.intro')}
      action={{ label: t('promo.create'), onClick: () => setCreating(true) }}
      notice={notice ? { tone: 'success', text: notice } : undefined}
    >
      <DataTable
        path={PROMO_CODES_PATH}
        queryKey={[...promoCodesKey, 'list']}
        label={t('promo.title')}
        columns={columns}
        rowKey={(row) => row.code}
        defaultSort={{ field: 'id', order: 'desc' }}
        filters={[{ key: 'q', label: t('search'), placeholder: t('promo.searchHint') }]}
        emptyText={t('promo.empty')}
      />
      {creating && (
        <CreatePromoDialog
          onClose={() => setCreating(false)}
          onCreated={async (code) => {
            setCreating(false);
            setNotice(t('promo.created', { code: code.code }));
            await refresh();
          }}
        />
      )}
      {disabling && (
        <ReasonDialog
          title={t('promo.disableTitle', { code: disabling.code })}
          confirmLabel={t('promo.disable')}
          tone="danger"
          onClose={() => setDisabling(undefined)}
          onConfirm={async (reason) => {
            await disablePromoCode(disabling.code, reason);
            setNotice(t('promo.disabled', { code: disabling.code }));
            await refresh();
          }}
        >
          {t('promo.disableText', { uses: disabling.uses })}
        </ReasonDialog>
      )}
    </ListScreen>
  );
}

/** A new code: the terms it gives, an optional last day and an optional cap on uses. */
export function CreatePromoDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (code: PromoCode) => Promise<void>;
}) {
  const { t } = useTranslation('marketing');
  const [form, setForm] = useState({ code: '', terms_code: '', ends: '', max_uses: '' });
  const { busy, run, fieldError, summary } = useFormSubmit(Object.keys(form));
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      // Not a whole number: sent as typed, so the server's message says why.
      const uses = form.max_uses.trim();
      const maxUses = uses === '' ? null : /^\d{1,10}$/.test(uses) ? Number(uses) : uses;
      await onCreated(
        await createPromoCode({
          code: form.code.trim(),
          terms_code: form.terms_code.trim(),
          ends: form.ends === '' ? null : form.ends,
          max_uses: maxUses,
        }),
      );
    });
  };
  return (
    <Dialog
      title={t('promo.createTitle')}
      onClose={onClose}
      width={520}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('promo.fields.code')}
          name="code"
          value={form.code}
          onChange={set('code')}
          hint={t('promo.hints.code')}
          error={fieldError('code')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('promo.fields.terms')}
          name="terms_code"
          value={form.terms_code}
          onChange={set('terms_code')}
          hint={t('promo.hints.terms')}
          error={fieldError('terms_code')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('promo.fields.ends')}
          name="ends"
          type="date"
          value={form.ends}
          onChange={set('ends')}
          hint={t('promo.hints.ends')}
          error={fieldError('ends')}
        />
        <TextField
          label={t('promo.fields.maxUses')}
          name="max_uses"
          inputMode="numeric"
          value={form.max_uses}
          onChange={set('max_uses')}
          hint={t('promo.hints.maxUses')}
          error={fieldError('max_uses')}
        />
        {summary && <Notice tone="error">{summary}</Notice>}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={busy}>
            {t('promo.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
