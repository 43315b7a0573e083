import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, signedIn, staffWith } from '../../../testing/mock-api';
import { renderConsole } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const outcome = (id: number, key: string, odds: string, payout: number, liability: number) => ({
  id,
  key,
  odds,
  active: true,
  payout,
  liability,
  result: null,
});

const event = (status = 'active') => ({
  id: 7,
  feed_id: 'sr:match:7',
  sport: 'football',
  competition: 'Premier League',
  home: 'Arsenal',
  away: 'Chelsea',
  starts_at: '2026-11-29T15:00:00Z',
  status: 'not_started',
  manual: false,
  open_stake: 15,
  liability: 5,
  max_payout: 100000,
  markets: [
    {
      id: 11,
      type: 'match_result',
      specifier: '',
      status,
      open_bets: 2,
      open_stake: 15,
      liability: 5,
      outcomes: [
        outcome(101, 'home', '2.00', 20, 5),
        outcome(102, 'draw', '3.40', 0, -15),
        outcome(103, 'away', '4.00', 20, 5),
      ],
    },
  ],
});

describe('the sportsbook event page', () => {
  it("shows each outcome's payout and liability, read-only without sports.trade", async () => {
    mockApi({
      ...signedIn(staffWith(['sports.read'])),
      'GET /api/backoffice/sports/events/7/': { body: event() },
      'GET /api/backoffice/sports/sports/': { body: { sports: [] } },
    });
    renderConsole('/sports/7');
    const market = within(await screen.findByRole('region', { name: 'Match result' }, { timeout: 10_000 }));
    expect(market.getByText('Open')).toBeTruthy();
    const draw = within(market.getByRole('row', { name: /Draw/ }));
    expect(draw.getByText('-$15.00')).toBeTruthy();
    expect(screen.getByText('$100,000.00')).toBeTruthy();
    expect(market.getByRole('button', { name: 'Change the odds of Home (2.00)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(market.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('suspends a market with a reason, and files a settlement for approval', async () => {
    const user = userEvent.setup();
    let current = event();
    const { calls } = mockApi({
      ...signedIn(staffWith(['sports.read', 'sports.trade'])),
      'GET /api/backoffice/sports/events/7/': () => ({ body: current }),
      'GET /api/backoffice/sports/sports/': { body: { sports: [] } },
      'GET /api/backoffice/sports/events/': { body: page([]) },
      'POST /api/backoffice/sports/markets/11/suspend/': () => {
        current = event('suspended');
        return { body: current };
      },
      'POST /api/backoffice/sports/markets/11/settle/': { status: 202, body: { id: 5 } },
    });
    renderConsole('/sports/7');
    const market = within(await screen.findByRole('region', { name: 'Match result' }, { timeout: 10_000 }));
    await user.click(market.getByRole('button', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Match result?' }));
    await user.type(dialog.getByLabelText('Reason'), 'Team news expected');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The market is suspended.')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/suspend/'))?.body).toEqual({
      reason: 'Team news expected',
    });
    expect(market.getByText('Suspended')).toBeTruthy();
    expect(market.getByRole('button', { name: 'Reopen' })).toBeTruthy();

    await user.click(market.getByRole('button', { name: 'Settle' }));
    const settle = within(await screen.findByRole('dialog', { name: 'Settle Match result' }));
    await user.selectOptions(settle.getByLabelText('Home'), 'won');
    await user.type(settle.getByLabelText('Reason'), 'Home won 2-0');
    await user.click(settle.getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/settle/'))).toBe(true));
    expect(calls.find((c) => c.url.pathname.endsWith('/settle/'))?.body).toEqual({
      outcomes: [
        { key: 'home', result: 1, void_factor: 0 },
        { key: 'draw', result: 0, void_factor: 0 },
        { key: 'away', result: 0, void_factor: 0 },
      ],
      reason: 'Home won 2-0',
    });
    expect(await screen.findByText("The settlement waits for a second trader's approval.")).toBeTruthy();
  });
});
