import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { CheckIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/loader';
import { Notice } from '@casino/ui/notice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import { ChangeDiff } from '../../../components/change-diff';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/api/get-session';
import { approve, reject } from '../api/decide-approval';
import { APPROVALS_PATH, approvalsKey, usePendingApprovals, type Approval } from '../api/get-approvals';
import facts from '../../../components/facts.module.css';
import styles from './approvals.module.css';

const STATUS_TONES: Record<string, string> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/** Four eyes: the changes waiting for a second staff member, and every decision taken. */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const tab = ({ isActive }: { isActive: boolean }) =>
    [styles.tab, isActive && styles.tabActive].filter(Boolean).join(' ');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <nav className={styles.tabs} aria-label={t('views')}>
        <NavLink to="/approvals" end className={tab}>
          {t('pending')}
        </NavLink>
        <NavLink to="/approvals/history" className={tab}>
          {t('history')}
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<PendingApprovals />} />
        <Route path="history" element={<ApprovalHistory />} />
      </Routes>
    </>
  );
}

/** The pending requests as cards: what, why, who asked, and the exact change. */
export function PendingApprovals() {
  const { t } = useTranslation('approvals');
  const pending = usePendingApprovals();
  const me = useSession().data?.staff;

  if (pending.isPending)
    return (
      <div className={styles.center}>
        <Spinner label={t('common:loading')} />
      </div>
    );
  if (pending.isError)
    return <Notice tone="error">{messageOf(pending.error, t('common:errors.load'))}</Notice>;
  if (pending.data.items.length === 0)
    return (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <CheckIcon size={26} />
        </span>
        <p>{t('none')}</p>
      </div>
    );
  return (
    <ul className={styles.cards}>
      {pending.data.items.map((request) => (
        <li key={request.id}>
          <ApprovalCard
            request={request}
            mine={me !== undefined && String(request.maker.id) === String(me.id)}
          />
        </li>
      ))}
    </ul>
  );
}

function ApprovalCard({ request, mine }: { request: Approval; mine: boolean }) {
  const { t } = useTranslation('approvals');
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<'approve' | 'reject'>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const done = () => queryClient.invalidateQueries({ queryKey: approvalsKey });
  const headingId = `approval-${request.id}`;

  const confirmApprove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await approve(request.id);
      setDeciding(undefined);
      await done();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <div>
          <h2 id={headingId} className={styles.kind}>
            {t(`kinds.${request.kind}`, { defaultValue: request.kind })}
          </h2>
          <p className={styles.subject}>{request.subject_key}</p>
        </div>
        {mine ? (
          <span className={styles.waiting}>{t('waitingOther')}</span>
        ) : (
          <div className={styles.actions}>
            <Button
              variant="ghost"
              size="small"
              className={styles.reject}
              onClick={() => setDeciding('reject')}
            >
              {t('reject')}
            </Button>
            <Button size="small" onClick={() => setDeciding('approve')}>
              {t('approve')}
            </Button>
          </div>
        )}
      </header>
      <dl className={facts.facts}>
        <div>
          <dt>{t('maker')}</dt>
          <dd>{mine ? t('you', { name: request.maker.name }) : request.maker.name}</dd>
        </div>
        <div>
          <dt>{t('requested')}</dt>
          <dd>{formatDateTime(request.created_at)}</dd>
        </div>
      </dl>
      <blockquote className={facts.quote}>
        <span className={facts.quoteLabel}>{t('reason')}</span>
        {request.reason}
      </blockquote>
      <ChangeDiff before={request.before} after={request.after} />
      {deciding === 'approve' && (
        <Dialog
          title={t('approveTitle')}
          onClose={() => setDeciding(undefined)}
          width={600}
          closeLabel={t('common:actions.close')}
        >
          <div className={styles.stack}>
            <p className={styles.muted}>
              {t('approveText', {
                kind: t(`kinds.${request.kind}`, { defaultValue: request.kind }),
                maker: request.maker.name,
              })}
            </p>
            <ChangeDiff before={request.before} after={request.after} showUnchanged={false} />
            {error !== undefined && (
              <Notice tone="error">{messageOf(error, t('common:errors.network'))}</Notice>
            )}
            <div className={styles.buttons}>
              <Button variant="ghost" onClick={() => setDeciding(undefined)}>
                {t('common:actions.cancel')}
              </Button>
              <Button disabled={busy} onClick={() => void confirmApprove()}>
                {t('approve')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
      {deciding === 'reject' && (
        <ReasonDialog
          title={t('rejectTitle')}
          confirmLabel={t('reject')}
          tone="danger"
          onClose={() => setDeciding(undefined)}
          onConfirm={async (reason) => {
            await reject(request.id, reason);
            await done();
          }}
        >
          <p>{t('rejectText', { maker: request.maker.name })}</p>
        </ReasonDialog>
      )}
    </article>
  );
}

/** Every request and its decision, searchable and exportable. */
function ApprovalHistory() {
  const { t } = useTranslation('approvals');
  const [shown, setShown] = useState<Approval>();
  const columns: TableColumn<Approval>[] = [
    {
      id: 'created_at',
      header: t('columns.requested'),
      sortable: true,
      cell: (row) => formatDateTime(row.created_at),
    },
    {
      id: 'kind',
      header: t('columns.kind'),
      cell: (row) => t(`kinds.${row.kind}`, { defaultValue: row.kind }),
    },
    { id: 'subject_key', header: t('columns.subject'), cell: (row) => row.subject_key },
    { id: 'maker', header: t('columns.maker'), cell: (row) => row.maker.name },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <span className={facts.tone} data-tone={STATUS_TONES[row.status]}>
          {t(`status.${row.status}`, { defaultValue: row.status })}
        </span>
      ),
    },
    { id: 'checker', header: t('columns.checker'), cell: (row) => row.checker?.name ?? '—' },
    {
      id: 'decided_at',
      header: t('columns.decided'),
      cell: (row) => formatDateTime(row.decided_at),
    },
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
      <DataTable
        path={APPROVALS_PATH}
        queryKey={[...approvalsKey, 'history']}
        label={t('historyLabel')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        defaultSort={{ field: 'created_at', order: 'desc' }}
        filters={[
          {
            key: 'status',
            label: t('columns.status'),
            type: 'select',
            options: ['pending', 'approved', 'rejected'].map((s) => ({ value: s, label: t(`status.${s}`) })),
          },
        ]}
      />
      {shown && (
        <Dialog
          title={t(`kinds.${shown.kind}`, { defaultValue: shown.kind })}
          onClose={() => setShown(undefined)}
          width={640}
          closeLabel={t('common:actions.close')}
        >
          <div className={styles.stack}>
            <p className={styles.muted}>
              {shown.subject_key} ·{' '}
              {t('requestedBy', { name: shown.maker.name, at: formatDateTime(shown.created_at) })}
            </p>
            <blockquote className={facts.quote}>
              <span className={facts.quoteLabel}>{t('reason')}</span>
              {shown.reason}
            </blockquote>
            {shown.decision_reason && (
              <blockquote className={facts.quote}>
                <span className={facts.quoteLabel}>{t('decisionReason')}</span>
                {shown.decision_reason}
              </blockquote>
            )}
            <ChangeDiff before={shown.before} after={shown.after} />
          </div>
        </Dialog>
      )}
    </>
  );
}
