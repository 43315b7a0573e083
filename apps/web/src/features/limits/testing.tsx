// Test support for the limits feature: a fresh query cache and a router per render, as a signed-in player.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import '../../lib/i18n';
import { storage } from '../../lib/storage';

export function renderSignedIn(ui: ReactElement) {
  localStorage.clear();
  storage.set('accessToken', 'token');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
