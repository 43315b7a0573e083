import type { DialogComponents } from '../../lib/dialogs';
import { CashBoxDialog } from './components/cash-box-dialog';

/** The wallet feature's dialogs by name (the cash box is transitionDialog). */
export const walletDialogs: DialogComponents = { transitionDialog: CashBoxDialog };
