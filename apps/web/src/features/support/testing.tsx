// Test support for the support chat: contract-shaped messages, a fetch stub that answers by
// "METHOD /path" and records each call with its body, and a render with a query client, a router
// and a probe of the open dialogs and the location.
import type { SupportConversationState, SupportMessage } from '@casino/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import '../../lib/i18n';
import { closeDialog, useOpenDialogs } from '../../lib/dialogs';

afterEach(() => {
  cleanup();
  closeDialog('loginMenu');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

let nextId = 1;
export function chatMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  nextId += 1;
  return {
    id: nextId,
    content: 'How much is the first deposit bonus?',
    is_manager_message: false,
    author: 'player',
    created_at: new Date().toISOString(),
    attachment: null,
    sources: [],
    ...overrides,
  };
}

export const assistantAnswer = (overrides: Partial<SupportMessage> = {}) =>
  chatMessage({
    author: 'assistant',
    is_manager_message: true,
    content:
      'From "Welcome bonus terms", First deposit:\nYour first deposit of at least 50 USD earns a 75% bonus.',
    sources: [
      {
        slug: 'welcome-bonuses',
        title: 'Welcome bonus terms',
        heading: 'First deposit',
        url: '/faq/welcome-bonuses#first-deposit',
      },
    ],
    ...overrides,
  });

export const chatState = (
  state: SupportConversationState['state'] = 'assistant',
): SupportConversationState => ({
  state,
  handed_off_at: state === 'assistant' ? null : new Date().toISOString(),
});

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface RecordedCall {
  key: string;
  body: BodyInit | null | undefined;
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with handlers keyed by "METHOD /path" (unknown calls answer 404); returns the calls. */
export function mockFetch(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
      const key = `${init?.method ?? 'GET'} ${path}`;
      calls.push({ key, body: init?.body });
      const handler = handlers[key];
      return handler ? handler(init) : json({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

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

/** Renders with a fresh query client, a memory router and the probe. */
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
