import { useTranslation } from 'react-i18next';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { useDeactivateBonus } from '../api/deactivate-bonus';
import { useReactivateBonus } from '../api/reactivate-bonus';
import { openBonusDeposit } from '../hooks/use-bonus-actions';
import { bonusFromProps } from '../lib/dialog-props';
import { YesNoDialog } from './confirm-dialog';

/**
 * confirmBonus (operation reactivate): activating an offer while another bonus is current. On Yes
 * the offer replaces it and its deposit dialog opens (the lists reload); No changes nothing.
 */
export function ConfirmBonusDialog(props: DialogComponentProps) {
  const { onClose } = props;
  const { t } = useTranslation('bonuses');
  const bonus = bonusFromProps(props);
  const reactivate = useReactivateBonus();
  if (!bonus) return null;

  const handleConfirm = async () => {
    try {
      const result = await reactivate.mutateAsync({ bonus_id: bonus.id });
      onClose();
      if (!result.bonus.is_used) openBonusDeposit(result.bonus);
    } catch (error) {
      // The spec swallows these failures; the lists reload either way.
      console.error('Bonus could not be reactivated', error);
      onClose();
    }
  };

  return (
    <YesNoDialog
      title={t('confirm.reactivateTitle')}
      yesLabel={t('confirm.yes')}
      noLabel={t('confirm.no')}
      onYes={() => void handleConfirm()}
      onNo={onClose}
      busy={reactivate.isPending}
    >
      <p>{t('confirm.reactivateText', { title: bonus.title })}</p>
    </YesNoDialog>
  );
}

/** deactivateBonus: 'Are you sure you want to deactivate the bonus?'; Yes cancels it and the lists reload. */
export function DeactivateBonusDialog(props: DialogComponentProps) {
  const { onClose } = props;
  const { t } = useTranslation('bonuses');
  const bonus = bonusFromProps(props);
  const deactivate = useDeactivateBonus();
  if (!bonus) return null;

  const handleConfirm = async () => {
    try {
      await deactivate.mutateAsync(bonus.id);
    } catch (error) {
      console.error('Bonus could not be deactivated', error);
    }
    onClose();
  };

  return (
    <YesNoDialog
      title={t('confirm.deactivateTitle')}
      yesLabel={t('confirm.yes')}
      noLabel={t('confirm.no')}
      onYes={() => void handleConfirm()}
      onNo={onClose}
      busy={deactivate.isPending}
      tone="danger"
    >
      <p>{t('confirm.deactivateText')}</p>
    </YesNoDialog>
  );
}
