import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeDiff } from '../../../components/change-diff';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { actorName, AUDIT_PATH, auditKey, verifyChain, type AuditEntry } from '../api/get-audit';
import facts from '../../../components/facts.module.css';
import styles from './audit.module.css';

/** The audit log: every staff action, searched, exported, and its hash chain proved on demand. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const [shown, setShown] = useState<AuditEntry>();
  const verify = useMutation({ mutationFn: verifyChain });

  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'created_at',
      header: t('columns.at'),
      sortable: true,
      cell: (row) => (
        <time dateTime={row.created_at ?? row.at}>{formatDateTime(row.created_at ?? row.at, true)}</time>
      ),
    },
    { id: 'actor', header: t('columns.actor'), cell: actorName },
    {
      id: 'action',
      header: t('columns.action'),
      sortable: true,
      cell: (row) => <code className={styles.code}>{row.action}</code>,
    },
    {
      id: 'subject',
      header: t('columns.subject'),
      cell: (row) => (row.subject_type ? `${row.subject_type} ${row.subject_id ?? ''}`.trim() : '—'),
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      cell: (row) => row.reason || <span className={styles.dim}>—</span>,
    },
    { id: 'address', header: t('columns.address'), cell: (row) => row.address ?? '—' },
    {
      id: 'details',
      header: t('columns.details'),
      cell: (row) => (
        <Button variant="ghost" size="small" onClick={() => setShown(row)}>
          {t('details')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      {verify.data && (
        <Notice tone={verify.data.ok ? 'success' : 'error'} className={styles.result}>
          {verify.data.ok
            ? t('verify.ok', { count: verify.data.entries })
            : t('verify.broken', { id: verify.data.first_bad_id, count: verify.data.entries })}
        </Notice>
      )}
      {verify.isError && (
        <Notice tone="error" className={styles.result}>
          {messageOf(verify.error, t('common:errors.network'))}
        </Notice>
      )}
      <DataTable
        path={AUDIT_PATH}
        queryKey={[...auditKey, 'list']}
        label={t('title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        defaultSort={{ field: 'created_at', order: 'desc' }}
        filters={[
          { key: 'action', label: t('filters.action'), placeholder: 'staff.create' },
          { key: 'staff_id', label: t('filters.staff') },
          { key: 'subject_type', label: t('filters.subjectType'), placeholder: 'player' },
          { key: 'subject_id', label: t('filters.subjectId') },
          { key: 'from', label: t('filters.from'), type: 'date' },
          { key: 'to', label: t('filters.to'), type: 'date' },
        ]}
        actions={
          <Button variant="accent" size="small" disabled={verify.isPending} onClick={() => verify.mutate()}>
            {verify.isPending ? t('verify.running') : t('verify.button')}
          </Button>
        }
      />
      {shown && (
        <Dialog
          title={shown.action}
          onClose={() => setShown(undefined)}
          width={680}
          closeLabel={t('common:actions.close')}
        >
          <div className={styles.stack}>
            <dl className={facts.facts}>
              <div>
                <dt>{t('columns.at')}</dt>
                <dd>{formatDateTime(shown.created_at ?? shown.at, true)}</dd>
              </div>
              <div>
                <dt>{t('columns.actor')}</dt>
                <dd>{actorName(shown)}</dd>
              </div>
              <div>
                <dt>{t('columns.address')}</dt>
                <dd>{shown.address ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('columns.subject')}</dt>
                <dd>{shown.subject_type ? `${shown.subject_type} ${shown.subject_id ?? ''}` : '—'}</dd>
              </div>
            </dl>
            {shown.reason && <p className={facts.quote}>{shown.reason}</p>}
            {shown.before !== undefined || shown.after !== undefined ? (
              <ChangeDiff before={shown.before ?? null} after={shown.after ?? null} />
            ) : null}
            {shown.hash && (
              <p className={styles.hash}>
                {t('hash')} <code>{shown.hash}</code>
              </p>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}
