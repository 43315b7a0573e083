import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown });

/**
 * Answers the console's fetches from a table of "METHOD /path/" (path without the query) and
 * records every call, so a test can check what was asked (query, headers, body).
 */
export function mockApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body, headers };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (!answer) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, spy };
}

export const administrator = {
  id: 1,
  email: 'admin@casino.local',
  name: 'Ada Admin',
  roles: ['administrator'],
  permissions: ['staff.manage', 'approvals.read', 'audit.read', 'dashboard.read', 'players.read'],
};

export const signedIn = (staff: object = administrator) => ({
  'GET /api/backoffice/session/': { body: { staff, csrf_token: 'csrf-123' } },
});

export const signedOut = {
  'GET /api/backoffice/session/': { status: 401, body: { detail: 'Sign in.' } },
};

export const page = <T>(items: T[], total = items.length, pageNumber = 1, pageSize = 50) => ({
  items,
  total,
  page: pageNumber,
  page_size: pageSize,
});

/** A staff member whose roles grant exactly these permissions. */
export const staffWith = (permissions: string[]) => ({
  id: 7,
  email: 'staff@casino.local',
  name: 'Sam Staff',
  roles: ['custom'],
  permissions,
});

/** GET /api/backoffice/players/42/ as a role with every permission sees it. */
export const playerProfile = (overrides: Record<string, unknown> = {}) => ({
  id: 42,
  nickname: 'lucky42',
  status: 'active',
  status_reason: null,
  status_changed_at: null,
  created_at: '2026-10-01T09:00:00Z',
  country: 'MT',
  verification_state: 'verified',
  is_email_verified: true,
  is_phone_verified: false,
  personal_visible: true,
  email: 'ann@example.com',
  phone: '+35699123456',
  first_name: 'Ann',
  last_name: 'Lee',
  date_of_birth: '1990-05-17',
  address: '1 Main St',
  city: 'Valletta',
  balances: { cash: 120.5, bonus: 20, held: 0 },
  loyalty: { station: 2, points: 310, is_vip: false, month: '2026-11', cashback_waiting: 0 },
  labels: ['vip'],
  notes_count: 1,
  pending_approvals: [],
  gambling_break: null,
  ...overrides,
});
