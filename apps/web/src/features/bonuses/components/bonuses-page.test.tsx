import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { activeBonus, bonus, json, mockFetch, renderWithProviders } from '../testing';
import { BonusesPage } from './bonuses-page';

const probe = () => screen.getByTestId('open-dialogs').textContent;

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
});
afterEach(() => vi.useRealTimers());

describe('My bonus', () => {
  it('shows the wagering progress, balances, spins, max bet, contributions and time left', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: Date.parse('2026-03-01T10:00:00Z'),
    });
    mockFetch({
      'GET /api/frontend/bonus/active/': () =>
        json(activeBonus({ ends_at: '2026-03-08T12:30:00Z', time_left: '7d 2h 30m 0s' })),
      'GET /api/frontend/bonus/available/': () => json([]),
      'GET /api/frontend/promo-code/used/': () => json([]),
    });
    renderWithProviders(<BonusesPage />);

    const section = screen.getByRole('region', { name: 'My bonus' });
    const bar = await within(section).findByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(section).getByTestId('wager-percent').textContent).toBe('25%');
    expect(within(section).getByText('$1,225.00 of $4,900.00 wagered')).toBeTruthy();
    expect(within(section).getByTestId('bonus-balance').textContent).toBe('$60.00');
    expect(within(section).getByText('120')).toBeTruthy();
    expect(within(section).getByText('$12.40')).toBeTruthy();
    expect(within(section).getByText('$20.00')).toBeTruthy();
    expect(
      within(section).getByText(
        'Wagering contributions: Slots 100% · Live casino 10% · Table games 10% · Video poker 5% · Jackpots 0% · Game shows 0% · Lobby games 0%',
      ),
    ).toBeTruthy();

    // The time left moves each minute.
    const timer = within(section).getByRole('timer');
    expect(timer.textContent).toBe('7d 02h 30m');
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer.textContent).toBe('7d 02h 29m');

    // The current bonus is cancelled from here too (a super bonus is not in the Available list).
    act(() => within(section).getByRole('button', { name: 'Deactivate' }).click());
    expect(probe()).toBe('deactivateBonus:11');
  });

  it("shows the sports welcome's free bet, then its winnings' wagering with what counts", async () => {
    const sports = (freeBet: Parameters<typeof activeBonus>[0]) =>
      activeBonus({ type: 'freebet', number_of_spins: 0, spins_left: 0, bonus_balance: 0, ...freeBet });
    mockFetch({
      'GET /api/frontend/bonus/active/': () =>
        json(
          sports({ free_bet: { phase: 'token', id: 11, amount: 20, expires_at: '2026-04-01T10:00:00Z' } }),
        ),
      'GET /api/frontend/bonus/available/': () => json([]),
      'GET /api/frontend/promo-code/used/': () => json([]),
    });
    const first = renderWithProviders(<BonusesPage />);
    let section = screen.getByRole('region', { name: 'My bonus' });
    const step = await within(section).findByTestId('free-bet-step');
    expect(step.textContent).toContain(
      'Your free bet of $20.00 is ready: choose it in the bet slip on a single or an accumulator.',
    );
    expect(within(step).getByRole('button', { name: 'Go to Sports' })).toBeTruthy();
    expect(within(section).queryByRole('progressbar')).toBeNull();
    expect(
      within(section).getByText(
        'Sports bets count 100% towards wagering once settled; system bets and casino games do not count.',
      ),
    ).toBeTruthy();
    first.unmount();

    mockFetch({
      'GET /api/frontend/bonus/active/': () =>
        json(
          sports({
            free_bet: { phase: 'wagering', id: 11, amount: 20, expires_at: '2026-04-01T10:00:00Z' },
            bonus_balance: 56,
            wager_required: 168,
            wagered: 100,
            wager_progress: 59.5,
          }),
        ),
      'GET /api/frontend/bonus/available/': () => json([]),
      'GET /api/frontend/promo-code/used/': () => json([]),
    });
    renderWithProviders(<BonusesPage />);
    section = screen.getByRole('region', { name: 'My bonus' });
    await within(section).findByRole('progressbar', { name: 'Wagering progress' });
    expect(within(section).getByText('$100.00 of $168.00 wagered')).toBeTruthy();
    expect(within(section).getByTestId('bonus-balance').textContent).toBe('$56.00');
  });

  it('shows the no-bonus text when there is none, and the deposit button for a pending bonus', async () => {
    mockFetch({
      'GET /api/frontend/bonus/active/': () => json(null),
      'GET /api/frontend/bonus/available/': () => json([]),
      'GET /api/frontend/promo-code/used/': () => json([]),
    });
    const first = renderWithProviders(<BonusesPage />);
    expect(await screen.findByText(/You have no active bonus/)).toBeTruthy();
    first.unmount();

    mockFetch({
      'GET /api/frontend/bonus/active/': () =>
        json(activeBonus({ state: 'pending', is_used: false, wager_progress: 0, wagered: 0 })),
      'GET /api/frontend/bonus/available/': () => json([]),
      'GET /api/frontend/promo-code/used/': () => json([]),
    });
    renderWithProviders(<BonusesPage />);
    const section = screen.getByRole('region', { name: 'My bonus' });
    expect(await within(section).findByText('Waiting for deposit')).toBeTruthy();
    expect(
      within(section).getByText('Make a deposit of at least $80.00 to receive this bonus.'),
    ).toBeTruthy();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Make a deposit' }));
    expect(probe()).toBe('transitionBonuses:11');
  });
});

describe('Available bonuses', () => {
  it('raises an error without a message when the list is not an array', async () => {
    mockFetch({
      'GET /api/frontend/bonus/active/': () => json(null),
      'GET /api/frontend/bonus/available/': () => json({ results: [bonus()] }),
      'GET /api/frontend/promo-code/used/': () => json([]),
    });
    renderWithProviders(<BonusesPage />);
    const section = screen.getByRole('region', { name: 'Available bonuses' });
    await waitFor(() => expect(section.getAttribute('aria-busy')).toBeNull());
    await waitFor(() => expect(within(section).queryByRole('list')).toBeNull());
    // Nothing for the player: no card, no failure text, no alert, no retry.
    expect(within(section).queryByTestId('bonus-card')).toBeNull();
    expect(within(section).queryByText('The bonuses could not be loaded.')).toBeNull();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows each card with its type, facts, info toggle and the button of its state', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/frontend/bonus/active/': () => json(null),
      'GET /api/frontend/bonus/available/': () =>
        json([
          bonus({ id: 1, title: 'Offer' }),
          bonus({ id: 2, title: 'Pending', type: 'deposit', number_of_spins: 0, is_active: true }),
          bonus({ id: 3, title: 'Running', type: 'fs', is_active: true, is_used: true }),
        ]),
      'GET /api/frontend/promo-code/used/': () => json([]),
    });
    renderWithProviders(<BonusesPage />);
    const list = await screen.findByRole('list', { name: 'Available bonuses' });
    const [offer, pending, running] = within(list).getAllByTestId('bonus-card');
    if (!offer || !pending || !running) throw new Error('three cards expected');

    expect(within(offer).getByText('Deposit bonus + free spins')).toBeTruthy();
    expect(within(offer).getByRole('heading', { name: 'Offer' })).toBeTruthy();
    expect(within(offer).getByText('$3,000.00')).toBeTruthy();
    expect(within(offer).getByText('x35')).toBeTruthy();
    expect(within(offer).getByText('Wagering in casino')).toBeTruthy();
    expect(within(offer).getByText('175')).toBeTruthy();
    expect(within(offer).getByText('$0.20')).toBeTruthy();
    expect(within(offer).getByText('$80.00')).toBeTruthy();
    expect(offer.querySelector('img')?.getAttribute('src')).toBe('/img/bonuses/welcome-1.svg');
    // A bonus without spins shows neither spins nor bet per spin.
    expect(within(pending).queryByText('Bet per spin')).toBeNull();

    const toggle = within(offer).getByRole('button', { name: 'Bonus details' });
    const terms = within(offer).getByText('Wager 35x within 7 days.', { exact: true, ignore: false });
    expect(terms.closest('section')?.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(terms.closest('section')?.hidden).toBe(false);
    expect(within(offer).getByText('Days to wager: 7')).toBeTruthy();

    expect(within(offer).getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Make a deposit' })).toBeTruthy();
    expect(within(running).getByRole('button', { name: 'Deactivate' })).toBeTruthy();

    await user.click(within(pending).getByRole('button', { name: 'Make a deposit' }));
    expect(probe()).toBe('transitionBonuses:2');
    await user.click(within(running).getByRole('button', { name: 'Deactivate' }));
    expect(probe()).toBe('transitionBonuses:2 deactivateBonus:3');
  });

  it('activates with no current bonus and opens the deposit dialog for the pending bonus', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      'GET /api/frontend/bonus/active/': () => json(null),
      'GET /api/frontend/bonus/available/': () => json([bonus({ id: 5 })]),
      'GET /api/frontend/promo-code/used/': () => json([]),
      'POST /api/frontend/bonus/activate/': () =>
        json({ bonus: bonus({ id: 5, is_active: true }), detail: 'The bonus has been activated.' }),
    });
    renderWithProviders(<BonusesPage />);
    const list = await screen.findByRole('list', { name: 'Available bonuses' });
    await user.click(within(list).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(probe()).toBe('transitionBonuses:5'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/frontend/bonus/activate/',
      body: { bonus_id: 5 },
    });
    // The lists are read again after the change.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/frontend/bonus/available/').length).toBeGreaterThan(1),
    );
  });

  it('asks to replace the current bonus instead of activating another one', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      'GET /api/frontend/bonus/active/': () => json(activeBonus({ id: 9 })),
      'GET /api/frontend/bonus/available/': () =>
        json([bonus({ id: 9, is_active: true, is_used: true }), bonus({ id: 4, title: 'Reload' })]),
      'GET /api/frontend/promo-code/used/': () => json([]),
    });
    renderWithProviders(<BonusesPage />);
    const list = await screen.findByRole('list', { name: 'Available bonuses' });
    await user.click(within(list).getByRole('button', { name: 'Activate' }));
    expect(probe()).toBe('confirmBonus:4/reactivate');
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });
});
