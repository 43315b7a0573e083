import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOf } from '../lib/api-client';
import styles from './reason-dialog.module.css';

export const REASON_MIN_LENGTH = 5;

export interface ReasonDialogProps {
  title: string;
  /** What will happen, said plainly (and any four-eyes note). */
  children?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /**
   * Sends the change with its reason. A failure is shown in the dialog, which stays open; so it
   * does when the answer is false (the caller has shown why).
   */
  onConfirm: (reason: string) => Promise<boolean | void>;
  onClose: () => void;
}

/**
 * Asks why before a money or status change: the reason goes into the audit log and to the
 * approver. The server has the last word on what it accepts; its messages show here.
 */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('common');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>();
  const [tooShort, setTooShort] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      if ((await onConfirm(reason.trim())) === false) setBusy(false);
      else onClose();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  const fieldError =
    (tooShort && reason.trim().length < REASON_MIN_LENGTH
      ? t('reason.tooShort', { count: REASON_MIN_LENGTH })
      : undefined) ?? (error instanceof ApiError ? error.fieldErrors('reason') : undefined);
  const summary =
    error instanceof ApiError
      ? error.summary(['reason'])
      : error
        ? messageOf(error, t('errors.network'))
        : undefined;

  return (
    <Dialog title={title} onClose={onClose} width={520} closeLabel={t('actions.close')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {children && <div className={styles.what}>{children}</div>}
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            {t('reason.label')}
          </label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            value={reason}
            rows={4}
            maxLength={500}
            required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${fieldId}-help`}
            placeholder={t('reason.placeholder')}
            onChange={(event) => setReason(event.target.value)}
          />
          <span
            id={`${fieldId}-help`}
            className={fieldError ? styles.error : styles.hint}
            role={fieldError ? 'alert' : undefined}
          >
            {fieldError ?? t('reason.hint')}
          </span>
        </div>
        {summary && <Notice tone="error">{summary}</Notice>}
        <div className={styles.buttons}>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant={tone} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
