import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import type { FreeBetToken } from '../lib/free-bet';
import styles from './free-bet-option.module.css';

/**
 * "Use free bet (X USD)" on the bet slip: shown while the player holds a free bet and the slip is
 * one single or an accumulator. Checked, the free bet is the stake and the return shown is the
 * winnings only (a free bet's stake is never returned).
 */
export function FreeBetOption({
  freeBet,
  checked,
  onChange,
}: {
  freeBet: FreeBetToken;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('bonuses');
  const id = useId();
  const amount = formatMoney(freeBet.amountCents / 100, currentLanguage());
  return (
    <div className={styles.option} data-checked={checked || undefined}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        <span className={styles.title}>{t('freeBetSlip.use', { amount })}</span>
        <span className={styles.note}>{t('freeBetSlip.note')}</span>
      </label>
    </div>
  );
}
