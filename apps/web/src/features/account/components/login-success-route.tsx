import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openDialog } from '../../../lib/dialogs';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/**
 * /login/success — the end of a redirect (Google) login: stores the session from ?access&refresh,
 * then goes to / at once; a failed one goes to / with the sign-in dialog saying why. The rest of the after-login work (profile, balance, session start, the
 * super bonus for a new player) carries on in the background.
 */
export function LoginSuccessRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();

  useEffect(() => {
    const access = params.get('access');
    const refresh = params.get('refresh');
    const error = params.get('error');
    if (error || !access || !refresh) {
      // The player is told why, in the sign-in dialog on the lobby.
      openDialog('loginMenu', { providerError: error ?? 'provider_error' });
    } else {
      // Saves the tokens synchronously before anything else.
      void completeSignIn({ access, refresh });
    }
    // The tokens must not stay in the address bar or the history.
    void navigate('/', { replace: true });
    // Runs once per arrival on the route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
