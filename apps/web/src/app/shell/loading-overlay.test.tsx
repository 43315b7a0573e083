import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { isStartupOverlayGone } from '../../lib/startup';
import { LoadingOverlay } from './loading-overlay';

type Pending = Map<string, (response: Response) => void>;

/** fetch answers only when the test releases the path. */
function holdFetch(): Pending {
  const pending: Pending = new Map();
  vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    return new Promise<Response>((resolve) => pending.set(url.pathname, resolve));
  });
  return pending;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderOverlay() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoadingOverlay startedAt={performance.now()} />
    </QueryClientProvider>,
  );
}

const overlay = () => screen.queryByRole('status', { name: 'Loading the casino…' });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const release = (pending: Pending, path: string, response: Response) =>
  act(async () => {
    pending.get(path)?.(response);
    await Promise.resolve();
  });

describe('loading overlay', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  // The first test: the app learns once, when the first overlay goes (lib/startup.ts).
  it('stays at least 5 seconds even when everything has loaded, and tells the app when it goes', async () => {
    const pending = holdFetch();
    renderOverlay();
    await release(pending, '/api/frontend/countries/', answer(200, []));
    await advance(4_900);
    expect(overlay()).not.toBeNull();
    expect(isStartupOverlayGone()).toBe(false);
    await advance(100);
    expect(overlay()).toBeNull();
    expect(isStartupOverlayGone()).toBe(true);
  });

  it('waits for the country list beyond 5 seconds, and a guest is not asked for user data', async () => {
    const pending = holdFetch();
    renderOverlay();
    await advance(8_000);
    expect(overlay()).not.toBeNull();
    expect([...pending.keys()]).toEqual(['/api/frontend/countries/']);
    await release(pending, '/api/frontend/countries/', answer(500, { detail: 'down' }));
    await advance(0);
    expect(overlay()).toBeNull();
  });

  it('waits for a player profile and balance, and failures release it too', async () => {
    window.localStorage.setItem('accessToken', JSON.stringify('token'));
    const pending = holdFetch();
    renderOverlay();
    await advance(5_000);
    expect([...pending.keys()].sort()).toEqual([
      '/api/frontend/countries/',
      '/api/frontend/user/me/',
      '/api/frontend/wallet/me/',
    ]);
    await release(pending, '/api/frontend/countries/', answer(200, []));
    await release(pending, '/api/frontend/user/me/', answer(500, { detail: 'down' }));
    await advance(0);
    expect(overlay()).not.toBeNull();
    await release(
      pending,
      '/api/frontend/wallet/me/',
      answer(200, { balance_usd: 10, bonus_balance_usd: 0, is_new_user: false }),
    );
    await advance(0);
    expect(overlay()).toBeNull();
  });
});
