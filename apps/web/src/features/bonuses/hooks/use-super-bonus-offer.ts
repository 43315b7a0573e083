import { useEffect } from 'react';
import { openDialog } from '../../../lib/dialogs';

// Once per page load: after a decline or a choice the profile still says new until it is read again.
let offered = false;

/** Records that the super bonus dialog was shown in this page load. */
export function markSuperBonusOffered(): void {
  offered = true;
}

/** For tests: a new page load. */
export function resetSuperBonusOffer(): void {
  offered = false;
}

/**
 * Offers the super bonus once after the profile loads when the player is new (document 2,
 * section 4); the dialog itself closes quietly when there is nothing left to choose.
 */
export function useSuperBonusOffer(isNewUser: boolean | undefined): void {
  useEffect(() => {
    if (isNewUser && !offered) {
      offered = true;
      openDialog('superBonuses');
    }
  }, [isNewUser]);
}
