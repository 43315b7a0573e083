import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@casino/ui/toast';
import { useEffect, useState, type ReactNode } from 'react';
import { forgetSession } from '../features/auth/api/get-session';
import { onUnauthorized } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';

/** Server state, and the rule that a 401 anywhere ends the session (the layout then shows sign-in). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => onUnauthorized(() => forgetSession(queryClient)), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
