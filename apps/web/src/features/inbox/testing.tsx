// Test support for the inbox feature: contract-shaped messages, a fetch router that records calls,
// and a render with a query client, a router, the inbox's dialogs host and a probe of the open
// dialogs and the address.
import type { InboxNotification } from '@casino/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import '../../lib/i18n';
import { closeDialog, useOpenDialogs } from '../../lib/dialogs';
import { inboxDialogs } from './dialogs';

// The suite runs without vitest globals, so testing-library cannot unmount by itself; the dialog
// registry is module state and must not leak between tests.
afterEach(() => {
  act(() => {
    closeDialog('inboxItem');
    closeDialog('inboxPage');
  });
  cleanup();
  vi.unstubAllGlobals();
});

export function notification(overrides: Partial<InboxNotification> = {}): InboxNotification {
  return {
    id: 7,
    type: 'deposit_credited',
    title: 'Deposit credited',
    description: '$100.00 is on your balance: your payment of 100 USDT has been confirmed. Good luck!',
    img: '/inbox/deposit-credited.svg',
    button_text: 'View history',
    button_action: '/profile?tab=history',
    created_at: '2026-05-04T10:00:00.000Z',
    ...overrides,
  };
}

export { json, mockFetch, sentBody } from '../../testing/mock-fetch';

/** The inbox's open dialogs, as the app's dialogs host renders them. */
function InboxDialogsHost() {
  const open = useOpenDialogs();
  return [...open].map(([name, props]) => {
    const Component = inboxDialogs[name];
    return Component ? (
      <Suspense key={name} fallback={null}>
        <Component {...props} onClose={() => closeDialog(name)} />
      </Suspense>
    ) : null;
  });
}

function Probe() {
  const open = useOpenDialogs();
  const location = useLocation();
  return (
    <>
      <span data-testid="open-dialogs">{[...open.keys()].join(' ')}</span>
      <span data-testid="location">{`${location.pathname}${location.search}`}</span>
    </>
  );
}

/** Renders with a fresh query client, a memory router, the inbox's dialogs and the probe. */
export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult & { client: QueryClient } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Probe />
                {ui}
                <InboxDialogsHost />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
