/**
 * The console's one way to the server: same-origin requests carrying the session cookie, the
 * CSRF token on every change, and errors in the player API's shapes (400 {field: [messages]},
 * otherwise {detail}). A 401 on any call but the sign-in steps ends the session in the console,
 * which sends the user back to sign-in.
 */

const API = '/api/backoffice';

/** An answer other than 2xx; data is the parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(detailOf(data) ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The messages the server gave for one field of a 400, if any. */
  fieldErrors(field: string): string | undefined {
    if (this.status !== 400 || typeof this.data !== 'object' || this.data === null) return undefined;
    const value = (this.data as Record<string, unknown>)[field];
    return Array.isArray(value) ? value.filter((m) => typeof m === 'string').join(' ') : undefined;
  }

  /** What to show above a form: detail, or a 400's messages for fields the form does not show. */
  summary(shownFields: readonly string[] = []): string | undefined {
    const detail = detailOf(this.data);
    if (detail) return detail;
    if (typeof this.data !== 'object' || this.data === null) return undefined;
    const rest = Object.entries(this.data as Record<string, unknown>)
      .filter(([field]) => !shownFields.includes(field))
      .flatMap(([, value]) => (Array.isArray(value) ? value : []))
      .filter((m): m is string => typeof m === 'string');
    return rest.length > 0 ? rest.join(' ') : undefined;
  }
}

function detailOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const detail = (data as Record<string, unknown>).detail;
  return typeof detail === 'string' ? detail : undefined;
}

/** The message for any failure: the server's detail, or a generic line for the network. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.summary() ?? fallback;
  return fallback;
}

let csrfToken = '';
const unauthorizedListeners = new Set<() => void>();

/** Kept from the session answer; sent as X-CSRF-Token with every change. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Runs when the server answers 401 to a signed-in call (idle expiry, signed out elsewhere). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type QueryValue = string | number | boolean | undefined | null;

/** The API's URL for a path and query; empty values are left out. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API}${path}${qs ? `?${qs}` : ''}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Sign-in and set-up: a 401 there is a wrong password or code, not an ended session. */
  anonymous?: boolean;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  const response = await fetch(apiUrl(path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const data = await parse(response);
  if (!response.ok) {
    if (response.status === 401 && !options.anonymous) unauthorizedListeners.forEach((l) => l());
    throw new ApiError(response.status, data);
  }
  return data as T;
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { detail: text.slice(0, 200) };
  }
}

/** A page of a list, as every back-office list answers. */
export interface Page<Row> {
  items: Row[];
  total: number;
  page: number;
  page_size: number;
}
