import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { currentLanguage, i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  // The page's lang follows the interface language from the start, not only after a change.
  useEffect(() => {
    const sync = () => {
      document.documentElement.lang = currentLanguage();
    };
    sync();
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, []);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
