// Intl number formatters are made once per language and kept: making one loads its locale's data,
// which on a phone costs tens of milliseconds, and these run in every balance and amount render.
const usd = new Map<string, Intl.NumberFormat>();
const amounts = new Map<string, Intl.NumberFormat>();

function kept(cache: Map<string, Intl.NumberFormat>, language: string, options: Intl.NumberFormatOptions) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    cache.set(language, format);
  }
  return format;
}

/** USD for reading (not for typing): 2 decimals with the language's grouping, $1,500.00. */
export function formatMoney(amount: number, language: string): string {
  return kept(usd, language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A bare amount with 2 decimals in the language's grouping: 80.00, 1,000.00. */
export function formatAmount(amount: number, language: string): string {
  return kept(amounts, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
