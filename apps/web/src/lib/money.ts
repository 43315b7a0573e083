/** USD for reading (not for typing): 2 decimals with the language's grouping, $1,500.00. */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A bare amount with 2 decimals in the language's grouping: 80.00, 1,000.00. */
export function formatAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}
