import { CodeInput } from '@casino/ui/code-input';
import { useTranslation } from 'react-i18next';

/** An authenticator's codes are 6 digits (RFC 6238 as the apps show them). */
export const TOTP_LENGTH = 6;

/** The six boxes of an authenticator code, as one labelled group. */
export function TotpCode({
  label,
  digits,
  onChange,
  onSubmit,
  invalid,
  disabled,
}: {
  label: string;
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  onSubmit: () => void;
  invalid: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <div role="group" aria-label={label}>
      <CodeInput
        length={TOTP_LENGTH}
        value={digits}
        onChange={onChange}
        digitLabel={(n) => t('signIn.digit', { n })}
        onSubmit={onSubmit}
        invalid={invalid}
        disabled={disabled}
      />
    </div>
  );
}
