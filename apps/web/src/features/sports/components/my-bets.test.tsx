import type { Bet } from '@casino/contract/sportsbook-bets';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { json, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { OPEN_BETS_REFRESH_MS } from '../api/get-bets';
import { MyBets } from './my-bets';

const leg = (over: Partial<Bet['legs'][number]>): Bet['legs'][number] => ({
  outcome_id: 1,
  event_id: 10,
  event: 'Arsenal v Chelsea',
  sport: 'football',
  starts_at: '2026-11-28T20:00:00.000Z',
  market: 'Match result',
  outcome: 'Arsenal',
  odds: '2.00',
  state: 'open',
  ...over,
});

const yankee: Bet = {
  id: 40,
  key: 'k40',
  type: { kind: 'system', name: 'yankee' },
  line_count: 11,
  unit_stake: 1,
  total_stake: 11,
  potential_return: 84.17,
  status: 'won',
  return_usd: 23.88,
  free_bet: false,
  placed_at: '2026-11-28T18:00:00.000Z',
  settled_at: '2026-11-28T20:00:00.000Z',
  legs: [
    leg({ outcome_id: 1, state: 'won', odds: '1.62' }),
    leg({
      outcome_id: 2,
      event: 'Roma v Lazio',
      market: 'Handicap -0.25',
      outcome: 'Roma -0.25',
      odds: '1.90',
      state: 'half_won',
    }),
    leg({ outcome_id: 3, event: 'Celtics v Knicks', outcome: 'Celtics', odds: '1.55', state: 'won' }),
    leg({ outcome_id: 4, event: 'Sinner v Alcaraz', outcome: 'Alcaraz', odds: '2.10', state: 'lost' }),
  ],
  explanation: [],
  explanation_text: 'Leg 2 half-won at 1.90: 0.5×1.90 + 0.5×1 = 1.45; stake 1.00 a line → return 23.88.',
};

const accumulator: Bet = {
  ...yankee,
  id: 41,
  type: { kind: 'accumulator' },
  line_count: 1,
  unit_stake: 5,
  total_stake: 5,
  potential_return: 32.45,
  status: 'open',
  return_usd: null,
  settled_at: null,
  legs: [
    leg({ outcome_id: 5, odds: '2.65' }),
    leg({ outcome_id: 6, event: 'Brentford v Chelsea', outcome: 'Brentford', odds: '3.74', state: 'won' }),
  ],
  explanation_text: '',
};

const page = (results: Bet[]) => ({ count: results.length, next: null, previous: null, results });

describe('My bets', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows open bets with their legs, stake and potential return, then settled ones with the return and how it was paid', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.search);
      return json(page(url.searchParams.get('status') === 'settled' ? [yankee] : [accumulator]));
    });
    renderWithProviders(<MyBets />);

    const open = await screen.findByRole('article', { name: 'Bet 41' });
    expect(within(open).getByText('2-fold accumulator')).toBeTruthy();
    expect(within(open).getByText('Open', { selector: 'span[data-tone]' })).toBeTruthy();
    expect(within(open).getByText('$32.45')).toBeTruthy();
    expect(within(open).getByText('Brentford')).toBeTruthy();
    expect(within(open).getAllByText('Won').length).toBe(1);
    expect(asked[0]).toContain('status=open');
    expect(within(open).queryByText('Free bet')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Settled' }));
    const settled = await screen.findByRole('article', { name: 'Bet 40' });
    expect(within(settled).getByText('Yankee')).toBeTruthy();
    expect(within(settled).getByText('11 lines')).toBeTruthy();
    expect(within(settled).getByText('$23.88')).toBeTruthy();
    expect(within(settled).getByText('$11.00')).toBeTruthy();
    expect(within(settled).getAllByText('Half won').length).toBeGreaterThan(0);
    expect(within(settled).getAllByText('Lost').length).toBeGreaterThan(0);
    expect(within(settled).getByText(/0\.5×1\.90 \+ 0\.5×1 = 1\.45/)).toBeTruthy();
    expect(asked.at(-1)).toContain('status=settled');
  });

  it('looks again while bets are open, so a bet that settles moves to Settled without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let settledYet = false;
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const status = new URL(String(input), 'http://localhost').searchParams.get('status') ?? '';
      asked.push(status);
      const done = {
        ...accumulator,
        status: 'lost' as const,
        return_usd: 0,
        explanation_text: 'Leg 1 lost.',
      };
      if (status === 'settled') return json(page(settledYet ? [done] : []));
      return json(page(settledYet ? [] : [accumulator]));
    });
    try {
      renderWithProviders(<MyBets />);
      await screen.findByRole('article', { name: 'Bet 41' });
      settledYet = true;
      await vi.advanceTimersByTimeAsync(OPEN_BETS_REFRESH_MS);
      expect(await screen.findByText('You have no open bets.')).toBeTruthy();
      // Nothing open: no more looking.
      const calls = asked.length;
      await vi.advanceTimersByTimeAsync(3 * OPEN_BETS_REFRESH_MS);
      expect(asked.length).toBe(calls);

      await userEvent.click(screen.getByRole('button', { name: 'Settled' }));
      const settled = await screen.findByRole('article', { name: 'Bet 41' });
      expect(within(settled).getByText('Leg 1 lost.')).toBeTruthy();
      // Opened again, Settled is read afresh.
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await userEvent.click(screen.getByRole('button', { name: 'Settled' }));
      await screen.findByRole('article', { name: 'Bet 41' });
      expect(asked.filter((s) => s === 'settled').length).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when there is nothing to show and leads to the book', async () => {
    mockFetch({ 'GET /api/frontend/sports/bets/': () => json(page([])) });
    renderWithProviders(<MyBets />);
    expect(await screen.findByText('You have no open bets.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sports' }).getAttribute('href')).toBe('/sports');
  });

  it('marks a bet played with the free bet', async () => {
    vi.stubGlobal('fetch', async () =>
      json(page([{ ...accumulator, id: 42, free_bet: true, total_stake: 20 }])),
    );
    renderWithProviders(<MyBets />);
    const bet = await screen.findByRole('article', { name: 'Bet 42' });
    expect(within(bet).getByText('Free bet')).toBeTruthy();
  });
});
