import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal';

export interface ModalProps {
  onClose: () => void;
  /** The dialog's own box, spanning the screen: the backdrop. The panel is the child. */
  className?: string;
  children: ReactNode;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * A native `<dialog>` opened with showModal() at the end of the body (so a dialog opened later
 * comes later in the document too), closing on Escape and on a press on its backdrop.
 */
export function Modal({ onClose, className, children, ...name }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog, onClose);
  return createPortal(
    <dialog
      ref={dialog}
      {...name}
      data-modal
      className={className}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      {children}
    </dialog>,
    document.body,
  );
}
