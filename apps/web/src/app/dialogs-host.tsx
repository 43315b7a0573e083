import { accountDialogs } from '../features/account/dialogs';
import { walletDialogs } from '../features/wallet/dialogs';
import { closeDialog, useOpenDialogs, type DialogComponents } from '../lib/dialogs';
import { HeaderMobileMenu } from './dialogs/header-mobile-menu';
import { ProvidersMenu } from './dialogs/providers-menu';
import { SearchMenu } from './dialogs/search-menu';
import { WaitingScreen } from './dialogs/waiting-screen';
import { WheelMenu } from './dialogs/wheel-menu';

export const shellDialogs: DialogComponents = {
  headerMobileMenu: HeaderMobileMenu,
  searchMenu: SearchMenu,
  providersMenu: ProvidersMenu,
  wheelMenu: WheelMenu,
  waitingScreen: WaitingScreen,
};

const defaultRegistry: DialogComponents = { ...accountDialogs, ...walletDialogs, ...shellDialogs };

/**
 * Renders every open dialog by name with its props and an onClose that closes it; a name with
 * no component yet renders nothing. Dialogs stack in the order they were opened.
 */
export function DialogsHost({ registry = defaultRegistry }: { registry?: DialogComponents }) {
  const open = useOpenDialogs();
  return (
    <>
      {[...open].map(([name, props]) => {
        const Component = registry[name];
        if (!Component) return null;
        return <Component key={name} {...props} onClose={() => closeDialog(name)} />;
      })}
    </>
  );
}
