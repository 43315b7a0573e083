import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '../../../config/constants';

const pad = (n: number) => String(n).padStart(2, '0');
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The DD.MM.YYYY mask of the sign-up date (spec §5): digits only, at most 8, the day clamped to
 * 01-31 and the month to 01-12 once typed in full, the year to 1901-2007 once it has four digits.
 */
export function maskBirthDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  let day = digits.slice(0, 2);
  let month = digits.slice(2, 4);
  let year = digits.slice(4, 8);
  if (day.length === 2) day = pad(clamp(Number(day), 1, 31));
  if (month.length === 2) month = pad(clamp(Number(month), 1, 12));
  if (year.length === 4) year = String(clamp(Number(year), BIRTH_YEAR_MIN, BIRTH_YEAR_MAX));
  return [day, month, year].filter((part) => part !== '').join('.');
}

/** DD.MM.YYYY to the wire's YYYY-MM-DD, or null while incomplete or not a real calendar day. */
export function birthDateToIso(masked: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(masked);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** YYYY-MM-DD as the profile shows it (DD.MM.YYYY); anything else is shown as it came. */
export function formatBirthDate(iso: string | null): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}
