import { CashBoxLimitsPrompt } from '../../features/limits/components/limits-prompts';
import { useDepositsClosed } from '../../features/limits/hooks/use-deposits-closed';
import { CashBoxDialog } from '../../features/wallet/components/cash-box-dialog';
import type { DialogComponentProps } from '../../lib/dialogs';

/**
 * transitionDialog: the wallet's cash box with the limits feature's offer and review above the
 * deposit form, and during a break the break's notice instead of it (withdrawal stays open).
 */
export function CashBoxWithLimits(props: DialogComponentProps) {
  const depositsClosed = useDepositsClosed();
  return <CashBoxDialog {...props} depositPrompt={<CashBoxLimitsPrompt />} depositsClosed={depositsClosed} />;
}
