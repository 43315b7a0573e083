import type { RegisterRequest, RegisterResponse } from '@casino/contract';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { Button } from '@casino/ui/button';
import { PasswordField } from '@casino/ui/password-field';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useCountries } from '../api/get-countries';
import { useRegister } from '../api/register';
import { useValidateEmail } from '../api/validate-email';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useFocusHeading } from '../hooks/use-focus-heading';
import { failureMessage, fieldMessages, serverMessage, statusOf } from '../lib/api-errors';
import { attribution } from '../lib/attribution';
import { birthDateToIso, maskBirthDate } from '../lib/birth-date';
import { ArrowLeftIcon } from './icons';
import { AuthFormHeader, EmailField, GoogleChoice, SwitchPrompt } from './auth-form-parts';
import { PasswordRule } from './password-rule';
import styles from './auth-menu.module.css';

/** The id of the country list's "Please select one" placeholder (spec §3). */
const NO_COUNTRY = 0;
const STEP_ONE_FIELDS = ['email', 'password'];

export interface SignUpFormProps {
  onSwitchToSignIn: () => void;
  /** Focus the heading on mount (the player switched here from sign-in). */
  focusOnMount?: boolean;
  /**
   * The account exists: when given, the caller continues (an optional step after the account is
   * created) and completes the sign-in itself; otherwise the sign-in completes here.
   */
  onCreated?: (answer: RegisterResponse) => void;
}

/**
 * Two steps (spec §2, decision 004): (1) email and password, checked by the server before step 2;
 * (2) date of birth, country and the consents, then the account is created.
 */
export function SignUpForm({ onSwitchToSignIn, focusOnMount = false, onCreated }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [country, setCountry] = useState(NO_COUNTRY);
  const [terms, setTerms] = useState(false);
  const [adult, setAdult] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [finishing, setFinishing] = useState(false);
  const heading = useFocusHeading(step, focusOnMount);

  const countries = useCountries();
  const validateEmail = useValidateEmail();
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();

  const isoBirthDate = birthDateToIso(birthDate);
  const canContinue = email.trim() !== '' && password !== '' && !validateEmail.isPending;
  const canFinish =
    isoBirthDate !== null && country !== NO_COUNTRY && terms && adult && !register.isPending && !finishing;

  const handleContinue = (event: FormEvent) => {
    event.preventDefault();
    if (!canContinue) return;
    setErrors({});
    validateEmail.mutate(email.trim(), {
      onSuccess: () => setStep(2),
      onError: (err) =>
        setErrors({
          email:
            statusOf(err) === 400
              ? (fieldMessages(err).email ?? serverMessage(err) ?? t('errors.generic'))
              : failureMessage(err, t('errors.generic')),
        }),
    });
  };

  const handleFinish = (event: FormEvent) => {
    event.preventDefault();
    if (!canFinish || isoBirthDate === null) return;
    setErrors({});
    const body: RegisterRequest = {
      email: email.trim(),
      password,
      date_of_birth: isoBirthDate,
      country,
      referral: attribution('referral'),
      lead_id: attribution('lead_id'),
      marketing_consent: marketing,
    };
    register.mutate(body, {
      onSuccess: async (answer) => {
        setFinishing(true);
        if (onCreated) return onCreated(answer);
        await completeSignIn(answer.tokens, { isNewUser: answer.is_new_user, confirmEmail: true });
      },
      onError: (err) => {
        const messages = fieldMessages(err);
        if (Object.keys(messages).length === 0)
          messages.non_field_errors = serverMessage(err) ?? t('errors.generic');
        setErrors(messages);
        // A problem with the e-mail or password is fixed where those are typed.
        if (STEP_ONE_FIELDS.some((field) => field in messages)) setStep(1);
      },
    });
  };

  const otherErrors = Object.entries(errors).filter(
    ([field]) => !['email', 'password', 'date_of_birth', 'country'].includes(field),
  );

  const stepper = (
    <div className={styles.stepper} aria-hidden="true">
      <span className={styles.stepDone} />
      <span className={step === 2 ? styles.stepDone : styles.stepTodo} />
    </div>
  );

  if (step === 1) {
    return (
      <div className={styles.form}>
        <AuthFormHeader
          headingRef={heading}
          title={t('signUp.title')}
          lead={t('signUp.lead')}
          before={
            <>
              <p className={styles.stepLabel}>{t('signUp.step', { step: 1, total: 2 })}</p>
              {stepper}
            </>
          }
        />
        <GoogleChoice googleFirst />
        <form className={styles.fields} onSubmit={handleContinue} noValidate>
          <EmailField value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
          <PasswordField
            label={t('password')}
            name="new-password"
            autoComplete="new-password"
            placeholder={t('passwordPlaceholder')}
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordRule value={password} />
          <Button
            type="submit"
            size="large"
            block
            disabled={!canContinue}
            aria-busy={validateEmail.isPending || undefined}
          >
            {t('signUp.continue')}
          </Button>
        </form>
        <SwitchPrompt question={t('haveAccount')} action={t('signInLink')} onClick={onSwitchToSignIn} />
      </div>
    );
  }

  const countryOptions = (countries.data ?? [])
    .filter((c) => c.id !== NO_COUNTRY)
    .map((c) => ({ value: String(c.id), label: c.title }));

  return (
    <div className={styles.form}>
      <AuthFormHeader
        headingRef={heading}
        title={t('signUp.detailsTitle')}
        lead={t('signUp.detailsLead')}
        before={
          <>
            <button type="button" className={styles.back} onClick={() => setStep(1)}>
              <ArrowLeftIcon width={16} height={16} />
              {t('signUp.back')}
            </button>
            <p className={styles.stepLabel}>{t('signUp.step', { step: 2, total: 2 })}</p>
            {stepper}
          </>
        }
      />
      <form className={styles.fields} onSubmit={handleFinish} noValidate>
        <div className={styles.twoColumns}>
          <TextField
            label={t('birthDate')}
            name="bday"
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t('birthDatePlaceholder')}
            value={birthDate}
            maxLength={10}
            error={
              errors.date_of_birth ??
              (birthDate.length === 10 && isoBirthDate === null ? t('errors.birthDateInvalid') : undefined)
            }
            hint={t('birthDateHint')}
            onChange={(e) => setBirthDate(maskBirthDate(e.target.value))}
          />
          <SelectField
            label={t('country')}
            name="country"
            placeholder={t('selectPlaceholder')}
            placeholderValue={String(NO_COUNTRY)}
            options={countryOptions}
            value={String(country)}
            error={errors.country}
            onChange={(e) => setCountry(Number(e.target.value))}
          />
        </div>
        <fieldset className={styles.consents}>
          <legend className="visually-hidden">{t('consents.legend')}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={terms && adult && marketing}
              onChange={(e) => {
                setTerms(e.target.checked);
                setAdult(e.target.checked);
                setMarketing(e.target.checked);
              }}
            />
            <span className={styles.checkBox} aria-hidden="true" />
            <span className={styles.checkStrong}>{t('consents.selectAll')}</span>
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} required />
            <span className={styles.checkBox} aria-hidden="true" />
            <span>
              <Trans
                t={t}
                i18nKey="consents.terms"
                components={{
                  terms: <a href="/faq/terms-conditions" target="_blank" rel="noopener noreferrer" />,
                  privacy: <a href="/faq/privacy-policy" target="_blank" rel="noopener noreferrer" />,
                }}
              />
            </span>
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={adult} onChange={(e) => setAdult(e.target.checked)} required />
            <span className={styles.checkBox} aria-hidden="true" />
            <span>{t('consents.adult')}</span>
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
            <span className={styles.checkBox} aria-hidden="true" />
            <span>{t('consents.marketing')}</span>
          </label>
        </fieldset>
        {otherErrors.length > 0 && (
          <Notice tone="error">
            <ul>
              {otherErrors.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          </Notice>
        )}
        <Button
          type="submit"
          size="large"
          block
          disabled={!canFinish}
          aria-busy={register.isPending || finishing || undefined}
        >
          {t('signUp.finish')}
        </Button>
      </form>
      <GoogleChoice googleFirst={false} />
    </div>
  );
}
