import { useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal';

export interface ModalProps {
  onClose: () => void;
  /** The panel: the dialog's own box (its ::backdrop dims the page). */
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/** A press outside the dialog's box: on its ::backdrop, which targets the dialog itself. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A native `<dialog>` opened with showModal() at the end of the body (so a dialog opened later
 * comes later in the document too), closing on Escape and on a press on its backdrop.
 */
export function Modal({ onClose, className, style, children, ...name }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog, onClose);
  return createPortal(
    <dialog
      ref={dialog}
      {...name}
      data-modal
      className={className}
      style={style}
      onMouseDown={(event) => onBackdrop(event) && onClose()}
    >
      {children}
    </dialog>,
    document.body,
  );
}
