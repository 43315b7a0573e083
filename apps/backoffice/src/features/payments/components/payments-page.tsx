import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  assignPayment,
  changeMethod,
  getMethods,
  paymentsKey,
  type Deposit,
  type PaymentMethod,
  type UnmatchedPayment,
} from '../api/payments';
import facts from '../../../components/facts.module.css';
import styles from './payments.module.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Payments: the deposit methods and their rates, payments nobody was matched to, credited deposits. */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>();
  const [assigning, setAssigning] = useState<UnmatchedPayment>();
  const [playerId, setPlayerId] = useState('');
  const [editing, setEditing] = useState<PaymentMethod>();
  const [rate, setRate] = useState('');
  const [minimum, setMinimum] = useState('');
  const [enabled, setEnabled] = useState(true);
  const methods = useQuery({ queryKey: [...paymentsKey, 'methods'], queryFn: getMethods });
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentsKey });

  const unmatchedColumns: TableColumn<UnmatchedPayment>[] = [
    { id: 'id', header: '#', numeric: true, cell: (row) => row.id },
    { id: 'received_at', header: t('columns.received'), cell: (row) => formatDateTime(row.received_at) },
    {
      id: 'amount',
      header: t('columns.amount'),
      numeric: true,
      cell: (row) => `${row.amount ?? '—'} ${row.token_type ?? ''}`,
    },
    {
      id: 'address',
      header: t('columns.address'),
      cell: (row) => (
        <span className={styles.stack}>
          <code className={styles.code}>{row.address ?? '—'}</code>
          <code className={styles.code}>{row.tx_id ?? ''}</code>
        </span>
      ),
    },
    {
      id: 'outcome',
      header: t('columns.outcome'),
      cell: (row) => t(`outcomes.${row.outcome}`, { defaultValue: row.outcome }),
    },
    {
      id: 'assign',
      header: '',
      cell: (row) => (
        <Button size="small" variant="accent" onClick={() => setAssigning(row)}>
          {t('assign')}
        </Button>
      ),
    },
  ];

  const depositColumns: TableColumn<Deposit>[] = [
    {
      id: 'credited_at',
      header: t('columns.credited'),
      sortable: true,
      cell: (row) => formatDateTime(row.credited_at),
    },
    {
      id: 'player',
      header: t('columns.player'),
      cell: (row) => (
        <span className={styles.stack}>
          <strong>{row.email}</strong>
          <span className={styles.muted}>#{row.user_id}</span>
        </span>
      ),
    },
    {
      id: 'credited_cents',
      header: t('columns.credited_usd'),
      sortable: true,
      numeric: true,
      cell: (row) => usd.format(row.credited_usd),
    },
    {
      id: 'received',
      header: t('columns.received_tokens'),
      numeric: true,
      cell: (row) => `${Number(row.received_token_amount)} ${row.token_type}`,
    },
    { id: 'network', header: t('columns.network'), cell: (row) => `${row.provider} · ${row.network}` },
    {
      id: 'basis',
      header: t('columns.basis'),
      cell: (row) => t(`bases.${row.basis}`, { defaultValue: row.basis }),
    },
    { id: 'tx', header: t('columns.tx'), cell: (row) => <code className={styles.code}>{row.tx_id}</code> },
  ];

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      {notice && (
        <Notice tone="success" className={styles.notice}>
          {notice}
        </Notice>
      )}
      <section className={styles.section} aria-labelledby="methods-title">
        <h2 id="methods-title">{t('methods')}</h2>
        {methods.isError && (
          <Notice tone="error">{messageOf(methods.error, t('common:errors.network'))}</Notice>
        )}
        <div className={styles.methods}>
          {(methods.data ?? []).map((m) => (
            <article key={`${m.provider}/${m.token_type}`} className={styles.method}>
              <header>
                <strong>
                  {m.token_type} · {m.network}
                </strong>
                <span className={facts.tone} data-tone={m.is_enabled ? 'success' : 'danger'}>
                  {m.is_enabled ? t('enabled') : t('disabled')}
                </span>
              </header>
              <p>
                {t('rateLine', {
                  rate: m.rate_to_usd,
                  token: m.token_type,
                  min: usd.format(m.min_amount_usd),
                })}
              </p>
              <Button
                size="small"
                variant="ghost"
                onClick={() => {
                  setEditing(m);
                  setRate(m.rate_to_usd);
                  setMinimum(String(m.min_amount_usd));
                  setEnabled(m.is_enabled);
                }}
              >
                {t('edit')}
              </Button>
            </article>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="unmatched-title">
        <h2 id="unmatched-title">{t('unmatched')}</h2>
        <p className={styles.muted}>{t('unmatchedIntro')}</p>
        <DataTable
          path="/payments/unmatched/"
          queryKey={[...paymentsKey, 'unmatched']}
          label={t('unmatched')}
          columns={unmatchedColumns}
          rowKey={(row) => String(row.id)}
          emptyText={t('noUnmatched')}
          queue
        />
      </section>
      <section className={styles.section} aria-labelledby="deposits-title">
        <h2 id="deposits-title">{t('deposits')}</h2>
        <DataTable
          path="/payments/deposits/"
          queryKey={[...paymentsKey, 'deposits']}
          label={t('deposits')}
          columns={depositColumns}
          rowKey={(row) => String(row.id)}
          defaultSort={{ field: 'credited_at', order: 'desc' }}
          filters={[{ key: 'user_id', label: t('columns.player'), placeholder: '42' }]}
          emptyText={t('noDeposits')}
        />
      </section>
      {assigning && (
        <ReasonDialog
          title={t('assignTitle', { id: assigning.id })}
          confirmLabel={t('assign')}
          onClose={() => setAssigning(undefined)}
          onConfirm={async (reason) => {
            await assignPayment(assigning.id, Number(playerId), reason);
            setAssigning(undefined);
            setPlayerId('');
            setNotice(t('assignFiled', { id: assigning.id }));
            await refresh();
          }}
        >
          <p>{t('assignText', { amount: assigning.amount ?? '', token: assigning.token_type ?? '' })}</p>
          <TextField
            label={t('playerId')}
            inputMode="numeric"
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value.replace(/\D/g, ''))}
            required
          />
        </ReasonDialog>
      )}
      {editing && (
        <ReasonDialog
          title={t('editTitle', { token: editing.token_type, network: editing.network })}
          confirmLabel={t('save')}
          onClose={() => setEditing(undefined)}
          onConfirm={async (reason) => {
            await changeMethod(editing, {
              rate_to_usd: rate.trim(),
              min_amount_usd: Number(minimum),
              is_enabled: enabled,
              reason,
            });
            setEditing(undefined);
            setNotice(t('saved'));
            await refresh();
          }}
        >
          <TextField
            label={t('rate', { token: editing.token_type })}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
          <TextField
            label={t('minimum')}
            inputMode="numeric"
            value={minimum}
            onChange={(e) => setMinimum(e.target.value)}
          />
          <label className={styles.check}>
            <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            {t('offered')}
          </label>
        </ReasonDialog>
      )}
    </>
  );
}
