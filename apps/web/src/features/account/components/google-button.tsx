import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { failureMessage, statusOf } from '../lib/api-errors';
import { useGoogleLogin } from '../api/google-login';
import { GoogleIcon } from './icons';
import styles from './auth-menu.module.css';

/** "Continue with Google": asks for the authorization URL and leaves for it. */
export function GoogleButton() {
  const { t } = useTranslation('auth');
  const google = useGoogleLogin();
  const error = google.error
    ? statusOf(google.error) === 503
      ? t('errors.googleUnavailable')
      : failureMessage(google.error, t('errors.signInFailed'))
    : undefined;
  return (
    <div className={styles.googleWrap}>
      <button
        type="button"
        className={styles.google}
        onClick={() => google.mutate()}
        disabled={google.isPending || google.isSuccess}
      >
        <GoogleIcon width={20} height={20} />
        <span>{t('google')}</span>
      </button>
      {error && <Notice tone="warning">{error}</Notice>}
    </div>
  );
}
