import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { isStartupOverlayGone, subscribeStartupOverlayGone } from '../../../lib/startup';

/**
 * Parts that came near the screen together (the rows, banners and win strips below the first
 * screen, once the start-up overlay goes) are drawn one at a time, each when the main thread is
 * idle: one part's render, style, layout and images at a time leave room for the player's taps
 * between them, where drawing them all at once held the phone's main thread for one long commit.
 */
const waiting: Array<() => void> = [];
let drawing = false;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 500 })
    : window.setTimeout(run, 16);

function drawNext(): void {
  const next = waiting.shift();
  if (!next) {
    drawing = false;
    return;
  }
  startTransition(next);
  // The next part once this one's render has been done and painted (the thread is idle again).
  whenIdle(drawNext);
}

function drawWhenIdle(draw: () => void): void {
  waiting.push(draw);
  if (drawing) return;
  drawing = true;
  whenIdle(drawNext);
}

/**
 * Whether an element has come within `margin` of the screen (and stays true after). The lobby
 * renders a row's tiles only then, so a phone does the work of the rows it shows first. While the
 * start-up overlay covers the screen only what is on the first screen counts as near: the rows
 * and banners below it render (and ask for their content) once the overlay has gone.
 */
export function useNearScreen<T extends Element>(ahead = '600px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let observer: IntersectionObserver | undefined;
    // The margin widens when the overlay goes by observing anew, not by rendering again: every
    // part of the page reads it, and a render of them all was one task on the player's first frame.
    const observe = () => {
      observer?.disconnect();
      const margin = isStartupOverlayGone() ? ahead : '0px';
      observer = new IntersectionObserver(
        (entries) => {
          // A transition, when idle: the part's render is done in slices between the browser's
          // other work, not in one task while the page is still loading.
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          drawWhenIdle(() => setNear(true));
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
    };
    observe();
    const unsubscribe = isStartupOverlayGone() ? undefined : subscribeStartupOverlayGone(observe);
    return () => {
      unsubscribe?.();
      observer?.disconnect();
    };
  }, [near, ahead]);
  return [ref, near];
}
