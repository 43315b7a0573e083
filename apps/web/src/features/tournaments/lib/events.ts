import type { TournamentEvent, TournamentStatus } from '@casino/contract';

/** Document 2, section 9: the tournament page's display constants. */
export const LEADERBOARD_VISIBLE_ROWS = 5;
export const GAMES_STRIP_SIZE = 4;
export const LEADERBOARD_MAX_HEIGHT_PX = 7160;

/** The sidebar's groups, in the spec's order. */
export const GROUPS: readonly TournamentStatus[] = ['soon', 'now', 'ended'];

/** The status at `now` from the dates (document 2, section 4), so a page left open moves on by itself. */
export function statusAt(
  event: Pick<TournamentEvent, 'start_date' | 'end_date'>,
  now: number,
): TournamentStatus {
  if (Date.parse(event.start_date) > now) return 'soon';
  if (Date.parse(event.end_date) <= now) return 'ended';
  return 'now';
}

/** Events per group: Soon by nearest start, Now by nearest end, Ended by latest end. */
export function groupEvents(
  events: readonly TournamentEvent[],
  now: number,
): Record<TournamentStatus, TournamentEvent[]> {
  const groups: Record<TournamentStatus, TournamentEvent[]> = { soon: [], now: [], ended: [] };
  for (const e of events) groups[statusAt(e, now)].push(e);
  const by = (key: 'start_date' | 'end_date', dir: 1 | -1) => (a: TournamentEvent, b: TournamentEvent) =>
    dir * (Date.parse(a[key]) - Date.parse(b[key])) || a.id - b.id;
  groups.soon.sort(by('start_date', 1));
  groups.now.sort(by('end_date', 1));
  groups.ended.sort(by('end_date', -1));
  return groups;
}

/** The spec's selection on load: the first Now event, else the first Soon, else the first Ended. */
export function defaultEvent(events: readonly TournamentEvent[], now: number): TournamentEvent | undefined {
  const groups = groupEvents(events, now);
  return groups.now[0] ?? groups.soon[0] ?? groups.ended[0];
}

/** Where an event opens: the tournament page, with whether it has started. */
export function eventHref(event: Pick<TournamentEvent, 'id' | 'start_date'>, now: number): string {
  const started = Date.parse(event.start_date) <= now;
  return `/tournaments?tournamentId=${event.id}&eventStarted=${started}`;
}

/** Days, hours and minutes from now until `until` (never negative). */
export function countdownParts(until: string, now: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((Date.parse(until) - now) / 60_000));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as the spec shows it: day, short month, hours:minutes (in the reader's time zone). */
export function formatEventDate(iso: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}
