import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useStartupOverlayGone } from '../../../lib/startup';

/**
 * Whether an element has come within `margin` of the screen (and stays true after). The lobby
 * renders a row's tiles only then, so a phone does the work of the rows it shows first. While the
 * start-up overlay covers the screen only what is on the first screen counts as near: the rows
 * and banners below it render (and ask for their content) once the overlay has gone.
 */
export function useNearScreen<T extends Element>(ahead = '600px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  const margin = useStartupOverlayGone() ? ahead : '0px';
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the part's render is done in slices between the browser's other work,
        // not in one task while the page is still loading.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
