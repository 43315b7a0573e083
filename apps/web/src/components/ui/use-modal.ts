import { useEffect, useRef, type RefObject } from 'react';

// Open modals with their panels. The top one is the last in the document (dialogs render in the
// order they were opened), not the last mounted: a dialog below that re-renders its panel (its
// data arriving) must not take Escape and the focus trap from the one above it.
const stack: Array<{ id: symbol; panel: RefObject<HTMLElement | null> }> = [];

function topmost(): symbol | undefined {
  let top: (typeof stack)[number] | undefined;
  for (const entry of stack) {
    const node = entry.panel.current;
    if (!node?.isConnected) continue;
    const topNode = top?.panel.current;
    if (!topNode || topNode.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) top = entry;
  }
  return (top ?? stack[stack.length - 1])?.id;
}
// The page's own overflow, taken when the first modal opens and given back when the last closes.
let pageOverflow = '';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal behaviour shared by Dialog and Drawer: focus moves in (first field, else the panel)
 * and returns on close, Tab stays inside, Escape closes the topmost modal only, and the page
 * behind does not scroll.
 */
export function useModal(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const id = Symbol('modal');
    if (stack.length === 0) pageOverflow = document.body.style.overflow;
    stack.push({ id, panel });
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not([data-close])',
    );
    (first ?? panel.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (topmost() !== id) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === head || active === panel.current)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && active === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      const at = stack.findIndex((entry) => entry.id === id);
      if (at >= 0) stack.splice(at, 1);
      if (stack.length === 0) document.body.style.overflow = pageOverflow;
      previous?.focus();
    };
    // The panel ref is stable; the effect is about mounting and unmounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
