import { QueryClient } from '@tanstack/react-query';
import { ApiError, onSessionCleared } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A client error will not mend itself by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

// A failed refresh ends the session: forget everything fetched as that player.
onSessionCleared(() => queryClient.clear());
