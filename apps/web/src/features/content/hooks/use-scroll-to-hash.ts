import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the section is kept in view while the rest of the page (cards, images) settles. */
const SETTLE_MS = 10_000;

/**
 * Brings the section named by the address's #anchor into view once the page's text is there:
 * on arrival from a link (/faq/bonus-policy#wagering), and on every later change of the anchor.
 * The shell scrolls a new route to the top first; this runs after the page has rendered. Content
 * that arrives later above the section (another query's answer, an image) would push it away, so
 * for a short while every change of the page's size brings it back, until the reader scrolls.
 */
export function useScrollToHash(ready: boolean, onTarget?: (id: string) => void): void {
  // The key changes on every navigation, so following a link to the anchor already shown scrolls again.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    onTarget?.(id);
    const bringIntoView = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    // After the paint that shows the text (and opens a targeted answer).
    const frame = window.requestAnimationFrame(() => {
      bringIntoView();
      document.getElementById(id)?.focus({ preventScroll: true });
    });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(bringIntoView);
    observer?.observe(document.body);
    const stop = () => {
      observer?.disconnect();
      for (const event of READER_EVENTS) window.removeEventListener(event, stop);
    };
    for (const event of READER_EVENTS) window.addEventListener(event, stop, { passive: true });
    const timer = window.setTimeout(stop, SETTLE_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      stop();
    };
    // onTarget is a callback of the caller and hash comes with key; the navigation and the text are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key]);
}

/** What a reader does to move the page themselves; the page then stays where they put it. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
