import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { Button } from '@casino/ui/button';
import { PasswordField } from '@casino/ui/password-field';
import { useSignIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { failureMessage, statusOf } from '../lib/api-errors';
import { AuthFormHeader, EmailField, GoogleChoice, SwitchPrompt } from './auth-form-parts';
import { BonusTeasers } from './bonus-teasers';
import styles from './auth-menu.module.css';

export interface SignInFormProps {
  onSwitchToSignUp: () => void;
  onForgotPassword: () => void;
  /** Focus the heading on mount (the player switched here from sign-up). */
  focusOnMount?: boolean;
}

/** Email and password; Enter submits (it is a form). Errors follow the spec's catalogue (§8). */
export function SignInForm({ onSwitchToSignUp, onForgotPassword, focusOnMount = false }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const [finishing, setFinishing] = useState(false);
  const heading = useFocusHeading('signIn', focusOnMount);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError(t('errors.fillFields'));
      return;
    }
    setError(undefined);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: async (tokens) => {
          setFinishing(true);
          await completeSignIn(tokens);
        },
        onError: (err) =>
          setError(
            statusOf(err) === 401
              ? t('errors.wrongCredentials')
              : failureMessage(err, t('errors.signInFailed')),
          ),
      },
    );
  };

  const busy = signIn.isPending || finishing;

  return (
    <div className={styles.form}>
      <AuthFormHeader headingRef={heading} title={t('signIn.title')} lead={t('signIn.lead')} />
      <GoogleChoice googleFirst />
      <form className={styles.fields} onSubmit={handleSubmit} noValidate>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className={styles.forgotRow}>
          <button type="button" className={styles.link} onClick={onForgotPassword}>
            {t('forgotPassword')}
          </button>
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <Button type="submit" size="large" block disabled={busy} aria-busy={busy || undefined}>
          {t('signIn.submit')}
        </Button>
      </form>
      <SwitchPrompt question={t('noAccount')} action={t('register')} onClick={onSwitchToSignUp} />
      <div className={styles.mobileOnly}>
        <BonusTeasers compact onChoose={onSwitchToSignUp} />
      </div>
    </div>
  );
}
