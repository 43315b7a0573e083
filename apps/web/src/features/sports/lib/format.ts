const formats = new Map<string, Intl.DateTimeFormat>();

function kept(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** When an event starts, as a list shows it: the time today, "tomorrow" or the date after. */
export function kickoff(
  startsAt: string,
  language: string,
  now: Date = new Date(),
): { day: 'today' | 'tomorrow' | 'date'; date: string; time: string } {
  const start = new Date(startsAt);
  const days = Math.round((dayOf(start) - dayOf(now)) / 86_400_000);
  return {
    day: days <= 0 ? 'today' : days === 1 ? 'tomorrow' : 'date',
    date: kept(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(start),
    time: kept(language, { hour: '2-digit', minute: '2-digit' }).format(start),
  };
}

/** A date and time in full (My bets). */
export function dateTime(at: string, language: string): string {
  return kept(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(at),
  );
}

/** The short label of a main-market outcome on a list's button: 1, X, 2 for a match result. */
export function outcomeLabel(key: string): string | undefined {
  return ({ home: '1', draw: 'X', away: '2' } as Record<string, string>)[key];
}
