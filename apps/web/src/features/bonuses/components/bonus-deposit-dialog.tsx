import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@casino/ui/dialog';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { bonusKeys } from '../api/bonus-keys';
import { bonusFromProps } from '../lib/dialog-props';
import { formatAmount } from '../lib/format';
import { BonusCard } from './bonus-card';
import styles from './bonus-deposit-dialog.module.css';

export interface BonusDepositDialogProps extends DialogComponentProps {
  /** The cash box offering Deposit only; the app passes the wallet's, so this feature does not import it. */
  renderCashBox: (onClose: () => void) => ReactNode;
}

/**
 * transitionBonuses, the bonus deposit dialog (document 2, section 2): the caption with the
 * bonus's minimum deposit, the bonus card, and below it the cash box with Deposit only.
 */
export function BonusDepositDialog(props: BonusDepositDialogProps) {
  const { onClose, renderCashBox } = props;
  const { t, i18n } = useTranslation('bonuses');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const bonus = bonusFromProps(props);

  // The deposit that grants the bonus is credited while the dialog is open or soon after: read
  // the bonus again on the way out.
  const handleClose = () => {
    void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
    onClose();
  };

  if (!bonus) return null;
  const amount = t('deposit.amount', { value: formatAmount(bonus.min_deposit_amount, i18n.language) });

  return (
    <Dialog title={t('deposit.title')} hideTitle onClose={handleClose} width={600} closeLabel={tc('close')}>
      <div className={styles.layout}>
        <p className={styles.caption}>{t('deposit.caption', { amount })}</p>
        <BonusCard bonus={bonus} compact horizontal />
        <div className={styles.cashBox}>{renderCashBox(handleClose)}</div>
      </div>
    </Dialog>
  );
}
