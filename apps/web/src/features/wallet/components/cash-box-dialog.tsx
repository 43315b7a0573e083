import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@casino/ui/dialog';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { CashBox } from './cash-box';

/** transitionDialog: the cash box in a modal (a full-width bottom sheet on phones). */
export function CashBoxDialog({
  onClose,
  tab,
  depositPrompt,
  depositsClosed,
}: DialogComponentProps & { depositPrompt?: ReactNode; depositsClosed?: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <Dialog
      title={t('cashBox.title')}
      hideTitle
      onClose={onClose}
      width={480}
      closeLabel={t('cashBox.close')}
    >
      <CashBox
        onClose={onClose}
        initialTab={tab === 'withdraw' ? 'withdraw' : 'deposit'}
        depositPrompt={depositPrompt}
        depositsClosed={depositsClosed}
      />
    </Dialog>
  );
}
