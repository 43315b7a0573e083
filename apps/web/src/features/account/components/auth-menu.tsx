import type { RegisterResponse } from '@casino/contract';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { saveSession } from '../../../lib/api-client';
import { openDialog, type DialogComponentProps } from '../../../lib/dialogs';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { BonusTeasers } from './bonus-teasers';
import { CheckIcon } from './icons';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import styles from './auth-menu.module.css';

export type AuthMode = 'signIn' | 'signUp';

/** An optional step shown once the account exists; `finish` completes the sign-in. */
export type AfterSignUp = (finish: () => void) => ReactNode;

export type AuthMenuProps = DialogComponentProps & {
  afterSignUp?: AfterSignUp;
  /** Why a sign-in with Google just failed (its ?error=), said above the form. */
  providerError?: string;
};

/**
 * authMenu: sign-in and the two-step sign-up in one dialog, with the welcome offer beside them.
 * With `afterSignUp` (the app gives the offer of deposit limits), a created account shows that
 * step next, signed in already; finishing it or closing the dialog completes the sign-in.
 */
export function AuthMenu({ mode: initialMode, onClose, afterSignUp, providerError }: AuthMenuProps) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<AuthMode>(initialMode === 'signUp' ? 'signUp' : 'signIn');
  const [switched, setSwitched] = useState(false);
  const [created, setCreated] = useState<RegisterResponse | null>(null);
  const completeSignIn = useCompleteSignIn();
  const finish = () => {
    if (created) void completeSignIn(created.tokens, { isNewUser: created.is_new_user, confirmEmail: true });
  };
  const handleCreated = (answer: RegisterResponse) => {
    // The step after sign-up calls the API as the new player.
    saveSession(answer.tokens);
    setCreated(answer);
  };
  const switchTo = (next: AuthMode) => {
    setSwitched(true);
    setMode(next);
  };

  const handleForgotPassword = () => {
    onClose();
    openDialog('resetPassword');
  };

  return (
    <Dialog
      title={mode === 'signIn' ? t('signIn.title') : t('signUp.title')}
      onClose={created ? finish : onClose}
      width={860}
      hideTitle
      closeLabel={t('close')}
    >
      <div className={styles.layout}>
        <aside className={styles.promo}>
          <div className={styles.promoGlow} aria-hidden="true" />
          <p className={styles.promoKicker}>{t('promo.kicker')}</p>
          <p className={styles.promoTitle}>
            <span className={styles.promoAmount}>{t('promo.amount')}</span>
            <span className={styles.promoSub}>{t('promo.sub')}</span>
          </p>
          <BonusTeasers onChoose={() => mode === 'signIn' && switchTo('signUp')} />
          <ul className={styles.perks}>
            {(['deposits', 'withdrawals', 'support'] as const).map((perk) => (
              <li key={perk}>
                <CheckIcon width={16} height={16} />
                {t(`promo.perks.${perk}`)}
              </li>
            ))}
          </ul>
          <p className={styles.promoNote}>{t('promo.note')}</p>
        </aside>
        <div className={styles.main}>
          {providerError && !created && <Notice tone="warning">{providerErrorText(t, providerError)}</Notice>}
          {created && afterSignUp ? (
            afterSignUp(finish)
          ) : mode === 'signIn' ? (
            <SignInForm
              onSwitchToSignUp={() => switchTo('signUp')}
              onForgotPassword={handleForgotPassword}
              focusOnMount={switched}
            />
          ) : (
            <SignUpForm
              onSwitchToSignIn={() => switchTo('signIn')}
              focusOnMount={switched}
              onCreated={afterSignUp ? handleCreated : undefined}
            />
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** The known reasons a sign-in with Google fails, said in the player's words; others are generic. */
const PROVIDER_ERRORS = ['excluded', 'register_unavailable', 'email_unverified', 'access_denied'] as const;

function providerErrorText(t: TFunction<'auth'>, error: string): string {
  const known = PROVIDER_ERRORS.find((e) => e === error);
  return known ? t(`errors.provider.${known}`) : t('errors.signInFailed');
}

/** loginMenu: the auth dialog opened on sign-in. */
export function LoginMenu(props: AuthMenuProps) {
  return <AuthMenu {...props} mode="signIn" />;
}

/** registrationMenu: the auth dialog opened on sign-up. */
export function RegistrationMenu(props: AuthMenuProps) {
  return <AuthMenu {...props} mode="signUp" />;
}
