import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import '../../lib/i18n';
import { stopLateDepositWatch } from './late-deposit-watch';

// The suite runs without vitest globals, so testing-library cannot unmount by itself. Unmounting
// an open deposit application starts the late-deposit watch, which must not outlive the test.
afterEach(() => {
  cleanup();
  stopLateDepositWatch();
});

/** The value of an input found by a query. */
export const valueOf = (element: HTMLElement): string => (element as HTMLInputElement).value;
/** Whether a button (or input) found by a query is disabled. */
export const isDisabled = (element: HTMLElement): boolean => (element as HTMLButtonElement).disabled;

/** A JSON answer for a mocked fetch. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch with a router of handlers keyed by "METHOD /path"; unknown calls answer 404. */
export function mockFetch(handlers: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    return handler ? handler(url, init) : json({ detail: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

/** Renders with a fresh query client and a memory router; the current path is shown as data-testid=location. */
export function renderWithProviders(ui: ReactElement, { client }: { client?: QueryClient } = {}) {
  const queryClient =
    client ?? new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Where />
                {ui}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const METHODS = [
  { provider: 'ETH', token_type: 'USDT', network: 'ERC-20', min_amount: 20, rate_to_usd: 1 },
  { provider: 'TRX', token_type: 'USDT', network: 'TRC-20', min_amount: 10, rate_to_usd: 0.998 },
];

/** A created application as POST payment/deposit/ answers it, open for 900 s from now. */
export const application = () => ({
  id: '3f0c1c52-2a7e-4d8e-9d2b-6a8f5e1b7c01',
  provider: 'TRX',
  token_type: 'USDT',
  network: 'TRC-20',
  token_amount: '100.20041',
  usd_amount: 100,
  rate_to_usd: 0.998,
  wallet_address: 'TQ5CcE9nDhDp5iYvA3Hw8Xn9vQz1aY2bCd',
  payment_uri: 'tron:TQ5CcE9nDhDp5iYvA3Hw8Xn9vQz1aY2bCd?amount=100.20041',
  status: 'pending' as const,
  created_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 900_000).toISOString(),
  credited_usd_amount: null,
  qr_code: 'data:image/gif;base64,R0lGODdhAQABAAAAACwAAAAAAQABAAAC',
});
