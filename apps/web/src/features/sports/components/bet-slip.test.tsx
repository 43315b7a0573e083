import type { Bet } from '@casino/contract/sportsbook-bets';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import { json, mockFetch, sentBody } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { emptySlip, slipStore, type SlipSelection } from '../lib/slip-store';
import { BetSlip } from './bet-slip';

const PLACE = 'POST /api/frontend/sports/bets/';

const pick = (outcomeId: number, eventId: number, odds: string): SlipSelection => ({
  outcomeId,
  eventId,
  event: `Home ${eventId} v Away ${eventId}`,
  market: 'Match result',
  outcome: `Team ${outcomeId}`,
  odds,
});

const placed = (id: number, over: Partial<Bet> = {}): Bet => ({
  id,
  key: 'k',
  type: { kind: 'accumulator' },
  line_count: 1,
  unit_stake: 5,
  total_stake: 5,
  potential_return: 30,
  status: 'open',
  return_usd: null,
  free_bet: false,
  placed_at: '2026-11-28T20:00:00.000Z',
  settled_at: null,
  legs: [],
  explanation: [],
  explanation_text: '',
  ...over,
});

const sent = () => JSON.parse(String(sentBody(PLACE))) as Record<string, unknown>;

describe('the bet slip', () => {
  beforeEach(() => {
    window.localStorage.clear();
    slipStore.update(() => emptySlip);
    storage.set('accessToken', 'player-token');
    // Nothing answered unless a test says so (the slip also reads the player's bonus).
    mockFetch({});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an accumulator of two selections with its potential return, live as the stake is typed', async () => {
    slipStore.update((s) => ({ ...s, selections: [pick(1, 10, '2.65'), pick(2, 11, '3.74')] }));
    renderWithProviders(<BetSlip />);
    await userEvent.click(screen.getByRole('button', { name: 'Accumulator' }));
    await userEvent.type(screen.getByLabelText('Stake'), '5');
    // 2.65 × 3.74 = 9.911; × 5.00 = 49.555 → 49.55, rounded down.
    expect(screen.getByTestId('slip-return').textContent).toBe('$49.55');
    expect(screen.getByTestId('slip-lines').textContent).toBe('1');
    expect(screen.getByTestId('slip-total').textContent).toBe('$5.00');
  });

  it('says why two selections of one event cannot make an accumulator, and keeps singles possible', async () => {
    slipStore.update((s) => ({ ...s, selections: [pick(1, 10, '2.00'), pick(2, 10, '3.40')] }));
    renderWithProviders(<BetSlip />);
    await userEvent.click(screen.getByRole('button', { name: 'Accumulator' }));
    expect(screen.getByRole('note').textContent).toMatch(/same event/);
    expect((screen.getByRole('button', { name: /Place bet/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Singles' }));
    await userEvent.type(screen.getByLabelText('Stake on Team 1'), '2');
    await userEvent.type(screen.getByLabelText('Stake on Team 2'), '1');
    expect(screen.getByTestId('slip-lines').textContent).toBe('2');
    expect(screen.getByTestId('slip-return').textContent).toBe('$7.40');
  });

  it('lists the systems that fit four selections and counts a Yankee as 11 lines', async () => {
    slipStore.update((s) => ({
      ...s,
      mode: 'system',
      unitStake: '1',
      selections: [pick(1, 10, '2.00'), pick(2, 11, '2.00'), pick(3, 12, '2.00'), pick(4, 13, '2.00')],
    }));
    renderWithProviders(<BetSlip />);
    const system = screen.getByLabelText('System');
    expect(
      within(system)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Yankee', 'Lucky 15', '2 from 4', '3 from 4']);
    expect(screen.getByTestId('slip-lines').textContent).toBe('11');
    // 6 doubles of 4, 4 trebles of 8 and the four-fold of 16 at 1.00 a line.
    expect(screen.getByTestId('slip-return').textContent).toBe('$72.00');
    await userEvent.selectOptions(system, 'Lucky 15');
    expect(screen.getByTestId('slip-lines').textContent).toBe('15');
  });

  it('places the bet with a fresh key, sends the same key on a retry, and shows the receipt', async () => {
    slipStore.update((s) => ({
      ...s,
      mode: 'accumulator',
      unitStake: '5',
      oddsChange: 'higher',
      selections: [pick(1, 10, '2.00'), pick(2, 11, '3.00')],
    }));
    let attempts = 0;
    mockFetch({
      [PLACE]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(placed(77, { potential_return: 30 }), 201);
      },
    });
    const onBetPlaced = vi.fn();
    renderWithProviders(<BetSlip onBetPlaced={onBetPlaced} />);
    await userEvent.click(screen.getByRole('button', { name: /Place bet · \$5\.00/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/will not be placed twice/);
    const first = sent();
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(first).toMatchObject({
      type: { kind: 'accumulator' },
      legs: [
        { outcome_id: 1, odds: '2.00' },
        { outcome_id: 2, odds: '3.00' },
      ],
      unit_stake: 5,
      odds_change: 'higher',
    });
    expect(onBetPlaced).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Place bet/ }));
    expect(await screen.findByText('Bet placed')).toBeTruthy();
    // A cash bet is not called a free bet.
    expect(screen.queryByText('Free bet')).toBeNull();
    expect(sent().key).toBe(first.key);
    expect(onBetPlaced).toHaveBeenCalledTimes(1);
    expect(slipStore.get().selections).toEqual([]);

    // The next bet is another bet: a new key.
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    act(() =>
      slipStore.update((s) => ({
        ...s,
        selections: [pick(3, 12, '1.50'), pick(4, 13, '1.50')],
        unitStake: '5',
      })),
    );
    await userEvent.click(screen.getByRole('button', { name: /Place bet/ }));
    await screen.findByText('Bet placed');
    expect(sent().key).not.toBe(first.key);
  });

  it("shows the book's refusal (409 detail, 400 field) and keeps the selections", async () => {
    slipStore.update((s) => ({ ...s, stakes: { 1: '5' }, selections: [pick(1, 10, '2.00')] }));
    mockFetch({
      [PLACE]: () => json({ detail: 'The price has moved: 1.95 now.' }, 409),
      // The slip reads the event again and shows the price that moved.
      'GET /api/frontend/sports/events/10/': () =>
        json({
          id: 10,
          markets: [
            {
              id: 100,
              type: 'match_result',
              line: null,
              name: 'Match result',
              status: 'active',
              outcomes: [{ id: 1, key: 'home', name: 'Team 1', odds: '1.95', active: true }],
            },
          ],
        }),
    });
    renderWithProviders(<BetSlip />);
    await userEvent.click(screen.getByRole('button', { name: /Place bet/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('The price has moved: 1.95 now.');
    expect(await screen.findByText('Some prices have changed.')).toBeTruthy();
    expect(slipStore.get().selections).toMatchObject([{ outcomeId: 1, odds: '1.95', previousOdds: '2.00' }]);

    mockFetch({ [PLACE]: () => json({ unit_stake: ['sports_stake_too_low'] }, 400) });
    await userEvent.click(screen.getByRole('button', { name: /Place bet/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The stake is below the minimum.'),
    );
  });

  it('asks a guest to log in instead of sending anything', async () => {
    storage.set('accessToken', '');
    slipStore.update((s) => ({ ...s, stakes: { 1: '5' }, selections: [pick(1, 10, '2.00')] }));
    const calls = mockFetch({});
    renderWithProviders(<BetSlip />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to place a bet' }));
    expect(screen.getByTestId('open-dialogs').textContent).toContain('loginMenu');
    expect(calls).toEqual([]);
  });

  it('keeps the slip in local storage across pages', () => {
    slipStore.toggle(pick(9, 90, '1.80'));
    expect(JSON.parse(window.localStorage.getItem('sportsBetSlip') ?? '{}')).toMatchObject({
      selections: [{ outcomeId: 9, odds: '1.80' }],
    });
    slipStore.toggle(pick(9, 90, '1.80'));
    expect(slipStore.get().selections).toEqual([]);
  });

  it('offers the free bet on one single or an accumulator, sends it as the stake and shows the winnings only', async () => {
    const bonus = {
      type: 'freebet',
      free_bet: { phase: 'token', id: 7, amount: 20, expires_at: '2099-01-01T00:00:00.000Z' },
    };
    mockFetch({
      'GET /api/frontend/bonus/active/': () => json(bonus),
      [PLACE]: () => json(placed(78, { free_bet: true, total_stake: 20, unit_stake: 20 }), 201),
    });
    slipStore.update((s) => ({ ...s, selections: [pick(1, 10, '2.50')] }));
    renderWithProviders(<BetSlip />);
    const option = await screen.findByRole('checkbox', { name: /Use free bet \(\$20\.00\)/ });
    await userEvent.click(option);
    // The stake is the free bet's; 2.50 × 20 returns 50.00, of which 30.00 are winnings.
    expect(screen.queryByLabelText('Stake on Team 1')).toBeNull();
    expect(screen.getByTestId('slip-total').textContent).toBe('$20.00');
    expect(screen.getByTestId('slip-return').textContent).toBe('$30.00');

    // Two selections as singles do not fit a free bet; as an accumulator they do.
    act(() => slipStore.update((s) => ({ ...s, selections: [pick(1, 10, '2.50'), pick(2, 11, '1.60')] })));
    expect(screen.queryByRole('checkbox', { name: /Use free bet/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accumulator' }));
    expect((screen.getByRole('checkbox', { name: /Use free bet/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Stake')).toBeNull();
    // 2.50 × 1.60 = 4.00: 80.00 back on cash, 60.00 on the free bet.
    expect(screen.getByTestId('slip-return').textContent).toBe('$60.00');
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(screen.queryByRole('checkbox', { name: /Use free bet/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accumulator' }));

    await userEvent.click(screen.getByRole('button', { name: /Place bet · \$20\.00/ }));
    const receipt = await screen.findByRole('status');
    expect(within(receipt).getByText('Bet placed')).toBeTruthy();
    // The receipt says the bet was the free bet, and that the balance paid nothing.
    expect(within(receipt).getByText('Free bet')).toBeTruthy();
    expect(within(receipt).getByText(/nothing was taken from your balance/)).toBeTruthy();
    expect(sent()).toMatchObject({
      type: { kind: 'accumulator' },
      legs: [
        { outcome_id: 1, odds: '2.50' },
        { outcome_id: 2, odds: '1.60' },
      ],
      unit_stake: 20,
      free_bet_id: 7,
    });
  });

  it('shows no free bet to a player without one', async () => {
    mockFetch({ 'GET /api/frontend/bonus/active/': () => json(null) });
    slipStore.update((s) => ({ ...s, selections: [pick(1, 10, '2.50')] }));
    renderWithProviders(<BetSlip />);
    await screen.findByLabelText('Stake on Team 1');
    expect(screen.queryByRole('checkbox', { name: /Use free bet/ })).toBeNull();
  });
});
