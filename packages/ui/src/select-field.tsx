import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A disabled first option shown while nothing is chosen (its value is placeholderValue). */
  placeholder?: string;
  placeholderValue?: string;
  error?: string;
}

/**
 * A labelled native select in the design system's look (native keeps the phone pickers and
 * keyboard behaviour).
 */
export function SelectField({
  label,
  options,
  placeholder,
  placeholderValue = '',
  error,
  id,
  className,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={selectId}
          className={[styles.select, error && styles.invalid].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          data-empty={placeholder !== undefined && String(rest.value ?? '') === placeholderValue}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value={placeholderValue} disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
      {error && (
        <span id={`${selectId}-error`} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
