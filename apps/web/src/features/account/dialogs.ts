import { lazyDialog, type DialogComponents } from '../../lib/dialogs';

const codeDialogs = () => import('./components/confirm-code-dialog');
const updateDialogs = () => import('./components/update-dialogs');

/**
 * The account feature's dialogs by name; the dialogs host renders whichever is open. The sign-in
 * and sign-up dialog (authMenu, loginMenu, registrationMenu) is composed by the app with the
 * limits feature's offer after sign-up (app/dialogs/auth-menu.tsx).
 */
export const accountDialogs: DialogComponents = {
  confirmEmail: lazyDialog(() => codeDialogs().then((m) => m.ConfirmEmailDialog)),
  // The spec's separate registration confirmation is the e-mail code sent after sign-up.
  confirmRegistration: lazyDialog(() => codeDialogs().then((m) => m.ConfirmEmailDialog)),
  confirmPhone: lazyDialog(() => codeDialogs().then((m) => m.ConfirmPhoneDialog)),
  resetPassword: lazyDialog(() =>
    import('./components/reset-password-dialog').then((m) => m.ResetPasswordDialog),
  ),
  updateName: lazyDialog(() => updateDialogs().then((m) => m.UpdateNameDialog)),
  updateBirthdate: lazyDialog(() => updateDialogs().then((m) => m.UpdateBirthdateDialog)),
  updateLocation: lazyDialog(() => updateDialogs().then((m) => m.UpdateLocationDialog)),
};
