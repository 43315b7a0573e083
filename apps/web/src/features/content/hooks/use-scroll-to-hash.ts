import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the section named by the address's #anchor into view once the page's text is there:
 * on arrival from a link (/faq/bonus-policy#wagering), and on every later change of the anchor.
 * The shell scrolls a new route to the top first; this runs after the page has rendered.
 */
export function useScrollToHash(ready: boolean, onTarget?: (id: string) => void): void {
  // The key changes on every navigation, so following a link to the anchor already shown scrolls again.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    onTarget?.(id);
    // After the paint that shows the text (and opens a targeted answer).
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
    // onTarget is a callback of the caller and hash comes with key; the navigation and the text are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key]);
}
