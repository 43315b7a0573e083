/** Date and time of a history row in the reader's language, in their own time zone. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A signed USD amount with 2 decimals: +100.00, -50.00. */
export function formatSignedUsd(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}$${Math.abs(amount).toFixed(2)}`;
}

/** The middle of a long address gives way to an ellipsis: TQ5C…y2bCd. */
export function shortAddress(address: string): string {
  return address.length > 16 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address;
}
