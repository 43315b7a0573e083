import { useTranslation } from 'react-i18next';

/** USD amounts as the spec shows them: two decimals and the currency code, in the player's locale. */
export function useUsd(): (amount: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount) => `${format.format(amount)} USD`;
}
