import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { EyeIcon, EyeOffIcon } from './icons';
import styles from './password-field.module.css';

/** A password box with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('auth');
    const [visible, setVisible] = useState(false);
    return (
      <div className={styles.wrap}>
        <TextField ref={ref} type={visible ? 'text' : 'password'} className={styles.field} {...props} />
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon width={18} height={18} /> : <EyeIcon width={18} height={18} />}
        </button>
      </div>
    );
  },
);
