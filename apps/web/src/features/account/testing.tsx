// Test support for the account feature: a fresh query cache per render and a fetch stub that
// answers by "METHOD path" and records every call.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import '../../lib/i18n';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = [status: number, body?: unknown];
export type Routes = Record<string, Answer | ((call: RecordedCall) => Answer)>;

/** Stubs fetch; an unlisted call answers 404 so a test sees what it forgot. */
export function stubApi(routes: Routes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const [status, body] =
      route === undefined
        ? [404, { detail: 'Not found.' }]
        : typeof route === 'function'
          ? route(call)
          : route;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function renderWithClient(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

export const sampleMe = {
  id: 7,
  email: 'player@example.com',
  nickname: 'lucky7',
  phone: '',
  is_email_verified: false,
  is_phone_verified: false,
  first_name: 'Ana',
  last_name: 'Silva',
  gender: 'female' as const,
  date_of_birth: '1990-06-15',
  address: '',
  city: '',
  country: 2,
  current_rank: 3,
  current_rank_progress: 40,
  is_new_user: false,
  referral: null,
  lead: null,
  marketing_consent: false,
  verification_state: 'unverified' as const,
};

export const sampleCountries = [
  { id: 1, title: 'Brazil', code: 'BR' },
  { id: 2, title: 'Spain', code: 'ES' },
];
