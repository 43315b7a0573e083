import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { i18n } from '../../../lib/i18n';
import { useStored } from '../../../lib/storage';
import { bonusKeys } from '../api/bonus-keys';

/**
 * The global reload of bonus data (document 2, section 4, Reload events): a sign-in (a new access
 * token for another player) or a language change reads every bonus query again.
 */
export function useBonusReload(): void {
  const queryClient = useQueryClient();
  const [token] = useStored('accessToken');
  const previous = useRef(token);

  useEffect(() => {
    const signedIn = previous.current === '' && token !== '';
    previous.current = token;
    if (signedIn) void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
  }, [token, queryClient]);

  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
    i18n.on('languageChanged', reload);
    return () => i18n.off('languageChanged', reload);
  }, [queryClient]);
}
