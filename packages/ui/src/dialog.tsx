import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';
import { Modal } from './modal';

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

/** A modal dialog: labelled, the page behind inert, closes on Escape and backdrop click, focus returns on close. */
export function Dialog({ title, onClose, children, width, closeLabel = 'Close', hideTitle }: DialogProps) {
  const titleId = useId();
  return (
    <Modal
      aria-labelledby={titleId}
      className={styles.panel}
      style={width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined}
      onClose={onClose}
    >
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} data-close>
        <CloseIcon size={18} />
      </button>
      <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
        {title}
      </h2>
      {children}
    </Modal>
  );
}
