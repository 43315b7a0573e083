import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionCleared } from '../../lib/api-client';
import { closeDialog, type DialogName } from '../../lib/dialogs';

const PLAYER_DIALOGS: DialogName[] = [
  'transitionDialog',
  'transitionBonuses',
  'inboxPage',
  'inboxItem',
  'superBonuses',
  'rejectSuper',
  'confirmBonus',
  'deactivateBonus',
  'confirmEmail',
  'confirmPhone',
  'updateBirthdate',
  'updateName',
  'updateLocation',
  'waitingScreen',
];
const PLAYER_PATHS = ['/bonuses', '/profile'];

/**
 * When a failed refresh ends the session the stored token is already empty, so the shell
 * re-renders as a guest; this also closes the player's dialogs and leaves player-only pages.
 */
export function useSessionCleared(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(
    () =>
      onSessionCleared(() => {
        PLAYER_DIALOGS.forEach(closeDialog);
        if (PLAYER_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)))
          void navigate('/', { replace: true });
      }),
    [navigate, pathname],
  );
}
