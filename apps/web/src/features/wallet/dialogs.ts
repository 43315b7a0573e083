import { lazyDialog, type DialogComponents } from '../../lib/dialogs';

/** The wallet feature's dialogs by name (the cash box is transitionDialog). */
export const walletDialogs: DialogComponents = {
  transitionDialog: lazyDialog(() => import('./components/cash-box-dialog').then((m) => m.CashBoxDialog)),
};
