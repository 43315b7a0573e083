import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeDiff, RecordView } from '../../../components/change-diff';
import { DataTable, type TableColumn } from '../../../components/data-table';
import facts from '../../../components/facts.module.css';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_PATH, auditKey, verifyChain, type AuditEntry } from '../api/get-audit';
import styles from './audit.module.css';

const hasValue = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'object' && Object.keys(value).length === 0);

/** The audit log: every staff action, searched, exported, and its hash chain proved on demand. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const [shown, setShown] = useState<AuditEntry>();
  const verify = useMutation({ mutationFn: verifyChain });

  const columns: TableColumn<AuditEntry>[] = [
    {
      // The log's own order (by entry, which is by time): the server sorts by nothing else.
      id: 'at',
      header: t('columns.at'),
      sortable: true,
      cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at, true)}</time>,
    },
    {
      id: 'actor',
      header: t('columns.actor'),
      cell: (row) => (
        <span className={styles.actor}>
          {row.actor}
          {row.actor_type !== 'staff' && <span className={styles.dim}>{row.actor_type}</span>}
        </span>
      ),
    },
    {
      id: 'action',
      header: t('columns.action'),
      cell: (row) => <code className={styles.code}>{row.action}</code>,
    },
    { id: 'subject', header: t('columns.subject'), cell: (row) => `${row.subject_type} ${row.subject_id}` },
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
          {!verify.data.ok && verify.data.problem ? ` (${verify.data.problem})` : ''}
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
        defaultSort={{ field: 'at', order: 'desc' }}
        filters={[
          { key: 'q', label: t('filters.search'), placeholder: t('filters.searchHint') },
          { key: 'action', label: t('filters.action'), placeholder: 'staff.create' },
          { key: 'staff_id', label: t('filters.staff'), type: 'number' },
          { key: 'subject_type', label: t('filters.subjectType'), placeholder: 'staff' },
          { key: 'subject_id', label: t('filters.subjectId') },
          { key: 'from', label: t('filters.from'), type: 'date' },
          { key: 'to', label: t('filters.to'), type: 'date-end' },
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
                <dd>{formatDateTime(shown.at, true)}</dd>
              </div>
              <div>
                <dt>{t('columns.actor')}</dt>
                <dd>
                  {shown.actor}
                  {shown.staff_id !== null ? ` (#${shown.staff_id})` : ''}
                </dd>
              </div>
              <div>
                <dt>{t('columns.address')}</dt>
                <dd>{shown.address ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('columns.subject')}</dt>
                <dd>{`${shown.subject_type} ${shown.subject_id}`}</dd>
              </div>
            </dl>
            {shown.reason && (
              <blockquote className={facts.quote}>
                <span className={facts.quoteLabel}>{t('columns.reason')}</span>
                {shown.reason}
              </blockquote>
            )}
            {(hasValue(shown.before) || hasValue(shown.after)) && (
              <ChangeDiff before={shown.before ?? null} after={shown.after ?? null} />
            )}
            {hasValue(shown.details) && (
              <>
                <h3 className={styles.subheading}>{t('extra')}</h3>
                <RecordView value={shown.details} />
              </>
            )}
            <p className={styles.hash}>
              {t('hash')} <code>{shown.hash}</code>
            </p>
          </div>
        </Dialog>
      )}
    </>
  );
}
