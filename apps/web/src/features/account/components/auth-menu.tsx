import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@casino/ui/dialog';
import { openDialog, type DialogComponentProps } from '../../../lib/dialogs';
import { BonusTeasers } from './bonus-teasers';
import { CheckIcon } from './icons';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import styles from './auth-menu.module.css';

export type AuthMode = 'signIn' | 'signUp';

/** authMenu: sign-in and the two-step sign-up in one dialog, with the welcome offer beside them. */
export function AuthMenu({ mode: initialMode, onClose }: DialogComponentProps) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<AuthMode>(initialMode === 'signUp' ? 'signUp' : 'signIn');
  const [switched, setSwitched] = useState(false);
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
      onClose={onClose}
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
          <BonusTeasers />
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
          {mode === 'signIn' ? (
            <SignInForm
              onSwitchToSignUp={() => switchTo('signUp')}
              onForgotPassword={handleForgotPassword}
              focusOnMount={switched}
            />
          ) : (
            <SignUpForm onSwitchToSignIn={() => switchTo('signIn')} focusOnMount={switched} />
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** loginMenu: the auth dialog opened on sign-in. */
export function LoginMenu(props: DialogComponentProps) {
  return <AuthMenu {...props} mode="signIn" />;
}

/** registrationMenu: the auth dialog opened on sign-up. */
export function RegistrationMenu(props: DialogComponentProps) {
  return <AuthMenu {...props} mode="signUp" />;
}
