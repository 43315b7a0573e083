import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, type DialogName } from '../../lib/dialogs';
import { markStartupOverlayGone } from '../../lib/startup';
import { renderApp, signIn, stubFetch } from '../testing';

const OPENED: DialogName[] = [
  'loginMenu',
  'registrationMenu',
  'transitionDialog',
  'headerMobileMenu',
  'wheelMenu',
  'providersMenu',
];

describe('header, sidebar and phone menu', () => {
  beforeEach(() => {
    window.localStorage.clear();
    stubFetch({
      'GET /api/frontend/countries/': [200, []],
      'GET /api/frontend/wallet/me/': [
        200,
        { balance_usd: 1234.5, bonus_balance_usd: 0, is_new_user: false },
      ],
      'GET /api/frontend/user/me/': [200, { email: 'p@example.com', nickname: 'p' }],
      'GET /api/frontend/random_slot/': [200, { game_id: 7 }],
    });
  });
  afterEach(() => {
    act(() => OPENED.forEach(closeDialog));
    vi.restoreAllMocks();
  });

  it('offers a guest Login and Sign up, and the countdown, but no balance', () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: /sign-up bonus ends in/i })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('shows a player the balance with Deposit opening the cash box, inbox, profile and FAQ', async () => {
    signIn();
    renderApp('/');
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByTestId('balance-amount').textContent).toBe('$1,234.50'));
    expect(within(header).queryByRole('button', { name: 'Login' })).toBeNull();
    expect(within(header).queryByRole('button', { name: /sign-up bonus/i })).toBeNull();
    expect(within(header).getByRole('button', { name: 'Inbox' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(header).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    await userEvent.setup().click(within(header).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('asks a guest to sign in for a random slot and sends a player into the picked game', async () => {
    const user = userEvent.setup();
    const guest = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Random slot' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    act(() => closeDialog('loginMenu'));
    guest.unmount();

    signIn();
    const { router } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Random slot' }));
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(router.state.location.search).toBe('?gameId=7&isDemo=false');
  });

  it('steps aside with the sidebar, footer and chat launcher while a game fills the screen', async () => {
    renderApp('/game?gameId=1&isDemo=true');
    expect(await screen.findByTestId('game-page')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open support chat' })).toBeNull();
  });

  it('opens the phone menu, which closes when a destination is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(menu)
      .getAllByRole('link')
      .concat(within(menu).getAllByRole('button'))
      .map((el) => el.textContent);
    for (const name of [
      'Wheel of Fortune',
      'VIP Club',
      'Search',
      'Lobby',
      'Providers',
      'Tournaments',
      'Cashback status',
      'All slots',
      'FAQ',
      'Live support',
    ]) {
      expect(names).toContain(name);
    }
    // Bonuses are for players only (document 2, section 5).
    expect(names).not.toContain('Bonuses');
    await user.click(within(menu).getByRole('link', { name: 'Tournaments' }));
    expect(router.state.location.pathname).toBe('/tournaments');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('opens the wheel of fortune from the sidebar', async () => {
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Wheel of Fortune' }));
    expect((await screen.findByRole('dialog', { name: 'Wheel of Fortune' })).textContent).toContain(
      'One free spin every day',
    );
  });

  it('lists the 14 help pages in the footer', async () => {
    renderApp('/');
    // The footer comes once the start-up overlay has gone.
    act(() => markStartupOverlayGone());
    const footer = await screen.findByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Information' })).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(14);
    expect(links[0]?.getAttribute('href')).toBe('/faq/terms-conditions');
    expect(links[13]?.getAttribute('href')).toBe('/faq/fortune-wheel');
  });
});
