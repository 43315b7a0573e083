import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SCROLL_RESTORE_DELAY_MS } from '../../config/constants';

// Scroll positions by history entry; entries live as long as the tab.
const positions = new Map<string, number>();

/**
 * A new route starts at the top; going back (POP) restores where the reader was after
 * SCROLL_RESTORE_DELAY_MS, once the page has had time to load its content (document 1, section 2).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    // The browser's own restoration would fight ours (it jumps before content is there).
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the position of the entry being shown, continuously: by the time a navigation
  // is noticed the next page may already be rendered and the old offset lost.
  useEffect(() => {
    const key = location.key;
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key]);

  useLayoutEffect(() => {
    const previousPath = shownPath.current;
    shownPath.current = location.pathname;
    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      if (saved === undefined) return;
      const timer = window.setTimeout(() => window.scrollTo(0, saved), SCROLL_RESTORE_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // A replace within the same page (cleaning the query, a redirect to itself) is not a new route.
    if (navigationType === 'REPLACE' && previousPath === location.pathname) return;
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);
}
