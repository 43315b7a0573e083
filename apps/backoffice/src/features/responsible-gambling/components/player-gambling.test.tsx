import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, playerProfile, signedIn, staffWith } from '../../../testing/mock-api';
import { renderConsole } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const profile = playerProfile({
  balances: null,
  gambling_break: { kind: 'time_out', ends_at: '2026-12-05T10:00:00Z' },
});

const gambling = (interactions: unknown[] = []) => ({
  limits: [
    {
      kind: 'deposit',
      period: 'week',
      amount: 200,
      used: 150,
      left: 50,
      frees_at: null,
      pending_amount: 500,
      pending_removal: false,
      confirmable_at: '2026-11-29T10:00:00Z',
    },
  ],
  break: {
    kind: 'time_out',
    period: '7d',
    started_at: '2026-11-28T10:00:00Z',
    ends_at: '2026-12-05T10:00:00Z',
  },
  history: [
    {
      id: 3,
      at: '2026-11-28T10:00:00Z',
      action: 'limit.lowered',
      kind: 'deposit',
      period: 'week',
      by: 'staff',
      staff: 'staff@casino.local',
      reason: 'player asked for less',
      before: 500,
      after: 200,
      pending: null,
      ends_at: null,
    },
  ],
  flags: [
    {
      rule: 'affordability',
      figures: { deposits: 2500, withdrawals: 200, net: 2300, threshold: 2000 },
      first_fired_at: '2026-11-28T09:00:00Z',
      last_fired_at: '2026-11-28T10:00:00Z',
      cleared_at: null,
    },
  ],
  interactions,
});

describe("the player's responsible gambling tab", () => {
  it('explains each flag with its figures, shows limits, the break and the history; read-only without rg.manage', async () => {
    mockApi({
      ...signedIn(staffWith(['players.read', 'rg.read'])),
      'GET /api/backoffice/players/42/': { body: profile },
      'GET /api/backoffice/players/42/responsible-gambling/': { body: gambling() },
      'GET /api/backoffice/players/42/rounds/': { body: page([]) },
    });
    renderConsole('/players/42/responsible-gambling');
    expect(
      await screen.findByText(
        'Net deposits of $2,300.00 in 30 days ($2,500.00 in, $200.00 out): above the $2,000.00 affordability threshold.',
        {},
        // The first render loads the console's lazy screens: slow on a busy machine.
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Time-out until/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: '7-day deposit' })).toBeTruthy();
    expect(screen.getByText(/raise to \$500\.00 from/)).toBeTruthy();
    expect(screen.getByText('7-day deposit limit lowered from $500.00 to $200.00')).toBeTruthy();
    expect(screen.getByText(/by staff@casino\.local/)).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Responsible gambling actions' })).toBeNull();
  });

  it('records an interaction with its reason', async () => {
    const user = userEvent.setup();
    let logged: unknown[] = [];
    const { calls } = mockApi({
      ...signedIn(staffWith(['players.read', 'rg.read', 'rg.manage'])),
      'GET /api/backoffice/players/42/': { body: profile },
      'GET /api/backoffice/players/42/responsible-gambling/': () => ({ body: gambling(logged) }),
      'GET /api/backoffice/players/42/rounds/': { body: page([]) },
      'POST /api/backoffice/players/42/responsible-gambling/interactions/': (call) => {
        const body = call.body as { kind: string; reason: string };
        logged = [{ id: 1, ...body, staff: 'staff@casino.local', at: '2026-11-28T11:00:00Z' }];
        return { status: 201, body: { id: 1 } };
      },
    });
    renderConsole('/players/42/responsible-gambling');
    await user.click(await screen.findByRole('button', { name: 'Record an interaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an interaction' });
    await user.selectOptions(within(dialog).getByLabelText('Interaction'), 'no_action');
    await user.type(within(dialog).getByLabelText('Reason'), 'Spending fits the declared income');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'no_action',
      reason: 'Spending fits the declared income',
    });
    const log = within(await screen.findByRole('region', { name: 'Interaction log' }));
    expect(await log.findByText('Spending fits the declared income')).toBeTruthy();
    expect(log.getByText('No action')).toBeTruthy();
  });
});
