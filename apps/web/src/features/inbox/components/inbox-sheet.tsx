import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/ui/icons';
import { useModal } from '../../../components/ui/use-modal';
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
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, onClose);
  return createPortal(
    <div
      className={[styles.backdrop, stacked && styles.stacked].filter(Boolean).join(' ')}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={styles.panel}
      >
        <div className={styles.top}>
          {top}
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} data-close>
            <CloseIcon size={18} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
