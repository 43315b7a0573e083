import { useEffect, useRef, useState } from 'react';

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * Seconds left until an instant, ticking once a second. Counted against the instant (not by
 * decrementing), so a background tab's throttled timers never make it drift. onReached runs once
 * when it gets to zero.
 */
export function useSecondsUntil(iso: string | null, onReached: () => void): number {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const [left, setLeft] = useState(() => (Number.isNaN(at) ? 0 : secondsUntil(at)));
  const reached = useRef(onReached);
  useEffect(() => {
    reached.current = onReached;
  });

  useEffect(() => {
    if (Number.isNaN(at)) return;
    setLeft(secondsUntil(at));
    if (secondsUntil(at) === 0) {
      reached.current();
      return;
    }
    const id = window.setInterval(() => {
      const next = secondsUntil(at);
      setLeft(next);
      if (next === 0) {
        window.clearInterval(id);
        reached.current();
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [at]);

  return left;
}

/** 13:05:09 */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
