import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useOpenDialogs } from '../lib/dialogs';

/** What a test reads back: the dialogs open (by name) and where the router is. */
function Probe() {
  const open = useOpenDialogs();
  const location = useLocation();
  return (
    <>
      <span data-testid="open-dialogs">{[...open.keys()].join(' ')}</span>
      <span data-testid="location">{`${location.pathname}${location.hash}`}</span>
    </>
  );
}

/** Renders with a fresh query client (no retries), a memory router at path and the probe. */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Probe />
                {ui}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
