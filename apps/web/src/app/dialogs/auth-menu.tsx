import {
  AuthMenu,
  LoginMenu,
  RegistrationMenu,
  type AfterSignUp,
  type AuthMenuProps,
} from '../../features/account/components/auth-menu';
import { DepositLimitsOffer } from '../../features/limits/components/deposit-limits-offer';

/** Once the account exists, the limits feature's offer of deposit limits (skippable) comes next. */
const offerDepositLimits: AfterSignUp = (finish) => <DepositLimitsOffer where="sign_up" onDone={finish} />;

/** authMenu, loginMenu, registrationMenu: the account feature's dialog with the offer after sign-up. */
export const AuthMenuWithOffer = (props: AuthMenuProps) => (
  <AuthMenu {...props} afterSignUp={offerDepositLimits} />
);
export const LoginMenuWithOffer = (props: AuthMenuProps) => (
  <LoginMenu {...props} afterSignUp={offerDepositLimits} />
);
export const RegistrationMenuWithOffer = (props: AuthMenuProps) => (
  <RegistrationMenu {...props} afterSignUp={offerDepositLimits} />
);
