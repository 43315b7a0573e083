import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { PasswordField } from '@casino/ui/password-field';
import { TextField } from '@casino/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError, messageOf } from '../../../lib/api-client';
import { storeSession, useSession } from '../api/get-session';
import { confirmSignIn, signIn } from '../api/sign-in';
import { AuthLayout } from './auth-layout';
import styles from './auth.module.css';
import { TOTP_LENGTH, TotpCode } from './totp-code';

type Step = 'password' | 'code' | 'recovery';

/** Where to go after signing in: the page the user came from, if it is one of the console's. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** Sign-in in two steps: e-mail and password, then the authenticator's code (or a recovery code). */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const [step, setStep] = useState<Step>('password');

  if (session.data) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title={step === 'password' ? t('signIn.title') : t('signIn.codeTitle')}
      intro={
        step === 'password'
          ? t('signIn.intro')
          : step === 'code'
            ? t('signIn.codeIntro')
            : t('signIn.recoveryIntro')
      }
    >
      {step === 'password' ? (
        <PasswordStep onDone={() => setStep('code')} />
      ) : (
        <CodeStep
          key={step}
          recovery={step === 'recovery'}
          next={next}
          onSwitch={() => setStep(step === 'code' ? 'recovery' : 'code')}
          onRestart={() => setStep('password')}
        />
      )}
    </AuthLayout>
  );
}

function PasswordStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await signIn({ email: email.trim(), password });
      onDone();
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  const apiError = error instanceof ApiError ? error : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={apiError?.fieldErrors('email')}
      />
      <PasswordField
        label={t('signIn.password')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={apiError?.fieldErrors('password')}
      />
      {error !== undefined && (apiError?.summary(['email', 'password']) || !apiError) && (
        <Notice tone="error">{messageOf(error, t('errors.network'))}</Notice>
      )}
      <Button type="submit" block size="large" disabled={busy}>
        {t('signIn.continue')}
      </Button>
    </form>
  );
}

function CodeStep({
  recovery,
  next,
  onSwitch,
  onRestart,
}: {
  recovery: boolean;
  next: string;
  onSwitch: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [digits, setDigits] = useState<string[]>([]);
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const code = digits.join('');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (!recovery && code.length !== TOTP_LENGTH) {
      setError(new ApiError(400, { code: [t('signIn.codeIncomplete')] }));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const session = await confirmSignIn(recovery ? { recovery_code: recoveryCode.trim() } : { code });
      storeSession(queryClient, session);
      void navigate(next, { replace: true });
    } catch (caught) {
      setError(caught);
      setDigits([]);
      setBusy(false);
    }
  };

  const apiError = error instanceof ApiError ? error : undefined;
  const field = recovery ? 'recovery_code' : 'code';
  const fieldError = apiError?.fieldErrors(field);
  // The challenge cookie lasts five minutes: after that the password step starts again.
  const expired = apiError?.status === 401 && /expired|again/i.test(apiError.message);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {recovery ? (
        <TextField
          label={t('signIn.recoveryCode')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={recoveryCode}
          onChange={(event) => setRecoveryCode(event.target.value)}
          error={fieldError}
        />
      ) : (
        <TotpCode
          label={t('signIn.code')}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setError(undefined);
          }}
          onSubmit={() => void submit()}
          invalid={Boolean(error)}
          disabled={busy}
        />
      )}
      {error !== undefined && (!recovery || !fieldError) && (
        <Notice tone="error">{fieldError ?? messageOf(error, t('errors.network'))}</Notice>
      )}
      <Button type="submit" block size="large" disabled={busy}>
        {t('signIn.signIn')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onSwitch}>
          {recovery ? t('signIn.useCode') : t('signIn.useRecovery')}
        </button>
        <button type="button" className={styles.link} onClick={onRestart}>
          {expired ? t('signIn.startAgain') : t('signIn.back')}
        </button>
      </div>
    </form>
  );
}
