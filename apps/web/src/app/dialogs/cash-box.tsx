import { CashBoxLimitsPrompt } from '../../features/limits/components/limits-prompts';
import { CashBoxDialog } from '../../features/wallet/components/cash-box-dialog';
import type { DialogComponentProps } from '../../lib/dialogs';

/** transitionDialog: the wallet's cash box with the limits feature's offer and review above the deposit form. */
export function CashBoxWithLimits(props: DialogComponentProps) {
  return <CashBoxDialog {...props} depositPrompt={<CashBoxLimitsPrompt />} />;
}
