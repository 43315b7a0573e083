// Test support for the shell: the real route table in a memory router with a fresh query cache,
// and a fetch stub answering by "METHOD path".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';
import { routes } from './route-table';

// The suite runs without vitest globals, so testing-library cannot unmount by itself.
afterEach(() => cleanup());

export interface FetchCall {
  method: string;
  path: string;
  headers: Headers;
}

/** Stubs fetch; unlisted calls answer 404. Returns the recorded calls. */
export function stubFetch(answers: Record<string, [number, unknown?]> = {}): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, headers: new Headers(init?.headers) });
    const [status, body] = answers[`${method} ${url.pathname}`] ?? [404, { detail: 'Not found.' }];
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** Renders the whole app at an address; returns the router to inspect or drive navigation. */
export function renderApp(path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** Signs a player in for the test (the shell only looks at the stored token). */
export function signIn(): void {
  window.localStorage.setItem('accessToken', JSON.stringify('test-access'));
  window.localStorage.setItem('refreshToken', JSON.stringify('test-refresh'));
}
