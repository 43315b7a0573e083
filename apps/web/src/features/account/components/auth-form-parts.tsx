// The pieces the sign-in and sign-up forms share, so both dialogs stay alike.
import type { ChangeEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@casino/ui/text-field';
import { GoogleButton } from './google-button';
import styles from './auth-menu.module.css';

export interface AuthFormHeaderProps {
  /** The heading takes focus when the view changes (see useFocusHeading). */
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  lead: string;
  /** Above the heading: the step label and stepper, or the back button. */
  before?: ReactNode;
}

export function AuthFormHeader({ headingRef, title, lead, before }: AuthFormHeaderProps) {
  return (
    <header className={styles.header}>
      {before}
      <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h3>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}

/** "Continue with Google" and the "or" rule, in either order. */
export function GoogleChoice({ googleFirst }: { googleFirst: boolean }) {
  const { t } = useTranslation('auth');
  const divider = (
    <div className={styles.divider}>
      <span>{t('or')}</span>
    </div>
  );
  return googleFirst ? (
    <>
      <GoogleButton />
      {divider}
    </>
  ) : (
    <>
      {divider}
      <GoogleButton />
    </>
  );
}

export interface EmailFieldProps {
  value: string;
  error?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}

export function EmailField({ value, error, onChange }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('email')}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={t('emailPlaceholder')}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

/** "No account yet? Register" / "Already have an account? Sign in". */
export function SwitchPrompt({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className={styles.switch}>
      {question}{' '}
      <button type="button" className={styles.link} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
