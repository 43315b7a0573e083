// Test support for the games feature: catalogue fixtures, a fetch stub answering by path with
// the request's query at hand, and a render with a memory router that shows where it went.
import type { Game, Page, Provider } from '@casino/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { useDialogOpen } from '../../lib/dialogs';
import '../../lib/i18n';

// The suite runs without vitest globals, so testing-library cannot unmount by itself.
afterEach(() => cleanup());

/** A game as the catalogue lists it. */
export function game(id: number, overrides: Partial<Game> = {}): Game {
  return {
    game_id: id,
    name: `Game ${id}`,
    img: `/studio/img/game-${id}.svg`,
    uploaded_images: [],
    is_hot: false,
    is_exclusive: false,
    demo: true,
    basicRTP: 96.12,
    ...overrides,
  };
}

export function provider(id: number, name: string, slots = 10): Provider {
  return { id, name, logo: `/studio/img/provider-${id}.svg`, uploaded_images: [], slots_count: slots };
}

/** A DRF page of the catalogue; `next` is set when there is more. */
export function page<T>(
  results: T[],
  { count = results.length, next = null as string | null } = {},
): Page<T> {
  return { count, next, previous: null, results };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: URL) => Response | Promise<Response>;

/** Replaces fetch with handlers keyed by "METHOD /path"; unknown calls answer 404. Returns the URLs asked. */
export function stubApi(handlers: Record<string, Handler>): URL[] {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    asked.push(url);
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url) : json({ detail: 'Not found.' }, 404);
  });
  return asked;
}

/** The requests made to a path. */
export const requestsTo = (asked: URL[], path: string): URL[] => asked.filter((url) => url.pathname === path);

function Where() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

/** Shows whether the login dialog was asked for (the dialogs host is the app's). */
function LoginProbe() {
  return useDialogOpen('loginMenu') ? <span data-testid="login-open">login</span> : null;
}

/** Renders at an address with a fresh query client; data-testid=location shows path and query. */
export function renderAt(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Where />
                <LoginProbe />
                {ui}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Signs a player in for the test (the app only looks at the stored token). */
export function signIn(): void {
  window.localStorage.setItem('accessToken', JSON.stringify('test-access'));
  window.localStorage.setItem('refreshToken', JSON.stringify('test-refresh'));
}
