import { formatMoney } from '../../lib/money';

/** Date and time of a history row in the reader's language, in their own time zone. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** USD for reading: one formatter for every feature. */
export { formatMoney };

/** A signed USD amount: +$100.00, −$50.00 (a true minus sign, so it reads as one). */
export function formatSignedMoney(amount: number, language: string): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatMoney(Math.abs(amount), language)}`;
}

/** The middle of a long address gives way to an ellipsis: TQ5CcE…aY2bCd. */
export function shortAddress(address: string): string {
  return address.length > 16 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address;
}
