import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { openDialog } from '../../lib/dialogs';
import { useIsPlayer } from '../shell/use-is-player';

/** A page for players only: a guest gets the login dialog and is sent to the lobby. */
export function RequirePlayer({ children }: { children: ReactNode }) {
  const isPlayer = useIsPlayer();
  useEffect(() => {
    if (!isPlayer) openDialog('loginMenu');
  }, [isPlayer]);
  if (!isPlayer) return <Navigate to="/" replace />;
  return children;
}
