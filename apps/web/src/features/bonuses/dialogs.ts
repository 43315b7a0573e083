import { lazyDialog, type DialogComponents } from '../../lib/dialogs';

const confirmDialogs = () => import('./components/bonus-confirm-dialogs');
const superDialogs = () => import('./components/super-bonus-dialogs');

/**
 * The bonuses feature's dialogs by name. The bonus deposit dialog (transitionBonuses) holds the
 * wallet's cash box, so the app puts the two together (app/dialogs/bonus-deposit.tsx).
 */
export const bonusesDialogs: DialogComponents = {
  confirmBonus: lazyDialog(() => confirmDialogs().then((m) => m.ConfirmBonusDialog)),
  deactivateBonus: lazyDialog(() => confirmDialogs().then((m) => m.DeactivateBonusDialog)),
  superBonuses: lazyDialog(() => superDialogs().then((m) => m.SuperBonusesDialog)),
  rejectSuper: lazyDialog(() => superDialogs().then((m) => m.RejectSuperDialog)),
};
