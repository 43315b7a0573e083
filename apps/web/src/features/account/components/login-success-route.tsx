import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { saveSession } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { meQueryOptions } from '../api/get-me';

/** /login/success — stores the session from ?access&refresh, then goes to /. */
export function LoginSuccessRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const access = params.get('access');
    const refresh = params.get('refresh');
    const error = params.get('error');
    if (error || !access || !refresh) {
      console.error('Redirect login failed', error ?? 'missing access or refresh token');
    } else {
      saveSession({ access, refresh });
      queryClient
        .fetchQuery({ ...meQueryOptions(), staleTime: 0 })
        .then((me) => storage.set('userNickname', me.nickname))
        .catch((err: unknown) => console.error('Profile could not be loaded after redirect login', err));
    }
    // The tokens must not stay in the address bar or the history.
    navigate('/', { replace: true });
    // Runs once per arrival on the route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
