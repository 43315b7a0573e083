import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { currentLanguage } from './i18n';
import { withRefreshLock } from './refresh-lock';
import { storage } from './storage';

/** An answer other than 2xx. data is the parsed body: {field: [messages]} for 400, {detail} otherwise. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The first message of a field (the spec's way of showing 400s), or detail, or undefined. */
  firstMessage(field?: string): string | undefined {
    if (typeof this.data !== 'object' || this.data === null) return undefined;
    const record = this.data as Record<string, unknown>;
    const pick = (v: unknown) =>
      Array.isArray(v) && typeof v[0] === 'string' ? v[0] : typeof v === 'string' ? v : undefined;
    if (field) return pick(record[field]);
    if (typeof record.detail === 'string') return record.detail;
    for (const value of Object.values(record)) {
      const m = pick(value);
      if (m) return m;
    }
    return undefined;
  }
}

type SessionListener = () => void;
const sessionClearedListeners = new Set<SessionListener>();

/** Runs when a failed refresh ends the session (the app resets user data and caches). */
export function onSessionCleared(listener: SessionListener): () => void {
  sessionClearedListeners.add(listener);
  return () => sessionClearedListeners.delete(listener);
}

export function saveSession(tokens: { access: string; refresh: string }): void {
  storage.set('accessToken', tokens.access);
  storage.set('refreshToken', tokens.refresh);
}

/** Forgets tokens and user data (sign-out or a failed refresh). */
export function clearSession(): void {
  storage.set('accessToken', '');
  storage.set('refreshToken', '');
  storage.set('userNickname', '');
  storage.set('userBalance', '');
  sessionClearedListeners.forEach((l) => l());
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | ReadonlyArray<string | number> | undefined>;
  signal?: AbortSignal;
  /** Skip the Bearer header and the refresh-and-retry (sign-in, refresh itself). */
  anonymous?: boolean;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    // Repeated filters repeat the parameter (?categories=1&categories=2).
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** This browser's random id, made once and kept (the server stores only its hash). */
function deviceId(): string {
  let id = storage.get('deviceId');
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
    id = crypto.randomUUID();
    storage.set('deviceId', id);
  }
  return id;
}

async function send(path: string, options: RequestOptions, token: string): Promise<Response> {
  const headers: Record<string, string> = {
    'Accept-Language': currentLanguage(),
    Accept: 'application/json',
    'X-Device-Id': deviceId(),
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return fetch(buildUrl(path, options.query), { method: options.method ?? 'GET', headers, body, signal });
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let refreshing: Promise<string> | undefined;

/**
 * Whether a failed refresh means the session is over: the server answered and refused the refresh
 * token. No answer (the network, a timeout: status 0), too many requests or a server error say
 * nothing about the tokens, so they are kept for the next try; clearing them would sign the
 * player out in every tab of the browser over a dropped connection.
 */
function refusesSession(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * One refresh at a time, in this tab and across tabs: concurrent 401s wait for the same new access
 * token, and a tab that waited for the lock while another refreshed takes the tokens it stored
 * (rejected is the access token the server refused; a different one in storage is newer).
 */
function refreshAccessToken(rejected: string): Promise<string> {
  refreshing ??= withRefreshLock(async () => {
    const stored = storage.get('accessToken');
    if (stored && stored !== rejected) return stored;
    const refresh = storage.get('refreshToken');
    if (!refresh) throw new ApiError(401, { detail: 'No refresh token' });
    let response: Response;
    let data: unknown;
    try {
      response = await send(
        '/api/frontend/token/refresh/',
        { method: 'POST', body: { refresh }, anonymous: true },
        '',
      );
      data = await parse(response);
    } catch {
      throw new ApiError(0, { detail: 'The refresh got no answer' });
    }
    if (!response.ok) {
      // Tokens another tab stored meanwhile (the player signed in there, or it refreshed) are
      // that tab's session: use them rather than end it.
      const newer = storage.get('accessToken');
      if (refusesSession(response.status) && storage.get('refreshToken') !== refresh && newer) return newer;
      throw new ApiError(response.status, data);
    }
    const tokens = data as { access: string; refresh?: string };
    storage.set('accessToken', tokens.access);
    if (tokens.refresh) storage.set('refreshToken', tokens.refresh);
    return tokens.access;
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * The API client: Accept-Language on every call, Bearer when signed in, and on a 401 one
 * refresh and one retry; if the server refuses the refresh the session is cleared, and the error
 * propagates either way.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = storage.get('accessToken');
  let response = await send(path, options, token);
  if (response.status === 401 && token && !options.anonymous) {
    let fresh: string;
    try {
      fresh = await refreshAccessToken(token);
    } catch (err) {
      if (!(err instanceof ApiError)) throw new ApiError(0, { detail: 'The refresh failed' });
      if (refusesSession(err.status)) clearSession();
      throw err;
    }
    response = await send(path, options, fresh);
  }
  const data = await parse(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}
