import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';
import { useModal } from './use-modal';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Panel width on a laptop, e.g. 520 (pixels). */
  width?: number;
  closeLabel?: string;
  /** Hide the visible title (it stays the dialog's accessible name). */
  hideTitle?: boolean;
}

/** A modal dialog: labelled, closes on Escape and backdrop click, focus stays in and returns on close. */
export function Dialog({ title, onClose, children, width, closeLabel = 'Close', hideTitle }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, onClose);

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        style={width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} data-close>
          <CloseIcon size={18} />
        </button>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
