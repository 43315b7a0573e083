import { accountDialogs } from '../features/account/dialogs';
import { bonusesDialogs } from '../features/bonuses/dialogs';
import { inboxDialogs } from '../features/inbox/dialogs';
import { Suspense, useDeferredValue } from 'react';
import { closeDialog, lazyDialog, useOpenDialogs, type DialogComponents } from '../lib/dialogs';

const authMenu = () => import('./dialogs/auth-menu');

export const shellDialogs: DialogComponents = {
  headerMobileMenu: lazyDialog(() => import('./dialogs/header-mobile-menu').then((m) => m.HeaderMobileMenu)),
  searchMenu: lazyDialog(() => import('./dialogs/search-menu').then((m) => m.SearchMenu)),
  providersMenu: lazyDialog(() => import('./dialogs/providers-menu').then((m) => m.ProvidersMenu)),
  wheelMenu: lazyDialog(() => import('../features/wheel/components/wheel-dialog').then((m) => m.WheelDialog)),
  waitingScreen: lazyDialog(() => import('./dialogs/waiting-screen').then((m) => m.WaitingScreen)),
  transitionBonuses: lazyDialog(() => import('./dialogs/bonus-deposit').then((m) => m.BonusDeposit)),
  // The account and wallet dialogs with the limits feature's offer and review in them.
  authMenu: lazyDialog(() => authMenu().then((m) => m.AuthMenuWithOffer)),
  loginMenu: lazyDialog(() => authMenu().then((m) => m.LoginMenuWithOffer)),
  registrationMenu: lazyDialog(() => authMenu().then((m) => m.RegistrationMenuWithOffer)),
  transitionDialog: lazyDialog(() => import('./dialogs/cash-box').then((m) => m.CashBoxWithLimits)),
};

const defaultRegistry: DialogComponents = {
  ...accountDialogs,
  ...bonusesDialogs,
  ...inboxDialogs,
  ...shellDialogs,
};

/**
 * Renders every open dialog by name with its props and an onClose that closes it; a name with
 * no component yet renders nothing. Dialogs stack in the order they were opened. Each has its own
 * boundary: while one dialog's code is being fetched the others stay on screen.
 */
export function DialogsHost({ registry = defaultRegistry }: { registry?: DialogComponents }) {
  // Deferred: the open dialogs are a stored value, which changes in a synchronous render, so a tap
  // that opened one (the search with its games, the menu) rendered all of it before the next frame.
  // Now the tap is answered at once and the dialog renders right after, in slices.
  const open = useDeferredValue(useOpenDialogs());
  return (
    <>
      {[...open].map(([name, props]) => {
        const Component = registry[name];
        if (!Component) return null;
        return (
          <Suspense key={name} fallback={null}>
            <Component {...props} onClose={() => closeDialog(name)} />
          </Suspense>
        );
      })}
    </>
  );
}
