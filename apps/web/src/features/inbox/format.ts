/**
 * When a message came, in the reader's language and time zone: the time for today's, day and
 * month for this year's, the full date otherwise.
 */
export function formatReceived(iso: string, language: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const sameYear = at.getFullYear() === now.getFullYear();
  const today = sameYear && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : sameYear
      ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(at);
}

/** The full date and time of a message, in the reader's language and time zone (the message's own view). */
export function formatFull(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
