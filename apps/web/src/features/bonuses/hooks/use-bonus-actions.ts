import type { BonusItem } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { showToast } from '@casino/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialogs';
import { useActivateBonus } from '../api/activate-bonus';

export type BonusAction = 'activate' | 'deposit' | 'deactivate';

/** What the card's button does for a bonus in its state (document 2, section 4). */
export function actionFor(bonus: BonusItem): BonusAction {
  if (!bonus.is_active) return 'activate';
  return bonus.is_used ? 'deactivate' : 'deposit';
}

/** Opens the bonus deposit dialog for a pending bonus (its cash box offers Deposit only). */
export const openBonusDeposit = (bonus: BonusItem) => openDialog('transitionBonuses', { bonus });

/**
 * The Available bonuses buttons: a pending bonus opens its deposit dialog, an active one the
 * deactivate confirmation; activating while another bonus is current asks to replace it first;
 * otherwise the bonus is activated and, still waiting for its deposit, the deposit dialog opens.
 */
export function useBonusActions(current: BonusItem | null | undefined) {
  const { t } = useTranslation('bonuses');
  const activate = useActivateBonus();

  const run = async (bonus: BonusItem) => {
    const action = actionFor(bonus);
    if (action === 'deposit') return openBonusDeposit(bonus);
    if (action === 'deactivate') return openDialog('deactivateBonus', { bonus });
    if (current && current.id !== bonus.id) {
      return openDialog('confirmBonus', { bonus, operation: 'reactivate' });
    }
    try {
      const result = await activate.mutateAsync({ bonus_id: bonus.id });
      if (!result.bonus.is_used) openBonusDeposit(result.bonus);
    } catch (error) {
      showToast((error instanceof ApiError && error.firstMessage()) || t('available.actionFailed'));
    }
  };

  return { run, busyId: activate.isPending ? activate.variables?.bonus_id : undefined };
}
