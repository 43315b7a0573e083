import type { BonusItem, WheelBonuses, WheelPrize, WheelSpinResult } from '@casino/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, useDialogOpen } from '../../../lib/dialogs';
import '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { segmentAtPointer } from '../wheel-geometry';
import { WheelDialog } from './wheel-dialog';

const bonus = (over: Partial<BonusItem> = {}): BonusItem => ({
  id: 0,
  title: 'Wheel prize',
  short_description: 'A prize',
  description: '',
  type: 'deposit',
  offer: 'wheel',
  percentage: 100,
  max_bonus_amount: 6500,
  max_winning: 10000,
  wager: 30,
  number_of_spins: 0,
  bet_per_spin: 0,
  min_deposit_amount: 75,
  lifetime: 30,
  time_left: '',
  ends_at: null,
  image: '/img/bonuses/wheel.svg',
  button_text: 'Activate',
  is_active: false,
  is_used: false,
  max_bet: 20,
  spin_games: [],
  ...over,
});

const LABELS = [
  '100% up to $6,500',
  '25 free spins',
  '50% up to $1,000',
  '10 free spins',
  '200% up to $500',
  '50 free spins',
];
const prizes: WheelPrize[] = LABELS.map((label, i) => ({
  id: 11 + i,
  label,
  color: ['gold', 'violet', 'emerald', 'rose', 'azure', 'amber'][i] ?? 'gold',
  weight: 10,
  chance: 16.7,
  bonus: label.includes('spins')
    ? bonus({ type: 'fs', percentage: 0, number_of_spins: 25, title: `Wheel prize: ${label}` })
    : bonus({ title: `Wheel prize: ${label}` }),
}));

const wheel = (over: Partial<WheelBonuses> = {}): WheelBonuses[] => [
  { bonuses: prizes, can_spin: true, next_spin_at: null, time_zone: null, last_spin_at: null, ...over },
];

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(handlers: Record<string, (init?: RequestInit) => Response>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`];
    return handler ? handler(init) : answer({ detail: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function LoginProbe() {
  return useDialogOpen('loginMenu') ? <p>login dialog open</p> : null;
}

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <WheelDialog onClose={onClose} />
        <LoginProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

const signIn = () => storage.set('accessToken', 'test-access');

describe('the wheel dialog', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reduceMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    closeDialog('loginMenu');
  });

  it('shows a guest the prizes and sends a spin to the login dialog', async () => {
    mockFetch({ 'GET /api/frontend/wheel_bonuses/': () => answer(wheel({ can_spin: false })) });
    const onClose = renderDialog();
    const button = await screen.findByRole('button', { name: 'Log in to spin' });
    expect(screen.getByTestId('fortune-wheel').getAttribute('data-segments')).toBe('6');
    expect(screen.getByText('Prizes and chances')).toBeTruthy();
    await userEvent.setup().click(button);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByText('login dialog open')).toBeTruthy();
  });

  it('turns to the prize the server drew, then shows it, announces it and links to the bonuses', async () => {
    signIn();
    const result: WheelSpinResult = {
      prize_id: 14,
      index: 3,
      bonus: bonus({
        id: 901,
        type: 'fs',
        percentage: 0,
        title: 'Wheel prize: 10 free spins',
        ends_at: '2026-03-04T12:00:00Z',
      }),
      next_spin_at: '2099-01-01T05:00:00Z',
    };
    const fetchMock = mockFetch({
      'GET /api/frontend/wheel_bonuses/': () => answer(wheel()),
      'POST /api/frontend/wheel/spin/': () => answer(result),
    });
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spin' }));

    const spinCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = JSON.parse(String(spinCall?.[1]?.body)) as { time_zone?: string };
    expect(sent.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    // Turning: the button is busy and the spin flag is up until the wheel stops.
    expect((await screen.findByRole('button', { name: 'Spinning…' })).hasAttribute('disabled')).toBe(true);
    expect(storage.get('wheelSpin')).toBe(true);
    const rotor = screen.getByTestId('fortune-wheel').querySelector('[data-rotation]') as HTMLElement;
    const rotation = Number(rotor.dataset.rotation);
    expect(rotation).toBeGreaterThan(5 * 360);
    expect(segmentAtPointer(rotation, prizes.length)).toBe(3);
    expect(screen.queryByTestId('wheel-prize')).toBeNull();

    act(() => {
      fireEvent.transitionEnd(rotor, { propertyName: 'transform' });
    });
    const card = await screen.findByTestId('wheel-prize');
    expect(card.textContent).toContain('10 free spins');
    expect(screen.getByTestId('wheel-announcement').textContent).toBe(
      'The wheel stopped. You won 10 free spins.',
    );
    expect(storage.get('wheelSpin')).toBe(false);
    expect(storage.get('wheelWon')).toBe(true);
    expect(storage.get('wheelDateSpin')).not.toBe('0');

    await user.click(screen.getByRole('link', { name: 'Go to bonuses' }));
    expect(screen.getByTestId('location').textContent).toBe('/bonuses');
    expect(onClose).toHaveBeenCalled();
  });

  it('stops at once when the player prefers less motion', async () => {
    reduceMotion(true);
    signIn();
    mockFetch({
      'GET /api/frontend/wheel_bonuses/': () => answer(wheel()),
      'POST /api/frontend/wheel/spin/': () =>
        answer({ prize_id: 11, index: 0, bonus: bonus({ id: 5 }), next_spin_at: '2099-01-01T05:00:00Z' }),
    });
    renderDialog();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByTestId('wheel-prize')).textContent).toContain('100% up to $6,500');
    const rotor = screen.getByTestId('fortune-wheel').querySelector('[data-rotation]') as HTMLElement;
    expect(rotor.style.transitionDuration).toBe('0ms');
    expect(segmentAtPointer(Number(rotor.dataset.rotation), prizes.length)).toBe(0);
  });

  it('counts down to the next spin when today’s was used', async () => {
    signIn();
    const inOneHour = new Date(Date.now() + 3_600_000 + 5_000).toISOString();
    mockFetch({
      'GET /api/frontend/wheel_bonuses/': () =>
        answer(wheel({ can_spin: false, next_spin_at: inOneHour, last_spin_at: '2026-03-02T12:00:00Z' })),
    });
    renderDialog();
    const clock = await screen.findByTestId('wheel-countdown');
    expect(clock.textContent).toMatch(/^01:00:0[0-5]$/);
    expect(screen.getByRole('button', { name: 'Spin' }).hasAttribute('disabled')).toBe(true);
    expect(storage.get('wheelDateSpin')).toBe('2026-03-02T12:00:00Z');
  });

  it('shows the server’s refusal and lets the wheel rest', async () => {
    signIn();
    mockFetch({
      'GET /api/frontend/wheel_bonuses/': () => answer(wheel()),
      'POST /api/frontend/wheel/spin/': () =>
        answer({ non_field_errors: ['You have already spun the wheel today.'] }, 400),
    });
    renderDialog();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already spun the wheel today.',
    );
    await waitFor(() => expect(storage.get('wheelSpin')).toBe(false));
    expect(screen.queryByTestId('wheel-prize')).toBeNull();
  });
});
