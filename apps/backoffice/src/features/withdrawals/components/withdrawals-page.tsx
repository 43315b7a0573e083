import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  approveWithdrawal,
  payWithdrawal,
  rejectWithdrawal,
  stageOf,
  WITHDRAWALS_PATH,
  withdrawalsKey,
  type Withdrawal,
} from '../api/withdrawals';
import facts from '../../../components/facts.module.css';
import styles from './withdrawals.module.css';

const STAGE_TONES = {
  new: 'warning',
  second: 'warning',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
} as const;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The withdrawals queue: risk flags to look at twice, the review (above the threshold a second
 * person approves in Approvals), payment with the chain transaction id, or rejection with a
 * reason the player is told.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [paying, setPaying] = useState<Withdrawal>();
  const [rejecting, setRejecting] = useState<Withdrawal>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: withdrawalsKey });

  const approve = async (w: Withdrawal) => {
    try {
      const { approval } = await approveWithdrawal(w.id);
      setNotice({
        tone: 'success',
        text: approval ? t('waitingSecond', { id: w.id }) : t('approved', { id: w.id }),
      });
      await refresh();
    } catch (error) {
      setNotice({ tone: 'error', text: messageOf(error, t('common:errors.network')) });
    }
  };

  const columns: TableColumn<Withdrawal>[] = [
    { id: 'id', header: '#', sortable: true, numeric: true, cell: (row) => row.id },
    {
      id: 'player',
      header: t('columns.player'),
      cell: (row) => (
        <span className={styles.stack}>
          <strong>{row.player.email}</strong>
          <span className={styles.muted}>
            #{row.player.id} ·{' '}
            {t(`verification.${row.player.verification_state}`, {
              defaultValue: row.player.verification_state,
            })}
          </span>
        </span>
      ),
    },
    {
      id: 'amount_cents',
      header: t('columns.amount'),
      sortable: true,
      numeric: true,
      cell: (row) => <strong>{usd.format(row.amount)}</strong>,
    },
    {
      id: 'method',
      header: t('columns.method'),
      cell: (row) => (
        <span className={styles.stack}>
          <span>
            {row.token_type} · {row.provider}
          </span>
          <code className={styles.address}>{row.address}</code>
        </span>
      ),
    },
    {
      id: 'created_at',
      header: t('columns.requested'),
      sortable: true,
      cell: (row) => formatDateTime(row.created_at),
    },
    {
      id: 'risk',
      header: t('columns.risk'),
      cell: (row) =>
        row.risk_flags.length === 0 ? (
          <span className={styles.muted}>—</span>
        ) : (
          <span className={styles.flags}>
            {row.risk_flags.map((flag) => (
              <span key={flag} className={styles.flag} title={t(`flags.${flag}.hint`)}>
                {t(`flags.${flag}.label`)}
              </span>
            ))}
          </span>
        ),
    },
    {
      id: 'stage',
      header: t('columns.stage'),
      cell: (row) => {
        const stage = stageOf(row);
        return (
          <span className={styles.stack}>
            <span className={facts.tone} data-tone={STAGE_TONES[stage]}>
              {t(`stages.${stage}`)}
            </span>
            {row.reviewed_by && (
              <span className={styles.muted}>{t('reviewedBy', { who: row.reviewed_by })}</span>
            )}
            {row.approved_by && (
              <span className={styles.muted}>{t('approvedBy', { who: row.approved_by })}</span>
            )}
            {row.paid_by && <span className={styles.muted}>{t('paidBy', { who: row.paid_by })}</span>}
            {row.tx_id && <code className={styles.address}>{row.tx_id}</code>}
            {row.reason && <span className={styles.muted}>{row.reason}</span>}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: '',
      cell: (row) => {
        const stage = stageOf(row);
        if (stage === 'paid' || stage === 'rejected') return null;
        return (
          <span className={styles.actions}>
            {stage === 'new' && (
              <Button size="small" variant="accent" onClick={() => void approve(row)}>
                {row.needs_second_approval ? t('review') : t('approve')}
              </Button>
            )}
            {stage === 'approved' && (
              <Button size="small" variant="accent" onClick={() => setPaying(row)}>
                {t('pay')}
              </Button>
            )}
            <Button size="small" variant="ghost" onClick={() => setRejecting(row)}>
              {t('reject')}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      {notice && (
        <Notice tone={notice.tone} className={styles.notice}>
          {notice.text}
        </Notice>
      )}
      <DataTable
        path={WITHDRAWALS_PATH}
        queryKey={[...withdrawalsKey, 'list']}
        label={t('title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        defaultSort={{ field: 'id', order: 'asc' }}
        filters={[
          {
            key: 'status',
            label: t('columns.status'),
            type: 'select',
            absentMeans: 'pending',
            options: ['pending', 'paid', 'rejected', 'all'].map((value) => ({
              value,
              label: t(`statuses.${value}`),
            })),
          },
        ]}
        emptyText={t('empty')}
        queue
      />
      {paying && (
        <PayDialog
          withdrawal={paying}
          onClose={() => setPaying(undefined)}
          onPaid={async () => {
            setPaying(undefined);
            setNotice({ tone: 'success', text: t('paid', { id: paying.id }) });
            await refresh();
          }}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title={t('rejectTitle', { id: rejecting.id })}
          confirmLabel={t('reject')}
          tone="danger"
          onClose={() => setRejecting(undefined)}
          onConfirm={async (reason) => {
            await rejectWithdrawal(rejecting.id, reason);
            setRejecting(undefined);
            setNotice({ tone: 'success', text: t('rejected', { id: rejecting.id }) });
            await refresh();
          }}
        >
          {t('rejectText', { amount: usd.format(rejecting.amount) })}
        </ReasonDialog>
      )}
    </>
  );
}

/** Records the payment's chain transaction id: the held money leaves for the gateway. */
function PayDialog({
  withdrawal,
  onClose,
  onPaid,
}: {
  withdrawal: Withdrawal;
  onClose: () => void;
  onPaid: () => Promise<void>;
}) {
  const { t } = useTranslation('withdrawals');
  const [txId, setTxId] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const fieldError = error instanceof ApiError ? error.fieldErrors('tx_id') : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await payWithdrawal(withdrawal.id, txId.trim());
      await onPaid();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('payTitle', { id: withdrawal.id })}
      onClose={onClose}
      width={520}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <p>
          {t('payText', {
            amount: usd.format(withdrawal.amount),
            token: withdrawal.token_type,
            address: withdrawal.address,
          })}
        </p>
        <TextField
          label={t('txId')}
          name="tx_id"
          value={txId}
          onChange={(e) => setTxId(e.target.value)}
          error={fieldError}
          autoComplete="off"
          required
        />
        {error !== undefined && !fieldError && (
          <Notice tone="error">{messageOf(error, t('common:errors.network'))}</Notice>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={busy || txId.trim() === ''}>
            {busy ? t('paying') : t('confirmPay')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
