import type { ReactNode } from 'react';
import { CloseIcon } from '@casino/ui/icons';
import { Modal } from '@casino/ui/modal';
import styles from './inbox.module.css';

export interface InboxSheetProps {
  /** The dialog's accessible name. */
  label: string;
  closeLabel: string;
  onClose: () => void;
  /** The top bar's content before the close button (a heading, or Back). */
  top: ReactNode;
  children: ReactNode;
  /** Opened over the list: the page behind is dimmed once, not twice. */
  stacked?: boolean;
}

/**
 * The inbox's modal panel: a column at the right edge on a laptop, the whole screen on a phone.
 * The message opens as a second sheet in the same place, so Back shows the list again.
 */
export function InboxSheet({ label, closeLabel, onClose, top, children, stacked }: InboxSheetProps) {
  return (
    <Modal
      aria-label={label}
      className={[styles.panel, stacked && styles.stacked].filter(Boolean).join(' ')}
      onClose={onClose}
    >
      <div className={styles.top}>
        {top}
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} data-close>
          <CloseIcon size={18} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
