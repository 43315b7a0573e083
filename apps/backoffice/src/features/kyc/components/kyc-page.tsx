import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  DOCUMENTS_PATH,
  documentFileUrl,
  documentsKey,
  rejectDocument,
  verifyDocument,
  type KycDocument,
} from '../api/documents';
import facts from '../../../components/facts.module.css';
import styles from './kyc.module.css';

const TONES = { pending: 'warning', verified: 'success', rejected: 'danger' } as const;

/** The KYC queue: documents waiting, oldest first, viewed here and verified or rejected with a reason the player is told. */
export function KycPage() {
  const { t } = useTranslation('kyc');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<KycDocument>();
  const [rejecting, setRejecting] = useState<KycDocument>();
  const [done, setDone] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsKey });
  const verify = useMutation({
    mutationFn: (doc: KycDocument) => verifyDocument(doc.id),
    onSuccess: async (doc) => {
      setOpen(undefined);
      setDone(t('verified', { email: doc.player.email }));
      await refresh();
    },
  });

  const columns: TableColumn<KycDocument>[] = [
    { id: 'id', header: '#', sortable: true, numeric: true, cell: (row) => row.id },
    {
      id: 'player',
      header: t('columns.player'),
      cell: (row) => (
        <span className={styles.person}>
          <strong>{row.player.name ?? row.player.email}</strong>
          <span className={styles.muted}>
            #{row.player.id} · {row.player.email}
          </span>
        </span>
      ),
    },
    {
      id: 'type',
      header: t('columns.type'),
      cell: (row) => t(`types.${row.document_type}`, { defaultValue: row.document_type }),
    },
    {
      id: 'format',
      header: t('columns.file'),
      cell: (row) => `${row.format.toUpperCase()} · ${Math.ceil(row.size_bytes / 1024)} KiB`,
    },
    { id: 'created_at', header: t('columns.uploaded'), cell: (row) => formatDateTime(row.created_at) },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (row) => (
        <span className={facts.tone} data-tone={TONES[row.state]}>
          {t(`states.${row.state}`)}
        </span>
      ),
    },
    {
      id: 'review',
      header: '',
      cell: (row) => (
        <Button
          size="small"
          variant={row.state === 'pending' ? 'accent' : 'ghost'}
          onClick={() => setOpen(row)}
        >
          {row.state === 'pending' ? t('review') : t('view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      {done && (
        <Notice tone="success" className={styles.notice}>
          {done}
        </Notice>
      )}
      <DataTable
        path={DOCUMENTS_PATH}
        queryKey={[...documentsKey, 'list']}
        label={t('title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        defaultSort={{ field: 'id', order: 'asc' }}
        filters={[
          {
            key: 'state',
            label: t('columns.state'),
            type: 'select',
            absentMeans: 'pending',
            options: ['pending', 'verified', 'rejected', 'all'].map((value) => ({
              value,
              label: t(`states.${value}`),
            })),
          },
        ]}
        emptyText={t('empty')}
        queue
      />
      {open && (
        <Dialog
          title={t('dialogTitle', { id: open.id })}
          onClose={() => setOpen(undefined)}
          width={860}
          closeLabel={t('common:actions.close')}
        >
          <div className={styles.review}>
            <dl className={facts.facts}>
              <div>
                <dt>{t('columns.player')}</dt>
                <dd>
                  {open.player.name ?? '—'} · {open.player.email} (#{open.player.id})
                </dd>
              </div>
              <div>
                <dt>{t('columns.type')}</dt>
                <dd>{t(`types.${open.document_type}`, { defaultValue: open.document_type })}</dd>
              </div>
              <div>
                <dt>{t('columns.uploaded')}</dt>
                <dd>{formatDateTime(open.created_at)}</dd>
              </div>
              <div>
                <dt>{t('playerState')}</dt>
                <dd>
                  {t(`playerStates.${open.player.verification_state}`, {
                    defaultValue: open.player.verification_state,
                  })}
                </dd>
              </div>
            </dl>
            <div className={styles.viewer}>
              {open.format === 'pdf' ? (
                <iframe title={t('fileTitle')} src={documentFileUrl(open.id)} className={styles.pdf} />
              ) : (
                <img alt={t('fileTitle')} src={documentFileUrl(open.id)} className={styles.image} />
              )}
            </div>
            {open.reason && <p className={facts.quote}>{open.reason}</p>}
            {verify.isError && (
              <Notice tone="error">{messageOf(verify.error, t('common:errors.network'))}</Notice>
            )}
            {open.state !== 'verified' && (
              <div className={styles.actions}>
                <Button variant="ghost" onClick={() => setRejecting(open)}>
                  {t('reject')}
                </Button>
                <Button variant="accent" disabled={verify.isPending} onClick={() => verify.mutate(open)}>
                  {verify.isPending ? t('verifying') : t('verify')}
                </Button>
              </div>
            )}
          </div>
        </Dialog>
      )}
      {rejecting && (
        <ReasonDialog
          title={t('rejectTitle')}
          confirmLabel={t('reject')}
          tone="danger"
          onClose={() => setRejecting(undefined)}
          onConfirm={async (reason) => {
            const doc = await rejectDocument(rejecting.id, reason);
            setRejecting(undefined);
            setOpen(undefined);
            setDone(t('rejected', { email: doc.player.email }));
            await refresh();
          }}
        >
          {t('rejectText')}
        </ReasonDialog>
      )}
    </>
  );
}
