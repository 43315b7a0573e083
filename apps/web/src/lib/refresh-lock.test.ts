import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The server's side of refresh as decision 003 has it: each refresh token works once, and one
 * presented again revokes the family (the fresh pair too).
 */
function tokenServer() {
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
});
