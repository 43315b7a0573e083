import { lazyDialog, type DialogComponents } from '../../lib/dialogs';

/** The inbox feature's dialogs by name: the list (inboxPage) and one message (inboxItem). */
export const inboxDialogs: DialogComponents = {
  inboxPage: lazyDialog(() => import('./components/inbox-dialog').then((m) => m.InboxDialog)),
  inboxItem: lazyDialog(() => import('./components/inbox-item-dialog').then((m) => m.InboxItemDialog)),
};
