import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';
import styles from './password-field.module.css';

/** A password box with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('common');
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
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
    );
  },
);
