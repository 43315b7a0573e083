import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/**
 * /login/success — the end of a redirect (Google) login: stores the session from ?access&refresh,
 * then goes to / at once. The rest of the after-login work (profile, balance, session start, the
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
      console.error('Redirect login failed', error ?? 'missing access or refresh token');
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
