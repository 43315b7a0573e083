import { useTranslation } from 'react-i18next';
import { WalletIcon } from '@casino/ui/icons';
import { useBalance } from '../../features/wallet/api/get-balance';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { useStored } from '../../lib/storage';
import styles from './balance.module.css';

/** USD with two decimals in the reader's locale. */
export function formatUsd(amount: number): string {
  return formatMoney(amount, currentLanguage());
}

/** The player's balance (the session default is 0 until the wallet answers). */
export function useBalanceText(): { text: string; loading: boolean } {
  const balance = useBalance();
  const [stored] = useStored('userBalance');
  if (balance.data) return { text: formatUsd(balance.data.balance_usd), loading: false };
  const fallback = Number(stored);
  return {
    text: formatUsd(Number.isFinite(fallback) ? fallback : 0),
    loading: balance.isPending && balance.fetchStatus === 'fetching',
  };
}

/** The balance pill with its Deposit/cashier button (opens the cash box). */
export function BalancePill({ onDeposit, compact }: { onDeposit: () => void; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { text, loading } = useBalanceText();
  return (
    <div className={[styles.pill, compact && styles.compact].filter(Boolean).join(' ')}>
      <span className={styles.amount} aria-busy={loading || undefined}>
        <span className="visually-hidden">{t('header.balance')}: </span>
        <span className={styles.coin} aria-hidden="true">
          $
        </span>
        <span data-testid="balance-amount" className={loading ? styles.loading : undefined}>
          {text}
        </span>
      </span>
      <button
        type="button"
        className={styles.deposit}
        onClick={onDeposit}
        aria-label={compact ? t('header.cashier') : undefined}
      >
        {compact ? <WalletIcon size={18} /> : t('header.deposit')}
      </button>
    </div>
  );
}
