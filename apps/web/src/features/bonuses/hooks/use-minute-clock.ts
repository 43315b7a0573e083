import { useEffect, useState } from 'react';

/** The bonus timer's refresh (document 2, section 9): countdowns move once a minute. */
export const BONUS_TIMER_REFRESH_MS = 60_000;

/** The current time, re-read every minute while the component is on screen. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), BONUS_TIMER_REFRESH_MS);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
