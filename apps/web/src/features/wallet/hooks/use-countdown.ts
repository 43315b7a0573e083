import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. Counting against the deadline (not by
 * decrementing) keeps the clock right when a background tab throttles timers.
 * onExpire runs when it reaches zero, and the timer stops there.
 */
export function useCountdown(seconds: number, onExpire: () => void): number {
  const [deadline] = useState(() => Date.now() + Math.max(0, seconds) * 1000);
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil(seconds)));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    const remaining = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    if (remaining() <= 0) {
      expire.current();
      return;
    }
    const id = window.setInterval(() => {
      const next = remaining();
      setLeft(next);
      if (next <= 0) {
        window.clearInterval(id);
        expire.current();
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [deadline]);

  return left;
}
