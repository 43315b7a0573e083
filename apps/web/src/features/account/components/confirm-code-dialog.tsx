import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { CODE_RESEND_SECONDS } from '../../../config/constants';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { useMe } from '../api/get-me';
import { useSendCode, type CodeChannel } from '../api/send-code';
import { useValidateCode } from '../api/validate-code';
import { useCountdown } from '../hooks/use-countdown';
import { serverMessage } from '../lib/api-errors';
import { CODE_LENGTH, CodeInput } from '@casino/ui/code-input';
import { MailIcon, PhoneIcon } from './icons';
import { DialogBadge } from './dialog-badge';
import styles from './account-dialogs.module.css';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * confirmEmail / confirmPhone (spec §4): a code is sent when the dialog opens, the resend button
 * appears after 120 seconds, and a correct code marks the address confirmed and closes the dialog.
 */
export function ConfirmCodeDialog({ channel, onClose }: { channel: CodeChannel; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const me = useMe();
  const [digits, setDigits] = useState<string[]>(Array.from({ length: CODE_LENGTH }, () => ''));
  const [error, setError] = useState<string>();
  const sendCode = useSendCode();
  const validateCode = useValidateCode();
  const { left, restart } = useCountdown(CODE_RESEND_SECONDS);
  const sentOnOpen = useRef(false);

  const send = () => {
    setError(undefined);
    sendCode.mutate(channel, { onError: (err) => setError(serverMessage(err) ?? t('errors.generic')) });
  };

  useEffect(() => {
    // Development renders effects twice; one code per opening is what the player expects.
    if (sentOnOpen.current) return;
    sentOnOpen.current = true;
    send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const code = digits.join('');
  const complete = /^\d{4}$/.test(code);

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!complete || validateCode.isPending) return;
    setError(undefined);
    validateCode.mutate(
      { code, type: channel },
      {
        onSuccess: () => {
          if (channel === 'email') storage.set('confirmEmail', true);
          onClose();
        },
        onError: (err) => setError(serverMessage(err) ?? t('errors.generic')),
      },
    );
  };

  const handleResend = () => {
    setDigits(Array.from({ length: CODE_LENGTH }, () => ''));
    restart();
    send();
  };

  const target = channel === 'email' ? me.data?.email : me.data?.phone;
  const Icon = channel === 'email' ? MailIcon : PhoneIcon;

  return (
    <Dialog
      title={channel === 'email' ? t('confirm.emailTitle') : t('confirm.phoneTitle')}
      onClose={onClose}
      width={440}
      closeLabel={t('close')}
    >
      <form className={styles.body} onSubmit={handleSubmit} noValidate>
        <DialogBadge>
          <Icon width={28} height={28} />
        </DialogBadge>
        <p className={styles.text}>
          {target ? (
            <Trans
              t={t}
              i18nKey={channel === 'email' ? 'confirm.emailTextTo' : 'confirm.phoneTextTo'}
              values={{ target }}
              components={{ target: <strong className={styles.target} /> }}
            />
          ) : (
            t(channel === 'email' ? 'confirm.emailText' : 'confirm.phoneText')
          )}
        </p>
        <fieldset className={styles.codeFieldset}>
          <legend className="visually-hidden">{t('confirm.code')}</legend>
          <CodeInput
            value={digits}
            onChange={(next) => {
              setDigits(next);
              setError(undefined);
            }}
            digitLabel={(n) => t('confirm.digit', { n, total: CODE_LENGTH })}
            onSubmit={() => handleSubmit()}
            invalid={Boolean(error)}
          />
        </fieldset>
        {error && <Notice tone="error">{error}</Notice>}
        <Button
          type="submit"
          size="large"
          block
          disabled={!complete || validateCode.isPending}
          aria-busy={validateCode.isPending || undefined}
        >
          {t('confirm.submit')}
        </Button>
        <div className={styles.resend} aria-live="polite">
          {left > 0 ? (
            <span>{t('confirm.resendIn', { time: clock(left) })}</span>
          ) : (
            <button
              type="button"
              className={styles.link}
              onClick={handleResend}
              disabled={sendCode.isPending}
            >
              {t('confirm.resend')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

export const ConfirmEmailDialog = ({ onClose }: DialogComponentProps) => (
  <ConfirmCodeDialog channel="email" onClose={onClose} />
);
export const ConfirmPhoneDialog = ({ onClose }: DialogComponentProps) => (
  <ConfirmCodeDialog channel="phone" onClose={onClose} />
);
