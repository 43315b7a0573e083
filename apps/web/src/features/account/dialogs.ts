import type { DialogComponents } from '../../lib/dialogs';

/** The account feature's dialogs by name; the dialogs host renders whichever is open. */
export const accountDialogs: DialogComponents = {};
