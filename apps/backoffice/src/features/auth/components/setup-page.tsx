import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/loader';
import { Notice } from '@casino/ui/notice';
import { PasswordField } from '@casino/ui/password-field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { ApiError, messageOf } from '../../../lib/api-client';
import { storeSession, type Session } from '../api/get-session';
import { choosePassword, confirmSetup, setupQueryOptions } from '../api/setup';
import { AuthLayout } from './auth-layout';
import styles from './auth.module.css';
import { TOTP_LENGTH, TotpCode } from './totp-code';
import { QrCode } from './qr-code';

const PASSWORD_MIN_LENGTH = 12;

type Stage =
  | { step: 'password' }
  | { step: 'authenticator'; uri: string; secret: string }
  | { step: 'recovery'; codes: string[]; session: Session };

/**
 * The set-up link's page (/backoffice/setup/:token): choose a password, add the account to an
 * authenticator app and prove it with a code, then keep the recovery codes, shown this once.
 * The session starts only after the codes have been seen.
 */
export function SetupPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const invite = useQuery(setupQueryOptions(token));
  const [stage, setStage] = useState<Stage>({ step: 'password' });

  if (invite.isPending)
    return (
      <AuthLayout title={t('setup.title')}>
        <div style={{ display: 'grid', placeItems: 'center', padding: 24 }}>
          <Spinner label={t('setup.loading')} />
        </div>
      </AuthLayout>
    );
  if (invite.isError)
    return (
      <AuthLayout title={t('setup.invalidTitle')}>
        <Notice tone="warning">
          {invite.error instanceof ApiError && invite.error.status === 404
            ? t('setup.invalid')
            : messageOf(invite.error, t('errors.network'))}
        </Notice>
        <Link to="/sign-in">{t('setup.toSignIn')}</Link>
      </AuthLayout>
    );

  const index = ['password', 'authenticator', 'recovery'].indexOf(stage.step);
  const progress = (
    <ol className={styles.steps} aria-label={t('setup.progress', { step: index + 1, steps: 3 })}>
      {[0, 1, 2].map((i) => (
        <li key={i} data-done={i <= index || undefined} />
      ))}
    </ol>
  );

  if (stage.step === 'password')
    return (
      <AuthLayout
        title={t('setup.title')}
        intro={t('setup.passwordIntro', { name: invite.data.name, email: invite.data.email })}
      >
        {progress}
        <PasswordStep
          token={token}
          onDone={(uri, secret) => setStage({ step: 'authenticator', uri, secret })}
        />
      </AuthLayout>
    );
  if (stage.step === 'authenticator')
    return (
      <AuthLayout title={t('setup.authenticatorTitle')} intro={t('setup.authenticatorIntro')}>
        {progress}
        <AuthenticatorStep
          token={token}
          uri={stage.uri}
          secret={stage.secret}
          onDone={(codes, session) => setStage({ step: 'recovery', codes, session })}
        />
      </AuthLayout>
    );
  return (
    <AuthLayout title={t('setup.recoveryTitle')} intro={t('setup.recoveryIntro')}>
      {progress}
      <RecoveryStep codes={stage.codes} session={stage.session} email={invite.data.email} />
    </AuthLayout>
  );
}

function PasswordStep({ token, onDone }: { token: string; onDone: (uri: string, secret: string) => void }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [local, setLocal] = useState<{ password?: string; repeat?: string }>({});
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      password:
        password.length < PASSWORD_MIN_LENGTH
          ? t('setup.passwordShort', { count: PASSWORD_MIN_LENGTH })
          : undefined,
      repeat: repeat !== password ? t('setup.passwordMismatch') : undefined,
    };
    setLocal(problems);
    if (problems.password || problems.repeat) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await choosePassword(token, password);
      onDone(answer.otpauth_uri, answer.secret);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  const apiError = error instanceof ApiError ? error : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PasswordField
        label={t('setup.password')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={local.password ?? apiError?.fieldErrors('password')}
        hint={t('setup.passwordHint', { count: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField
        label={t('setup.repeat')}
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={local.repeat}
      />
      {error !== undefined && (!apiError || apiError.summary(['password'])) && (
        <Notice tone="error">{messageOf(error, t('errors.network'))}</Notice>
      )}
      <Button type="submit" block size="large" disabled={busy}>
        {t('setup.continue')}
      </Button>
    </form>
  );
}

function AuthenticatorStep({
  token,
  uri,
  secret,
  onDone,
}: {
  token: string;
  uri: string;
  secret: string;
  onDone: (codes: string[], session: Session) => void;
}) {
  const { t } = useTranslation('auth');
  const [digits, setDigits] = useState<string[]>([]);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const code = digits.join('');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (code.length !== TOTP_LENGTH) {
      setError(new ApiError(400, { code: [t('signIn.codeIncomplete')] }));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { recovery_codes, ...session } = await confirmSetup(token, code);
      onDone(recovery_codes, session);
    } catch (caught) {
      setError(caught);
      setDigits([]);
      setBusy(false);
    }
  };

  const apiError = error instanceof ApiError ? error : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.qr}>
        <QrCode text={uri} label={t('setup.qrLabel')} />
      </div>
      <div>
        <p className={styles.intro} style={{ margin: '0 0 8px' }}>
          {t('setup.secretIntro')}
        </p>
        <div className={styles.secret}>
          <code aria-label={t('setup.secret')}>{secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
          <CopyButton text={secret} />
        </div>
      </div>
      <TotpCode
        label={t('setup.code')}
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setError(undefined);
        }}
        onSubmit={() => void submit()}
        invalid={Boolean(error)}
        disabled={busy}
      />
      {error !== undefined && (
        <Notice tone="error">{apiError?.fieldErrors('code') ?? messageOf(error, t('errors.network'))}</Notice>
      )}
      <Button type="submit" block size="large" disabled={busy}>
        {t('setup.confirm')}
      </Button>
    </form>
  );
}

function RecoveryStep({ codes, session, email }: { codes: string[]; session: Session; email: string }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');

  const download = () => {
    const blob = new Blob([`${t('setup.fileHeading', { email })}\n\n${text}\n`], { type: 'text/plain' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'royal-flush-backoffice-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className={styles.form}>
      <ul className={styles.codes} aria-label={t('setup.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <CopyButton text={text} label={t('setup.copyCodes')} />
        <Button variant="secondary" size="small" onClick={download}>
          {t('setup.download')}
        </Button>
      </div>
      <Notice tone="warning">{t('setup.onceWarning')}</Notice>
      <label className={styles.check}>
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        {t('setup.saved')}
      </label>
      <Button
        block
        size="large"
        disabled={!saved}
        onClick={() => {
          storeSession(queryClient, session);
          void navigate('/', { replace: true });
        }}
      >
        {t('setup.enter')}
      </Button>
    </div>
  );
}
