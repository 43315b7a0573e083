import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAmountField } from '../../../components/amount-field';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import type { Permission } from '../../../lib/permissions';
import { approvalsKey } from '../../approvals/api/get-approvals';
import { closePlayer, requestUnblock, restrictPlayer, sendPasswordReset } from '../api/change-status';
import { playerKey, type PlayerProfile } from '../api/get-player';
import { cancelBonus, grantBonus, requestAdjustment } from '../api/player-money';
import { addLabel, addNote, removeLabel } from '../api/player-notes';
import styles from './players.module.css';

type Action =
  | 'suspend'
  | 'block'
  | 'close'
  | 'unblock'
  | 'reset'
  | 'adjust'
  | 'grant'
  | 'cancelBonus'
  | 'note'
  | 'labels';

/**
 * The buttons a role's permissions allow (the server checks each again), each opening its dialog:
 * a reason for every money or status change; four-eyes changes end in a pending request.
 */
export function PlayerActions({
  profile,
  permissions,
}: {
  profile: PlayerProfile;
  permissions: readonly Permission[];
}) {
  const { t } = useTranslation('players');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Action>();
  const [done, setDone] = useState<{ text: string; approval: boolean }>();
  const can = (p: Permission) => permissions.includes(p);
  const pending = (kind: string) => profile.pending_approvals.some((a) => a.kind === kind);
  const close = () => setOpen(undefined);
  const changed = async (text: string, approval = false) => {
    setDone({ text, approval });
    await queryClient.invalidateQueries({ queryKey: playerKey(profile.id) });
    if (approval) await queryClient.invalidateQueries({ queryKey: approvalsKey });
  };
  const restricted = profile.status !== 'active';

  const buttons: Array<{ action: Action; show: boolean; disabled?: boolean; danger?: boolean }> = [
    { action: 'suspend', show: can('players.manage') && profile.status === 'active' },
    {
      action: 'block',
      show: can('players.manage') && (profile.status === 'active' || profile.status === 'suspended'),
      danger: true,
    },
    { action: 'unblock', show: can('players.manage') && restricted, disabled: pending('player.unblock') },
    { action: 'close', show: can('players.manage') && profile.status !== 'closed', danger: true },
    { action: 'reset', show: can('players.manage') && profile.status !== 'closed' },
    { action: 'adjust', show: can('balance.adjust'), disabled: pending('balance.adjust') },
    { action: 'grant', show: can('bonuses.grant') && !restricted, disabled: pending('bonus.grant') },
    { action: 'cancelBonus', show: can('bonuses.grant') },
    { action: 'note', show: can('players.manage') },
    { action: 'labels', show: can('players.manage') },
  ];
  const shown = buttons.filter((b) => b.show);
  if (shown.length === 0) return null;

  return (
    <>
      <div className={styles.actions} role="toolbar" aria-label={t('actions.label')}>
        {shown.map((b) => (
          <Button
            key={b.action}
            size="small"
            variant={b.danger ? 'danger' : 'secondary'}
            disabled={b.disabled}
            title={b.disabled ? t('actions.waiting') : undefined}
            onClick={() => {
              setDone(undefined);
              setOpen(b.action);
            }}
          >
            {t(`actions.${b.action}`)}
          </Button>
        ))}
      </div>
      {done && (
        <Notice tone="success" className={styles.done}>
          {done.text} {done.approval && <Link to="/approvals">{t('done.approvals')}</Link>}
        </Notice>
      )}
      {(open === 'suspend' || open === 'block') && (
        <ReasonDialog
          title={t(`dialogs.${open}.title`)}
          confirmLabel={t(`actions.${open}`)}
          tone="danger"
          onClose={close}
          onConfirm={async (reason) => {
            await restrictPlayer(profile.id, open === 'block' ? 'blocked' : 'suspended', reason);
            await changed(t(`done.${open}`));
          }}
        >
          <p>{t(`dialogs.${open}.text`)}</p>
        </ReasonDialog>
      )}
      {open === 'close' && (
        <ReasonDialog
          title={t('dialogs.close.title')}
          confirmLabel={t('actions.close')}
          tone="danger"
          onClose={close}
          onConfirm={async (reason) => {
            await closePlayer(profile.id, reason);
            await changed(t('done.close'));
          }}
        >
          <p>{t('dialogs.close.text')}</p>
        </ReasonDialog>
      )}
      {open === 'unblock' && (
        <ReasonDialog
          title={t('dialogs.unblock.title')}
          confirmLabel={t('dialogs.unblock.confirm')}
          onClose={close}
          onConfirm={async (reason) => {
            await requestUnblock(profile.id, reason);
            await changed(t('done.unblock'), true);
          }}
        >
          <p>{t('dialogs.unblock.text', { status: t(`status.${profile.status}`).toLowerCase() })}</p>
        </ReasonDialog>
      )}
      {open === 'reset' && (
        <ResetDialog profile={profile} onClose={close} onDone={() => changed(t('done.reset'))} />
      )}
      {open === 'adjust' && (
        <AdjustDialog profile={profile} onClose={close} onDone={() => changed(t('done.adjust'), true)} />
      )}
      {open === 'grant' && (
        <GrantDialog
          profile={profile}
          onClose={close}
          onDone={(approval) => changed(t(approval ? 'done.grantPending' : 'done.grant'), approval)}
        />
      )}
      {open === 'cancelBonus' && (
        <CancelBonusDialog profile={profile} onClose={close} onDone={() => changed(t('done.cancelBonus'))} />
      )}
      {open === 'note' && (
        <NoteDialog profile={profile} onClose={close} onDone={() => changed(t('done.note'))} />
      )}
      {open === 'labels' && (
        <LabelsDialog profile={profile} onClose={close} onDone={() => changed(t('done.labels'))} />
      )}
    </>
  );
}

interface DialogProps {
  profile: PlayerProfile;
  onClose: () => void;
  onDone: () => Promise<void>;
}

function ResetDialog({ profile, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('players');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await sendPasswordReset(profile.id);
      await onDone();
      onClose();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('dialogs.reset.title')}
      onClose={onClose}
      width={480}
      closeLabel={t('common:actions.close')}
    >
      <div className={styles.stack}>
        <p>{t('dialogs.reset.text')}</p>
        {error !== undefined && <Notice tone="error">{messageOf(error, t('common:errors.network'))}</Notice>}
        <div className={styles.buttons}>
          <Button variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void send()}>
            {t('dialogs.reset.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function AdjustDialog({ profile, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('players');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [account, setAccount] = useState<'cash' | 'bonus'>('cash');
  const amount = useAmountField(t('dialogs.amountInvalid'));
  return (
    <ReasonDialog
      title={t('dialogs.adjust.title')}
      confirmLabel={t('dialogs.adjust.confirm')}
      onClose={onClose}
      onConfirm={async (reason) => {
        const sent = await amount.submit((value) =>
          requestAdjustment(profile.id, {
            amount: direction === 'debit' ? `-${value}` : value,
            account,
            reason,
          }),
        );
        if (!sent) return false;
        await onDone();
      }}
    >
      <p>{t('dialogs.adjust.text')}</p>
      <div className={styles.formRow}>
        <SelectField
          label={t('dialogs.adjust.direction')}
          value={direction}
          options={[
            { value: 'credit', label: t('dialogs.adjust.credit') },
            { value: 'debit', label: t('dialogs.adjust.debit') },
          ]}
          onChange={(event) => setDirection(event.target.value === 'debit' ? 'debit' : 'credit')}
        />
        <SelectField
          label={t('dialogs.adjust.account')}
          value={account}
          options={[
            { value: 'cash', label: t('balances.cash') },
            { value: 'bonus', label: t('balances.bonus') },
          ]}
          onChange={(event) => setAccount(event.target.value === 'bonus' ? 'bonus' : 'cash')}
        />
        <TextField label={t('dialogs.amount')} {...amount.field} />
      </div>
    </ReasonDialog>
  );
}

function GrantDialog({
  profile,
  onClose,
  onDone,
}: Omit<DialogProps, 'onDone'> & { onDone: (approval: boolean) => Promise<void> }) {
  const { t } = useTranslation('players');
  const [terms, setTerms] = useState('reload-weekly');
  const amount = useAmountField(t('dialogs.amountInvalid'));
  return (
    <ReasonDialog
      title={t('dialogs.grant.title')}
      confirmLabel={t('dialogs.grant.confirm')}
      onClose={onClose}
      onConfirm={async (reason) => {
        let approval = false;
        const sent = await amount.submit(async (value) => {
          const answer = await grantBonus(profile.id, { terms_code: terms.trim(), amount: value, reason });
          approval = answer.approval !== undefined;
        });
        if (!sent) return false;
        await onDone(approval);
      }}
    >
      <p>{t('dialogs.grant.text')}</p>
      <div className={styles.formRow}>
        <TextField
          label={t('dialogs.grant.terms')}
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
        />
        <TextField label={t('dialogs.amount')} {...amount.field} />
      </div>
    </ReasonDialog>
  );
}

function CancelBonusDialog({ profile, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('players');
  const [bonusId, setBonusId] = useState('');
  const [idError, setIdError] = useState<string>();
  return (
    <ReasonDialog
      title={t('dialogs.cancelBonus.title')}
      confirmLabel={t('dialogs.cancelBonus.confirm')}
      tone="danger"
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!/^[1-9]\d{0,9}$/.test(bonusId.trim())) {
          setIdError(t('dialogs.cancelBonus.invalid'));
          return false;
        }
        await cancelBonus(profile.id, Number(bonusId.trim()), reason);
        await onDone();
      }}
    >
      <p>{t('dialogs.cancelBonus.text')}</p>
      <TextField
        label={t('dialogs.cancelBonus.id')}
        inputMode="numeric"
        value={bonusId}
        error={idError}
        onChange={(event) => {
          setBonusId(event.target.value);
          setIdError(undefined);
        }}
      />
    </ReasonDialog>
  );
}

function NoteDialog({ profile, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('players');
  const [body, setBody] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await addNote(profile.id, body);
      await onDone();
      onClose();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };
  const bodyError = error instanceof ApiError ? error.fieldErrors('body') : undefined;
  return (
    <Dialog
      title={t('dialogs.note.title')}
      onClose={onClose}
      width={520}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.fieldLabel} htmlFor="player-note">
          {t('dialogs.note.label')}
        </label>
        <textarea
          id="player-note"
          className={styles.textarea}
          rows={5}
          maxLength={4000}
          value={body}
          aria-invalid={bodyError ? true : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {bodyError && (
          <span className={styles.error} role="alert">
            {bodyError}
          </span>
        )}
        {error !== undefined && !bodyError && (
          <Notice tone="error">{messageOf(error, t('common:errors.network'))}</Notice>
        )}
        <div className={styles.buttons}>
          <Button variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('dialogs.note.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function LabelsDialog({ profile, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('players');
  const [labels, setLabels] = useState(profile.labels);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<unknown>();
  const run = async (work: () => Promise<{ labels: string[] }>) => {
    setError(undefined);
    try {
      setLabels((await work()).labels);
      await onDone();
    } catch (caught) {
      setError(caught);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await addLabel(profile.id, label);
      setLabel('');
      return answer;
    });
  };
  const labelError = error instanceof ApiError ? error.fieldErrors('label') : undefined;
  return (
    <Dialog
      title={t('dialogs.labels.title')}
      onClose={onClose}
      width={480}
      closeLabel={t('common:actions.close')}
    >
      <div className={styles.stack}>
        <ul className={styles.labelList} aria-label={t('dialogs.labels.current')}>
          {labels.length === 0 && <li className={styles.muted}>{t('dialogs.labels.none')}</li>}
          {labels.map((l) => (
            <li key={l} className={styles.label}>
              {l}
              <button
                type="button"
                className={styles.labelRemove}
                aria-label={t('dialogs.labels.remove', { label: l })}
                onClick={() => void run(() => removeLabel(profile.id, l))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <form className={styles.formRow} onSubmit={add} noValidate>
          <TextField
            label={t('dialogs.labels.add')}
            placeholder="vip"
            value={label}
            error={labelError}
            onChange={(event) => setLabel(event.target.value)}
          />
          <Button type="submit" size="small" disabled={!label.trim()}>
            {t('dialogs.labels.confirm')}
          </Button>
        </form>
        {error !== undefined && !labelError && (
          <Notice tone="error">{messageOf(error, t('common:errors.network'))}</Notice>
        )}
      </div>
    </Dialog>
  );
}
