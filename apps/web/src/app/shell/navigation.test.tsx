import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/api-client';
import { closeDialog } from '../../lib/dialogs';
import { storage } from '../../lib/storage';
import { renderApp, signIn, stubFetch } from '../testing';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('navigation', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    stubFetch({ 'GET /api/frontend/countries/': [200, []] });
  });
  afterEach(() => {
    closeDialog('loginMenu');
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('scrolls to the top on a new route and restores the position 500 ms after going back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/');
    scrollWindowTo(640);

    scrollTo.mockClear();
    await act(() => router.navigate('/vip'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollWindowTo(120);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(499));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('keeps referral and lead_id for sign-up and removes them from the address without a new entry', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/slots?referral=FRIEND&provider=3&lead_id=L-77#top');
    await waitFor(() => expect(router.state.location.search).toBe('?provider=3'));
    expect(router.state.location.pathname).toBe('/slots');
    expect(router.state.location.hash).toBe('#top');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.sessionStorage.getItem('referral')).toBe('FRIEND');
    expect(window.sessionStorage.getItem('lead_id')).toBe('L-77');
    // Cleaning the address is not a new route: the reader stays where they are.
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('sends a guest away from /bonuses to the lobby with the login dialog', async () => {
    const { router } = renderApp('/bonuses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows /bonuses to a player', async () => {
    signIn();
    const { router } = renderApp('/bonuses');
    expect(router.state.location.pathname).toBe('/bonuses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuses' })).toBeTruthy();
    // Players see the Bonuses entry; guests do not (header.test.tsx).
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Bonuses' }).getAttribute('aria-current')).toBe('page');
  });

  it('answers unknown addresses and unknown FAQ slugs with the 404 page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('opens every FAQ slug and rejects others', async () => {
    const page = { slug: 'play-safe', locale: 'en', title: 'Play safe', summary: 'Tools.' };
    stubFetch({
      'GET /api/frontend/countries/': [200, []],
      'GET /api/frontend/pages/play-safe/': [
        200,
        { ...page, updated_at: '2026-07-01T00:00:00Z', intro_markdown: '', sections: [] },
      ],
    });
    const { router } = renderApp('/faq/play-safe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Play safe' })).toBeTruthy();
    await act(() => router.navigate('/faq/not-a-page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('sends guests to the events tab of /promo and players to bonuses', async () => {
    const guest = renderApp('/promo/bonuses');
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/promo/events'));
    expect(screen.queryByRole('link', { name: 'Bonuses', current: 'page' })).toBeNull();
    guest.unmount();

    signIn();
    const player = renderApp('/promo');
    await waitFor(() => expect(player.router.state.location.pathname).toBe('/promo/bonuses'));
  });

  it('returns to the guest state when a failed refresh clears the session', async () => {
    signIn();
    const { router } = renderApp('/profile');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(storage.get('accessToken')).toBe('');
  });

  it('switches the game mode and returns to the lobby', async () => {
    const { router } = renderApp('/vip');
    act(() => screen.getAllByRole('button', { name: 'Live Casino' })[0]?.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storage.get('headerType')).toBe('live_casino');
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'All games' })).toBeTruthy();
  });

  it('switches the game mode on the lobby without a new history entry, back at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/');
    const entry = router.state.location.key;
    scrollWindowTo(640);
    scrollTo.mockClear();
    act(() => screen.getAllByRole('button', { name: 'Live Casino' })[0]?.click());
    expect(storage.get('headerType')).toBe('live_casino');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(router.state.location.key).toBe(entry);
    // The sidebar's catalogue entry follows the mode once the lobby renders it.
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(sidebar).findByRole('link', { name: 'All games' })).toBeTruthy();
  });

  it('opens the sportsbook from its tab beside the game modes, which then show unpressed', async () => {
    const { router } = renderApp('/');
    act(() => screen.getAllByRole('button', { name: 'Sports' })[0]?.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
    const [sports] = screen.getAllByRole('button', { name: 'Sports' });
    expect(sports?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Casino' })[0]?.getAttribute('aria-pressed')).toBe('false');
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Sports' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the reset-password link from the e-mail over the lobby', async () => {
    renderApp('/api/frontend/password/reset/confirm/MQ/abc-123/');
    expect(screen.getByRole('heading', { level: 1, name: /up to 2,500 USD/i })).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('stores a redirect login from /login/success and lands on the lobby', async () => {
    stubFetch({
      'GET /api/frontend/countries/': [200, []],
      'GET /api/frontend/user/me/': [200, { email: 'p@example.com', nickname: 'lucky' }],
    });
    const { router } = renderApp('/login/success?access=acc-1&refresh=ref-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(storage.get('accessToken')).toBe('acc-1');
    expect(screen.getByRole('heading', { level: 1, name: /up to 2,500 USD/i })).toBeTruthy();
  });
});
