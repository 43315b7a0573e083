export { formatAmount, formatMoney } from '../../../lib/money';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  /** True once the end has passed. */
  ended: boolean;
}

const DURATION_PART = /(\d+)\s*([dhms])/g;

/** Seconds in the server's 'Nd Nh Nm Ns' text, or undefined when it holds none. */
export function parseDuration(text: string): number | undefined {
  let seconds = 0;
  let found = false;
  for (const [, value, unit] of text.matchAll(DURATION_PART)) {
    found = true;
    const n = Number(value);
    seconds += unit === 'd' ? n * 86_400 : unit === 'h' ? n * 3_600 : unit === 'm' ? n * 60 : n;
  }
  return found ? seconds : undefined;
}

/**
 * What is left until a bonus or an offer ends, to the minute. ends_at is preferred (it does not
 * drift while the page stays open); time_left is read when the answer carries only the text.
 * Undefined when the bonus does not run out.
 */
export function timeLeft(
  bonus: { ends_at: string | null; time_left: string },
  now: number,
  loadedAt = now,
): TimeLeft | undefined {
  let endMs: number | undefined;
  if (bonus.ends_at) {
    const parsed = Date.parse(bonus.ends_at);
    if (!Number.isNaN(parsed)) endMs = parsed;
  }
  if (endMs === undefined && bonus.time_left) {
    const seconds = parseDuration(bonus.time_left);
    if (seconds !== undefined) endMs = loadedAt + seconds * 1000;
  }
  if (endMs === undefined) return undefined;
  const totalMinutes = Math.max(0, Math.floor((endMs - now) / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    ended: endMs <= now,
  };
}
