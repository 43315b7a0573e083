import { useId, type ReactNode } from 'react';
import styles from './drawer.module.css';
import { CloseIcon } from './icons';
import { Modal } from './modal';

export interface DrawerProps {
  /** The drawer's accessible name (shown unless hideTitle). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
  hideTitle?: boolean;
  /** Content above the title row's close button, e.g. a logo. */
  header?: ReactNode;
}

/** A full-height modal panel sliding in from the left (the mobile menu). */
export function Drawer({ title, onClose, children, closeLabel = 'Close', hideTitle, header }: DrawerProps) {
  const titleId = useId();
  return (
    <Modal aria-labelledby={titleId} className={styles.panel} onClose={onClose}>
      <div className={styles.top}>
        {header}
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose} data-close>
          <CloseIcon size={18} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
