import { useEffect, useState } from 'react';

/** The time, read again every minute: the countdowns show minutes and the groups move on at the dates. */
export function useMinuteNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
