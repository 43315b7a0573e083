import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { json, renderAt, requestsTo, signIn, stubApi } from '../testing';
import { GamePage } from './game-page';

const START = '/api/frontend/start';
const GAME_URL = '/studio/play/book-of-gold?session=s-1';

/** Stands in for the frame's window: same-origin reads give its address, others throw. */
function frameAt(frame: HTMLIFrameElement, where: () => URL) {
  Object.defineProperty(frame, 'contentWindow', {
    configurable: true,
    get: () => ({
      get location() {
        return where();
      },
    }),
  });
}

describe('game page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.body.style.overflow = '';
  });
  afterEach(() => {
    act(() => {
      closeDialog('loginMenu');
      closeDialog('transitionDialog');
    });
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('launches the demo and shows the game in a titled full-screen frame', async () => {
    const asked = stubApi({ [`GET ${START}`]: () => json({ status: true, url: GAME_URL }) });
    renderAt(<GamePage />, '/game?gameId=12&isDemo=true');
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    const start = requestsTo(asked, START)[0];
    expect(start?.searchParams.get('gameId')).toBe('12');
    expect(start?.searchParams.get('demo')).toBe('true');
    expect(start?.searchParams.get('mobile')).toBe('false');
    expect(screen.getByText('Demo')).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    // A guest has neither Deposit nor Need help.
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Need help' })).toBeNull();
  });

  it("logs 'Invalid link received' and explains kindly when the launch is refused", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ [`GET ${START}`]: () => json({ status: false, url: '' }) });
    renderAt(<GamePage />, '/game?gameId=12&isDemo=true');
    expect(await screen.findByRole('heading', { name: 'The game could not be started' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Invalid link received');
    expect(screen.queryByTitle('Game')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to lobby' }).getAttribute('href')).toBe('/');
  });

  it('shows why real play is closed (a 409) with the demo and the way back, and never retries', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const message =
      'You have reached your daily play-time limit of 30 minutes. Real-money play opens again tomorrow.';
    const asked = stubApi({
      [`GET ${START}`]: (url) =>
        url.searchParams.get('demo') === 'true'
          ? json({ status: true, url: GAME_URL })
          : json({ detail: message }, 409),
    });
    renderAt(<GamePage />, '/game?gameId=12&isDemo=false');
    expect(await screen.findByRole('heading', { name: 'Real-money play is closed for now' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByTitle('Game')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to lobby' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Play the demo' }));
    expect((await screen.findByTitle('Game')).getAttribute('src')).toBe(GAME_URL);
    expect(screen.getByTestId('location').textContent).toBe('/game?gameId=12&isDemo=true');
    expect(requestsTo(asked, START).map((u) => u.searchParams.get('demo'))).toEqual(['false', 'true']);
  });

  it('asks a guest to sign in for real play without launching anything', async () => {
    const user = userEvent.setup();
    const asked = stubApi({});
    renderAt(<GamePage />, '/game?gameId=12&isDemo=false');
    expect(screen.getByRole('heading', { name: 'Sign in to play for real money' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('login-open')).toBeTruthy();
    expect(requestsTo(asked, START)).toHaveLength(0);
  });

  it('clears the frame and returns to the lobby once the frame comes back to the casino', async () => {
    stubApi({ [`GET ${START}`]: () => json({ status: true, url: GAME_URL }) });
    renderAt(<GamePage />, '/game?gameId=12&isDemo=true');
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    let where = new URL(GAME_URL, window.location.origin);
    frameAt(frame, () => where);

    // In the game: the watcher's ticks leave it alone.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.getByTestId('location').textContent).toBe('/game?gameId=12&isDemo=true');

    // The game's Home button sends the frame to the lobby: within a second the page follows.
    where = new URL('/', window.location.origin);
    const sent = Date.now();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 2500 });
    expect(Date.now() - sent).toBeLessThan(1600);
    expect(screen.queryByTitle('Game')).toBeNull();
  });

  it('ignores a frame it cannot read while the game lives on another origin', async () => {
    stubApi({ [`GET ${START}`]: () => json({ status: true, url: 'https://provider.example/launch?t=1' }) });
    renderAt(<GamePage />, '/game?gameId=12&isDemo=true');
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    frameAt(frame, () => {
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.getByTestId('location').textContent).toBe('/game?gameId=12&isDemo=true');
    expect(screen.getByTitle('Game')).toBeTruthy();
  });

  it('returns when the frame of a game on its own host can no longer be read (the lobby refused framing)', async () => {
    stubApi({ [`GET ${START}`]: () => json({ status: true, url: GAME_URL }) });
    renderAt(<GamePage />, '/game?gameId=12&isDemo=true');
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    frameAt(frame, () => {
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 2500 });
    expect(screen.queryByTitle('Game')).toBeNull();
  });

  it('gives a player Deposit, Need help and the in-game menu with Reload and the widgets', async () => {
    signIn();
    const user = userEvent.setup();
    stubApi({ [`GET ${START}`]: () => json({ status: true, url: GAME_URL }) });
    renderAt(
      <GamePage balance={<span>$10.00</span>} widgets={<p>pending withdrawals widget</p>} />,
      '/game?gameId=12&isDemo=false',
    );
    const first = await screen.findByTitle('Game');
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Need help' }));
    expect(storage.get('supportOpened')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Game menu' }));
    expect(screen.getByText('pending withdrawals widget')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Reload game' }));
    const reloaded = screen.getByTitle('Game');
    expect(reloaded).not.toBe(first);
    expect(reloaded.getAttribute('src')).toBe(GAME_URL);
  });

  it('stops watching when the page is left', async () => {
    stubApi({ [`GET ${START}`]: () => json({ status: true, url: GAME_URL }) });
    const clear = vi.spyOn(window, 'clearInterval');
    const view = renderAt(<GamePage />, '/game?gameId=12&isDemo=true');
    await screen.findByTitle('Game');
    view.unmount();
    expect(clear).toHaveBeenCalled();
  });

  it('refreshes the balance when the game in the frame says it moved, and once more on leaving', async () => {
    stubApi({ [`GET ${START}`]: () => json({ status: true, url: GAME_URL }) });
    const refresh = vi.fn();
    const view = renderAt(<GamePage onBalanceChange={refresh} />, '/game?gameId=12&isDemo=true');
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    const game = {} as Window;
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => game });
    const signal = { source: 'royal-originals', type: 'round_finished', round: 'r', balance: 1 };
    const post = (data: unknown, origin: string, source: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
      });
    post(signal, window.location.origin, game);
    expect(refresh).toHaveBeenCalledTimes(1);
    post({ ...signal, type: 'balance_changed' }, window.location.origin, game);
    expect(refresh).toHaveBeenCalledTimes(2);
    // Another origin, another window, or anything else said: ignored.
    post(signal, 'https://evil.example', game);
    post(signal, window.location.origin, window);
    post({ source: 'royal-originals', type: 'jackpot' }, window.location.origin, game);
    post('round_finished', window.location.origin, game);
    expect(refresh).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
