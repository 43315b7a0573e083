import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// The page's own overflow, taken when the first modal opens and given back when the last closes.
let openModals = 0;
let pageOverflow = '';

/**
 * Modal behaviour shared by Dialog, Drawer and the inbox's sheets, on the native `<dialog>`.
 * `showModal()` puts it in the browser's top layer: the page behind becomes inert (no focus, no
 * clicks, hidden from assistive technology), Tab stays in the top-most modal, and Escape reaches
 * only that one, as a `cancel` event. What is left to us: the first field takes the focus (not
 * the close button), the opener gets it back on close, the page behind does not scroll, and every
 * way of closing goes through onClose so the dialog's owner unmounts it.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // Before paint, so the dialog is never drawn outside the top layer.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (openModals++ === 0) pageOverflow = document.body.style.overflow;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!node.open) node.showModal();
    // The first control that is rendered: a column beside the form, hidden on a phone
    // (display: none), may hold controls before the form's, and focusing a hidden one leaves the
    // focus behind the dialog. (A test DOM renders nothing: there, the first one.)
    const controls = [
      ...node.querySelectorAll<HTMLElement>('input, select, textarea, button:not([data-close])'),
    ];
    const first = controls.find((control) => control.getClientRects().length > 0) ?? controls[0];
    (first ?? node).focus();

    let closing = false;
    const requestClose = () => {
      if (closing) return;
      closing = true;
      close.current();
    };
    // Escape: the owner decides (it unmounts the dialog). A browser may refuse to let a page keep
    // a dialog open against repeated Escapes and close it anyway: `close` then asks the owner too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // `close` is dispatched later than close() is called: the one a previous mount's cleanup
    // queued (React's StrictMode mounts, unmounts and mounts again) reaches a dialog open again,
    // and is not a request to close it.
    const onClose = () => {
      if (!node.open) requestClose();
    };
    node.addEventListener('cancel', onCancel);
    node.addEventListener('close', onClose);
    document.body.style.overflow = 'hidden';
    return () => {
      node.removeEventListener('cancel', onCancel);
      node.removeEventListener('close', onClose);
      if (node.open) node.close();
      if (--openModals === 0) document.body.style.overflow = pageOverflow;
      previous?.focus();
    };
    // The ref is stable; the effect is about mounting and unmounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
