import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styles from './code-input.module.css';

export const CODE_LENGTH = 4;

export interface CodeInputProps {
  /** The digits typed so far, one per box ('' for an empty box). */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Accessible name of box n (1-based). */
  digitLabel: (n: number) => string;
  /** Called when Enter is pressed in a box. */
  onSubmit?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  /** How many boxes: the player app's e-mail codes have 4, an authenticator's codes 6. */
  length?: number;
}

/**
 * One-digit boxes, four by default (spec §5): typing moves to the next box, Backspace on an empty box goes
 * back, and pasting the whole code fills every box.
 */
export function CodeInput({
  value,
  onChange,
  digitLabel,
  onSubmit,
  invalid,
  disabled,
  length = CODE_LENGTH,
}: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const handleInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length > 1) {
      // Autofill or a fast typist can put several digits in one box: spread them forward.
      fill(index, typed);
      return;
    }
    const next = [...digits];
    next[index] = typed;
    onChange(next);
    if (typed && index < length - 1) focusBox(index + 1);
  };

  const fill = (from: number, text: string) => {
    const next = [...digits];
    const chars = text
      .replace(/\D/g, '')
      .slice(0, length - from)
      .split('');
    chars.forEach((char, offset) => (next[from + offset] = char));
    onChange(next);
    focusBox(from + chars.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Enter') {
      onSubmit?.();
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/\d/.test(text)) return;
    event.preventDefault();
    fill(text.replace(/\D/g, '').length >= length ? 0 : index, text);
  };

  return (
    <div className={styles.row}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={[styles.box, invalid && styles.invalid, digit && styles.filled]
            .filter(Boolean)
            .join(' ')}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={1}
          value={digit}
          aria-label={digitLabel(index + 1)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
