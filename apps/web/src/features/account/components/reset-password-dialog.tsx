import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { TextField } from '@casino/ui/text-field';
import { openDialog, type DialogComponentProps } from '../../../lib/dialogs';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { failureMessage, statusOf } from '../lib/api-errors';
import { DialogBadge, DialogOutcome } from './dialog-badge';
import { CheckIcon, LockIcon } from './icons';
import styles from './account-dialogs.module.css';

/** resetPassword: the forgot-password form; the mail carries a link to the reset page. */
export function ResetPasswordDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const reset = useRequestPasswordReset();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    reset.mutate(email.trim());
  };

  const failure = reset.error
    ? statusOf(reset.error) === 400
      ? t('reset.unknownEmail')
      : failureMessage(reset.error, t('errors.generic'))
    : undefined;

  const backToSignIn = () => {
    onClose();
    openDialog('loginMenu');
  };

  return (
    <Dialog title={t('reset.title')} onClose={onClose} width={440} closeLabel={t('close')}>
      {reset.isSuccess ? (
        <DialogOutcome
          tone="success"
          icon={<CheckIcon width={28} height={28} />}
          actionLabel={t('reset.backToSignIn')}
          onAction={backToSignIn}
        >
          <Notice tone="success" centered>
            {t('reset.sent')}
          </Notice>
        </DialogOutcome>
      ) : (
        <form className={styles.body} onSubmit={handleSubmit} noValidate>
          <DialogBadge>
            <LockIcon width={28} height={28} />
          </DialogBadge>
          <p className={styles.text}>{t('reset.text')}</p>
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (reset.isError) reset.reset();
            }}
          />
          {failure && <Notice tone="error">{failure}</Notice>}
          <Button
            type="submit"
            size="large"
            block
            disabled={email.trim() === '' || reset.isPending}
            aria-busy={reset.isPending || undefined}
          >
            {t('reset.submit')}
          </Button>
          <button type="button" className={styles.link} onClick={backToSignIn}>
            {t('reset.backToSignIn')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
