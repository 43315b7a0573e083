import type {
  FairView,
  HistoryItem,
  RoundView,
  SeedRotation,
  SessionView,
  StudioError,
} from '../../src/protocol';

/** A refused or failed API call: the HTTP status, the studio's error code and its message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly balance?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The studio's base path, taken from the page's own path: everything before '/play/'.
 * '/studio/play/neon-fruits' -> '/studio'; '/play/neon-fruits' -> '' (the studio on its own host).
 */
export function studioBase(pathname: string): string {
  const at = pathname.lastIndexOf('/play/');
  return at < 0 ? '' : pathname.slice(0, at);
}

/** The game id from the page's path ('/studio/play/neon-fruits' -> 'neon-fruits'). */
export function gameFromPath(pathname: string): string {
  const at = pathname.lastIndexOf('/play/');
  if (at < 0) return '';
  return decodeURIComponent(pathname.slice(at + '/play/'.length).split('/')[0] ?? '');
}

function isStudioError(body: unknown): body is StudioError {
  return typeof body === 'object' && body !== null && typeof (body as StudioError).error === 'string';
}

export interface StudioApi {
  session(): Promise<SessionView>;
  /** A new round; `freeRound` plays one of the session's free rounds (at the grant's bet). */
  play(bet: unknown, options?: { freeRound?: boolean }): Promise<RoundView>;
  act(round: string, action: unknown): Promise<RoundView>;
  history(limit: number): Promise<HistoryItem[]>;
  setClientSeed(clientSeed: string): Promise<FairView>;
  rotateSeed(): Promise<SeedRotation>;
  /** The verify page, optionally prefilled. */
  verifyUrl(params?: Record<string, string | number>): string;
  /** A game's published maths (JSON: strips, rules, the order of draws). */
  mathUrl(game: string): string;
}

/** The HTTP client of one game session. */
export function createApi(base: string, sessionId: string): StudioApi {
  const sessionPath = `${base}/api/sessions/${encodeURIComponent(sessionId)}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiError(0, 'network', 'network');
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      if (isStudioError(parsed)) {
        throw new ApiError(response.status, parsed.error, parsed.message, parsed.balance);
      }
      throw new ApiError(response.status, 'http_error', `HTTP ${response.status}`);
    }
    return parsed as T;
  }

  return {
    session: () => call<SessionView>('GET', sessionPath),
    play: (bet, options) =>
      call<RoundView>(
        'POST',
        `${sessionPath}/rounds`,
        options?.freeRound ? { bet, free_round: true } : { bet },
      ),
    act: (round, action) =>
      call<RoundView>('POST', `${sessionPath}/rounds/${encodeURIComponent(round)}/actions`, { action }),
    history: (limit) => call<HistoryItem[]>('GET', `${sessionPath}/rounds?limit=${limit}`),
    setClientSeed: (clientSeed) => call<FairView>('PUT', `${sessionPath}/seed`, { client_seed: clientSeed }),
    rotateSeed: () => call<SeedRotation>('POST', `${sessionPath}/seed/rotate`),
    verifyUrl: (params) => {
      const query = params
        ? '?' + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
        : '';
      return `${base}/verify${query}`;
    },
    mathUrl: (game) => `${base}/api/games/${encodeURIComponent(game)}/math`,
  };
}
