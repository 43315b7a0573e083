import type { DialogComponents } from '../../lib/dialogs';
import { AuthMenu, LoginMenu, RegistrationMenu } from './components/auth-menu';
import { ConfirmEmailDialog, ConfirmPhoneDialog } from './components/confirm-code-dialog';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { UpdateBirthdateDialog, UpdateLocationDialog, UpdateNameDialog } from './components/update-dialogs';

/** The account feature's dialogs by name; the dialogs host renders whichever is open. */
export const accountDialogs: DialogComponents = {
  authMenu: AuthMenu,
  loginMenu: LoginMenu,
  registrationMenu: RegistrationMenu,
  confirmEmail: ConfirmEmailDialog,
  // The spec's separate registration confirmation is the e-mail code sent after sign-up.
  confirmRegistration: ConfirmEmailDialog,
  confirmPhone: ConfirmPhoneDialog,
  resetPassword: ResetPasswordDialog,
  updateName: UpdateNameDialog,
  updateBirthdate: UpdateBirthdateDialog,
  updateLocation: UpdateLocationDialog,
};
