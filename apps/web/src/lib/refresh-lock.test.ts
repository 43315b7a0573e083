import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The server's side of refresh as decision 003 has it: each refresh token works once, and one
 * presented again revokes the family (the fresh pair too).
 */
function tokenServer(
  options: {
    /** Answers a refresh instead of the server's rule (a lost answer rejects). */
    refreshAnswer?: () => Promise<Response>;
    /** Runs while a refresh is on its way (another tab at work). */
    meanwhile?: () => void;
  } = {},
) {
  let generation = 1;
  let revoked = false;
  const used = new Set<string>();
  const refreshCalls: string[] = [];
  const current = () => ({ access: `access-${generation}`, refresh: `refresh-${generation}` });
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    // Every answer takes a while, so the two tabs' calls overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (url === '/api/frontend/token/refresh/') {
      const { refresh } = JSON.parse(String(init.body)) as { refresh: string };
      refreshCalls.push(refresh);
      options.meanwhile?.();
      if (options.refreshAnswer) return options.refreshAnswer();
      if (used.has(refresh)) revoked = true;
      if (revoked || refresh !== current().refresh)
        return answer(401, { detail: 'Token is invalid or expired' });
      used.add(refresh);
      generation += 1;
      return answer(200, current());
    }
    const auth = (init.headers as Record<string, string>).Authorization;
    if (revoked || auth !== `Bearer ${current().access}`) return answer(401, { detail: 'Not signed in' });
    return answer(200, { nickname: 'player' });
  });
  return { fetch, refreshCalls, isRevoked: () => revoked };
}

/** Web Locks as browsers grant them: one holder of a name at a time, the others in turn. */
function lockManager() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, _options: unknown, task: () => Promise<unknown>) => {
      const run = tail.then(() => task());
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** A browser tab: its own copy of the client's module state, sharing the origin's storage and locks. */
async function openTab() {
  vi.resetModules();
  return import('./api-client');
}

describe('token refresh across tabs', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // The access token has expired; the refresh token is the family's current one.
    window.localStorage.setItem('accessToken', JSON.stringify('access-0'));
    window.localStorage.setItem('refreshToken', JSON.stringify('refresh-1'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refreshes once for two tabs whose calls are refused at once, and both stay signed in', async () => {
    const server = tokenServer();
    vi.stubGlobal('fetch', server.fetch);
    Object.defineProperty(navigator, 'locks', { value: lockManager(), configurable: true });
    const [first, second] = [await openTab(), await openTab()];

    const answers = await Promise.all([
      first.api('/api/frontend/user/me/'),
      second.api('/api/frontend/user/me/'),
      second.api('/api/frontend/user/me/'),
    ]);

    expect(answers).toEqual([{ nickname: 'player' }, { nickname: 'player' }, { nickname: 'player' }]);
    expect(server.refreshCalls).toEqual(['refresh-1']);
    expect(server.isRevoked()).toBe(false);
    expect(JSON.parse(window.localStorage.getItem('refreshToken') ?? '')).toBe('refresh-2');
    expect(JSON.parse(window.localStorage.getItem('accessToken') ?? '')).toBe('access-2');
  });

  it('refreshes again when the newest stored access token is refused too', async () => {
    const server = tokenServer();
    vi.stubGlobal('fetch', server.fetch);
    Object.defineProperty(navigator, 'locks', { value: lockManager(), configurable: true });
    const tab = await openTab();

    await tab.api('/api/frontend/user/me/');
    // Much later the token the first refresh gave has expired as well: a second refresh follows.
    window.localStorage.setItem('accessToken', JSON.stringify('access-expired'));
    await tab.api('/api/frontend/user/me/');

    expect(server.refreshCalls).toEqual(['refresh-1', 'refresh-2']);
    expect(server.isRevoked()).toBe(false);
  });

  it('keeps single flight within a tab where the browser has no Web Locks', async () => {
    const server = tokenServer();
    vi.stubGlobal('fetch', server.fetch);
    const tab = await openTab();

    await Promise.all([tab.api('/api/frontend/user/me/'), tab.api('/api/frontend/user/me/')]);

    expect(server.refreshCalls).toEqual(['refresh-1']);
  });

  it('ends the session when the refresh is refused', async () => {
    const server = tokenServer();
    vi.stubGlobal('fetch', server.fetch);
    Object.defineProperty(navigator, 'locks', { value: lockManager(), configurable: true });
    window.localStorage.setItem('refreshToken', JSON.stringify('refresh-stolen'));
    const tab = await openTab();

    await expect(tab.api('/api/frontend/user/me/')).rejects.toMatchObject({ status: 401 });
    expect(JSON.parse(window.localStorage.getItem('accessToken') ?? '')).toBe('');
  });

  it('keeps the session when the refresh gets no answer, and refreshes again at the next refusal', async () => {
    const server = tokenServer({
      refreshAnswer: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    vi.stubGlobal('fetch', server.fetch);
    Object.defineProperty(navigator, 'locks', { value: lockManager(), configurable: true });
    const tab = await openTab();

    await expect(tab.api('/api/frontend/user/me/')).rejects.toMatchObject({ status: 0 });
    // A dropped connection or a timeout says nothing about the tokens: they are kept in every tab.
    expect(JSON.parse(window.localStorage.getItem('accessToken') ?? '')).toBe('access-0');
    expect(JSON.parse(window.localStorage.getItem('refreshToken') ?? '')).toBe('refresh-1');
    const answered = tokenServer();
    vi.stubGlobal('fetch', answered.fetch);
    await expect(tab.api('/api/frontend/user/me/')).resolves.toEqual({ nickname: 'player' });
    expect(answered.refreshCalls).toEqual(['refresh-1']);
  });

  it('keeps the session when the server cannot answer the refresh just now', async () => {
    for (const status of [429, 500, 503]) {
      window.localStorage.setItem('accessToken', JSON.stringify('access-0'));
      window.localStorage.setItem('refreshToken', JSON.stringify('refresh-1'));
      const server = tokenServer({
        refreshAnswer: async () => new Response(JSON.stringify({ detail: 'Busy' }), { status }),
      });
      vi.stubGlobal('fetch', server.fetch);
      const tab = await openTab();

      await expect(tab.api('/api/frontend/user/me/')).rejects.toMatchObject({ status });
      expect(JSON.parse(window.localStorage.getItem('refreshToken') ?? ''), String(status)).toBe('refresh-1');
    }
  });

  it("leaves alone the tokens another tab stored while this tab's refresh was refused", async () => {
    // This tab holds a token the server refuses; meanwhile the player signs in again in another tab.
    window.localStorage.setItem('refreshToken', JSON.stringify('refresh-stolen'));
    const server = tokenServer({
      meanwhile: () => {
        window.localStorage.setItem('accessToken', JSON.stringify('access-1'));
        window.localStorage.setItem('refreshToken', JSON.stringify('refresh-1'));
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    Object.defineProperty(navigator, 'locks', { value: lockManager(), configurable: true });
    const tab = await openTab();

    await expect(tab.api('/api/frontend/user/me/')).resolves.toEqual({ nickname: 'player' });
    expect(server.refreshCalls).toEqual(['refresh-stolen']);
    expect(JSON.parse(window.localStorage.getItem('accessToken') ?? '')).toBe('access-1');
    expect(JSON.parse(window.localStorage.getItem('refreshToken') ?? '')).toBe('refresh-1');
  });
});
