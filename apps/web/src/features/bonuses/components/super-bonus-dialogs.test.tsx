import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeDialog,
  openDialog,
  type DialogComponentProps,
  type DialogComponents,
} from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { bonus, json, mockFetch, renderWithProviders, TestDialogsHost } from '../testing';
import { RejectSuperDialog, SuperBonusesDialog } from './super-bonus-dialogs';

const OFFERS = [
  bonus({ id: 21, title: 'Deposit boost', type: 'super_deposit', number_of_spins: 0 }),
  bonus({ id: 22, title: 'Spin storm', type: 'super_fs', percentage: 0 }),
  bonus({ id: 23, title: 'Combo', type: 'super_deposit_and_fs' }),
];

// The real super bonus dialogs; the others are stand-ins that say they are open.
const stand = (label: string) =>
  function StandIn(_props: DialogComponentProps) {
    return <p>{label} open</p>;
  };
const registry: DialogComponents = {
  superBonuses: SuperBonusesDialog,
  rejectSuper: RejectSuperDialog,
  waitingScreen: stand('waiting screen'),
  transitionBonuses: stand('bonus deposit'),
};

const probe = () => screen.getByTestId('open-dialogs').textContent;

function setWidth(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

beforeEach(() => {
  localStorage.clear();
  storage.set('accessToken', 'token');
  setWidth(false);
});
afterEach(() => vi.restoreAllMocks());

describe('super bonus dialog', () => {
  it('puts the sports free bet first when the guest picked the sports welcome in the login dialog', async () => {
    const sports = bonus({ id: 24, title: 'Sports free bet', type: 'freebet', number_of_spins: 0 });
    mockFetch({ 'GET /api/frontend/bonus/super/': () => json([...OFFERS, sports]) });
    storage.set('welcomeChoice', 'sports');
    openDialog('superBonuses');
    renderWithProviders(<TestDialogsHost registry={registry} />);
    const list = await screen.findByRole('list', { name: 'Super bonus choices' });
    const cards = within(list).getAllByTestId('bonus-card');
    expect(cards).toHaveLength(4);
    expect(cards[0]?.textContent).toContain('Sports free bet');
    act(() => storage.set('welcomeChoice', 'casino'));
    expect(within(list).getAllByTestId('bonus-card')[3]?.textContent).toContain('Sports free bet');
  });

  it('shows the text and the three choices side by side on a laptop', async () => {
    mockFetch({ 'GET /api/frontend/bonus/super/': () => json(OFFERS) });
    openDialog('superBonuses');
    renderWithProviders(<TestDialogsHost registry={registry} />);
    const dialog = await screen.findByRole('dialog', { name: 'Super Bonus' });
    expect(dialog.textContent).toContain(
      'Thank you for registering! Now, you can claim your Super Bonus. Choose one of the following options, casino or sports (is only given once)',
    );
    const list = within(dialog).getByRole('list', { name: 'Super bonus choices' });
    expect(within(list).getAllByTestId('bonus-card')).toHaveLength(3);
    expect(within(list).getByText('Super bonus: free spins')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Choose' })).toHaveLength(3);
  });

  it('asks before leaving: No brings the choices back, Yes declines them', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({
      'GET /api/frontend/bonus/super/': () => json(OFFERS),
      'POST /api/frontend/bonus_reject/': () => json({ detail: 'Declined.' }),
    });
    openDialog('superBonuses');
    renderWithProviders(<TestDialogsHost registry={registry} />);

    const dialog = await screen.findByRole('dialog', { name: 'Super Bonus' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the Super Bonus' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave the Super Bonus' });
    expect(leave.textContent).toContain('Are you sure you want to leave?');
    expect(probe()).toBe('rejectSuper');

    await user.click(within(leave).getByRole('button', { name: 'No' }));
    expect(await screen.findByRole('dialog', { name: 'Super Bonus' })).toBeTruthy();
    expect(probe()).toBe('superBonuses');
    expect(calls.some((c) => c.path === '/api/frontend/bonus_reject/')).toBe(false);

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(probe()).toBe(''));
    expect(calls.filter((c) => c.path === '/api/frontend/bonus_reject/')).toEqual([
      { method: 'POST', path: '/api/frontend/bonus_reject/', body: undefined },
    ]);
  });

  it('takes a choice behind the waiting screen, opens its deposit dialog and goes to /bonuses', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const calls = mockFetch({
      'GET /api/frontend/bonus/super/': () => json(OFFERS),
      'POST /api/frontend/bonus/super/': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              json({ bonus: bonus({ id: 23, is_active: true, type: 'super_deposit_and_fs' }), detail: 'ok' }),
            );
        }),
    });
    openDialog('superBonuses');
    renderWithProviders(<TestDialogsHost registry={registry} />);
    const dialog = await screen.findByRole('dialog', { name: 'Super Bonus' });
    const combo = within(dialog).getAllByTestId('bonus-card')[2];
    if (!combo) throw new Error('no third card');
    await user.click(within(combo).getByRole('button', { name: 'Choose' }));

    expect(await screen.findByText('waiting screen open')).toBeTruthy();
    act(() => release());
    await waitFor(() => expect(probe()).toBe('transitionBonuses:23'));
    // The router renders the new location in a later turn than the dialog opened.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bonuses'));
    expect(screen.queryByRole('dialog', { name: 'Super Bonus' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/frontend/bonus/super/',
      body: { id: 23 },
    });
  });

  it('closes only the loader when the choice fails, silently', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/frontend/bonus/super/': () => json(OFFERS),
      'POST /api/frontend/bonus/super/': () => json({ non_field_errors: ['Already chosen.'] }, 400),
    });
    openDialog('superBonuses');
    renderWithProviders(<TestDialogsHost registry={registry} />);
    const dialog = await screen.findByRole('dialog', { name: 'Super Bonus' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Choose' })[0] as HTMLElement);
    await waitFor(() => expect(probe()).toBe('superBonuses'));
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes quietly, without asking, when there is nothing left to choose', async () => {
    mockFetch({ 'GET /api/frontend/bonus/super/': () => json([]) });
    openDialog('superBonuses');
    renderWithProviders(<TestDialogsHost registry={registry} />);
    await waitFor(() => expect(probe()).toBe(''));
  });

  it('waits for the e-mail confirmation of a sign-up to be done before showing the choices', async () => {
    mockFetch({ 'GET /api/frontend/bonus/super/': () => json(OFFERS) });
    openDialog('confirmEmail');
    openDialog('superBonuses');
    renderWithProviders(<TestDialogsHost registry={registry} />);
    // Give the list time to arrive: still nothing on screen while the code is asked for.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Super Bonus' })).toBeNull();
    act(() => closeDialog('confirmEmail'));
    expect(await screen.findByRole('dialog', { name: 'Super Bonus' })).toBeTruthy();
  });
});

describe('super bonus carousel on a phone', () => {
  it('swipes and wraps around in both directions, with only the centred card usable', async () => {
    setWidth(true);
    const user = userEvent.setup();
    mockFetch({ 'GET /api/frontend/bonus/super/': () => json(OFFERS) });
    openDialog('superBonuses');
    renderWithProviders(<TestDialogsHost registry={registry} />);
    const carousel = await screen.findByRole('region', { name: 'Super bonus choices' });
    const current = () =>
      within(carousel)
        .getAllByRole('button', { name: /^Show bonus/ })
        .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
    const usable = () =>
      within(carousel)
        .getAllByRole('group')
        .filter((g) => !g.hasAttribute('inert'));

    expect(current()).toBe(1);
    expect(usable().map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3']);
    // Only the centred card's Choose is reachable (the copies and neighbours are inert).
    expect(within(usable()[0] as HTMLElement).getByRole('heading').textContent).toBe('Deposit boost');

    // Back from the first wraps to the last: it slides onto the copy, then jumps to the real one.
    await user.click(within(carousel).getByRole('button', { name: 'Previous bonus' }));
    expect(current()).toBe(3);
    fireEvent.transitionEnd(screen.getByTestId('carousel-track'));
    expect(current()).toBe(3);
    expect(within(usable()[0] as HTMLElement).getByRole('heading').textContent).toBe('Combo');

    // Forward from the last wraps to the first.
    await user.click(within(carousel).getByRole('button', { name: 'Next bonus' }));
    expect(current()).toBe(1);

    // A swipe to the left moves to the next card; a small drag does not.
    const track = screen.getByTestId('carousel-track').parentElement as HTMLElement;
    fireEvent.pointerDown(track, { pointerId: 1, clientX: 300, clientY: 100 });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 280, clientY: 102 });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 200, clientY: 104 });
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 200, clientY: 104 });
    expect(current()).toBe(2);
    fireEvent.pointerDown(track, { pointerId: 2, clientX: 300, clientY: 100 });
    fireEvent.pointerMove(track, { pointerId: 2, clientX: 285, clientY: 100 });
    fireEvent.pointerUp(track, { pointerId: 2, clientX: 285, clientY: 100 });
    expect(current()).toBe(2);

    // The dots go straight to a card.
    await user.click(within(carousel).getByRole('button', { name: 'Show bonus 3' }));
    expect(current()).toBe(3);
  });
});
