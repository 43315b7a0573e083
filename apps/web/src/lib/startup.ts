import { startTransition, useEffect, useState } from 'react';

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

/**
 * Calls `listener` once the overlay goes, for work that needs no render (an observer's margin, an
 * attribute); returns the unsubscribe.
 */
export function subscribeStartupOverlayGone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A flag that turns true once, as React state set in a transition: its readers render again in
 * slices between the browser's frames. Read through useSyncExternalStore they rendered in one
 * task however the change was scheduled (React renders an external store's update
 * synchronously, even inside startTransition).
 */
function useOnceFlag(read: () => boolean, subscribe: (listener: () => void) => () => void): boolean {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    // A change between the render and this subscription.
    update();
    return subscribe(update);
  }, [read, subscribe]);
  return value;
}

/**
 * The overlay's state as React state, changed in a transition: when the overlay goes, what it
 * held back (the footer) renders in slices, not in one task on the frame the player first sees.
 */
export function useStartupOverlayGone(): boolean {
  return useOnceFlag(isStartupOverlayGone, subscribeStartupOverlayGone);
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

const isFirstFramePainted = () => painted;

function subscribeFirstFramePainted(listener: () => void): () => void {
  paintListeners.add(listener);
  schedulePaintedMark();
  return () => paintListeners.delete(listener);
}

/**
 * False in the app's first render, true from the render after its first frame was painted. The
 * change renders as a transition, in slices between the browser's frames: read through
 * useSyncExternalStore, the games, features, perks, chat and dialogs' first render was one task
 * of about 75 ms on a phone (a trace under 4x CPU throttling).
 */
export function useFirstFramePainted(): boolean {
  return useOnceFlag(isFirstFramePainted, subscribeFirstFramePainted);
}
