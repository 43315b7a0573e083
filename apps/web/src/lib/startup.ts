import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the start-up overlay (document 1, section 2) has gone. While it covers the screen the
 * app beneath renders only what the first screen shows: work for what lies below (rows, banners,
 * win strips) waits until the player can see and scroll the page, so the phone's main thread is
 * not busy with it during start-up.
 */
let overlayGone = false;
const listeners = new Set<() => void>();

/** Called once by the overlay when it goes. */
export function markStartupOverlayGone(): void {
  if (overlayGone) return;
  overlayGone = true;
  listeners.forEach((listener) => listener());
}

export function isStartupOverlayGone(): boolean {
  return overlayGone;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The overlay's state as React state. */
export function useStartupOverlayGone(): boolean {
  return useSyncExternalStore(subscribe, isStartupOverlayGone, isStartupOverlayGone);
}

/**
 * Whether the app's first frame has been painted. What the first screen does not show (the
 * footer, the support chat, dialogs and toasts) renders after it, in a render of its own, so the
 * first frame's render, style and layout are only the visible page's.
 */
let painted = false;
let paintScheduled = false;
const paintListeners = new Set<() => void>();

function schedulePaintedMark(): void {
  if (paintScheduled) return;
  paintScheduled = true;
  const mark = () => {
    if (painted) return;
    painted = true;
    paintListeners.forEach((listener) => listener());
  };
  // requestAnimationFrame runs just before a frame is painted, a task queued from it just after;
  // a background tab draws no frames, hence the timer too.
  requestAnimationFrame(() => setTimeout(mark, 0));
  setTimeout(mark, 250);
}

function subscribePainted(listener: () => void): () => void {
  paintListeners.add(listener);
  return () => paintListeners.delete(listener);
}

/**
 * False in the app's first render, true from the render after its first frame was painted. The
 * change renders as a transition, in slices between the browser's frames: read through
 * useSyncExternalStore it rendered in one task however it was scheduled (React renders an
 * external store's update synchronously, even inside startTransition), and on the lobby that task
 * held the games, features, perks, chat and dialogs' first render together, about 75 ms on a
 * phone (a trace under 4x CPU throttling).
 */
export function useFirstFramePainted(): boolean {
  const [value, setValue] = useState(painted);
  useEffect(() => {
    const update = () => startTransition(() => setValue(painted));
    // A mark between the first render and this subscription.
    update();
    const unsubscribe = subscribePainted(update);
    schedulePaintedMark();
    return unsubscribe;
  }, []);
  return value;
}
