import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './cash-box.module.css';

export interface CashFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** A "$" before the value (decorative). */
  prefix?: ReactNode;
  /** After the value: the unit, or a Max button. */
  end?: ReactNode;
  /** Always under the box and linked to the input (a minimum); turns red when invalid. */
  hint?: string;
  invalid?: boolean;
  /** An error under the box: announced, and it marks the input invalid. */
  error?: string;
  /** A greyed box for a computed, read-only value. */
  readOnlyBox?: boolean;
  inputClassName?: string;
}

/** A cash box input: label, boxed value with prefix and unit, and its hint or error. */
export function CashField({
  label,
  prefix,
  end,
  hint,
  invalid,
  error,
  readOnlyBox,
  inputClassName,
  ...input
}: CashFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const bad = invalid === true || error !== undefined;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div
        className={[styles.inputBox, bad && styles.inputInvalid, readOnlyBox && styles.readOnly]
          .filter(Boolean)
          .join(' ')}
      >
        {prefix !== undefined && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
          aria-invalid={bad || undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {end}
      </div>
      {hint && (
        <span id={hintId} className={[styles.hint, bad && styles.hintError].filter(Boolean).join(' ')}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
