import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { openDialog } from '../../lib/dialogs';
import { useIsPlayer } from '../shell/use-is-player';

/**
 * A page for players only: a guest who arrives gets the login dialog and is sent to the lobby.
 * A player whose session ends here (sign-out, failed refresh) is only sent to the lobby: asking
 * them to sign in again right after signing out would be wrong.
 */
export function RequirePlayer({ children }: { children: ReactNode }) {
  const isPlayer = useIsPlayer();
  const arrivedAsPlayer = useRef(isPlayer);
  useEffect(() => {
    if (!isPlayer && !arrivedAsPlayer.current) openDialog('loginMenu');
  }, [isPlayer]);
  if (!isPlayer) return <Navigate to="/" replace />;
  return children;
}
