import { isStrongPassword } from '@casino/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Notice } from '@casino/ui/notice';
import { PasswordField } from '@casino/ui/password-field';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { openDialog } from '../../../lib/dialogs';
import { useConfirmPasswordReset, useResetLink } from '../api/confirm-password-reset';
import { fieldMessages, serverMessage, statusOf } from '../lib/api-errors';
import { DialogBadge, DialogOutcome } from './dialog-badge';
import { AlertIcon, CheckIcon, LockIcon } from './icons';
import { PasswordRule } from './password-rule';
import styles from './account-dialogs.module.css';

/** /api/frontend/password/reset/confirm/:uid/:token/ — the reset form as a modal over the shell. */
export function PasswordResetConfirmRoute() {
  const { uid = '', token = '' } = useParams();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const link = useResetLink({ uid, token });
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const close = () => navigate('/', { replace: true });
  const goSignIn = () => {
    navigate('/', { replace: true });
    openDialog('loginMenu');
  };
  const requestNewLink = () => {
    navigate('/', { replace: true });
    openDialog('resetPassword');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    confirm.mutate({ uid, token, newPassword: password });
  };

  // A client error on the check means the link is spent, expired or forged; anything else is
  // left to the POST, which reports its own problem.
  const linkStatus = statusOf(link.error);
  const linkDead = linkStatus !== undefined && linkStatus >= 400 && linkStatus < 500;
  const errors = fieldMessages(confirm.error);
  const passwordError = errors.new_password;
  const otherError =
    confirm.error && !passwordError ? (serverMessage(confirm.error) ?? t('errors.generic')) : undefined;

  return (
    <Dialog title={t('resetConfirm.title')} onClose={close} width={460} closeLabel={t('close')}>
      {confirm.isSuccess ? (
        <DialogOutcome
          tone="success"
          icon={<CheckIcon width={28} height={28} />}
          actionLabel={t('resetConfirm.signIn')}
          onAction={goSignIn}
        >
          <Notice tone="success" centered>
            {t('resetConfirm.done')}
          </Notice>
        </DialogOutcome>
      ) : linkDead ? (
        <DialogOutcome
          tone="danger"
          icon={<AlertIcon width={28} height={28} />}
          actionLabel={t('resetConfirm.requestNew')}
          onAction={requestNewLink}
        >
          <p role="alert" className={styles.text}>
            {serverMessage(link.error) ?? t('resetConfirm.invalidLink')}
          </p>
        </DialogOutcome>
      ) : (
        <form className={styles.body} onSubmit={handleSubmit} noValidate>
          <DialogBadge>
            <LockIcon width={28} height={28} />
          </DialogBadge>
          <p className={styles.text}>{t('resetConfirm.text')}</p>
          <PasswordField
            label={t('resetConfirm.newPassword')}
            name="new-password"
            autoComplete="new-password"
            value={password}
            error={passwordError}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordRule value={password} />
          <PasswordField
            label={t('resetConfirm.repeatPassword')}
            name="repeat-password"
            autoComplete="new-password"
            value={repeat}
            error={mismatch ? t('resetConfirm.mismatch') : undefined}
            onChange={(e) => {
              setRepeat(e.target.value);
              setMismatch(false);
            }}
          />
          {otherError && <Notice tone="error">{otherError}</Notice>}
          <Button
            type="submit"
            size="large"
            block
            disabled={!isStrongPassword(password) || repeat === '' || confirm.isPending}
            aria-busy={confirm.isPending || undefined}
          >
            {t('resetConfirm.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
