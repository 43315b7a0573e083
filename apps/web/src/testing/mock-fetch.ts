import { vi } from 'vitest';

/** A JSON answer for a mocked fetch (no body when body is undefined, e.g. for 204). */
export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;

const bodies = new Map<string, BodyInit | null | undefined>();

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (query strings ignored; unknown calls
 * answer 404). Answers the calls' keys in order, growing as the component calls; `sentBody`
 * tells what the last call of a key sent.
 */
export function mockFetch(handlers: Record<string, Handler>): string[] {
  const calls: string[] = [];
  bodies.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
      const key = `${init?.method ?? 'GET'} ${path}`;
      calls.push(key);
      bodies.set(key, init?.body);
      const handler = handlers[key];
      return handler ? handler(init) : json({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

/** The body the last call of "METHOD /path" sent, since the last mockFetch. */
export const sentBody = (key: string): BodyInit | null | undefined => bodies.get(key);
