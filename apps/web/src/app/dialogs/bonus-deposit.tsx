import { BonusDepositDialog } from '../../features/bonuses/components/bonus-deposit-dialog';
import { CashBoxLimitsPrompt } from '../../features/limits/components/limits-prompts';
import { DepositOnlyCashBox } from '../../features/wallet/components/cash-box';
import type { DialogComponentProps } from '../../lib/dialogs';

/** transitionBonuses: the bonuses feature's deposit dialog holding the wallet's cash box (Deposit only). */
export function BonusDeposit(props: DialogComponentProps) {
  return (
    <BonusDepositDialog
      {...props}
      renderCashBox={(onClose) => (
        <DepositOnlyCashBox onClose={onClose} depositPrompt={<CashBoxLimitsPrompt />} />
      )}
    />
  );
}
