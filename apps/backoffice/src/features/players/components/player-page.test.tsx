import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, playerProfile, signedIn, staffWith } from '../../../testing/mock-api';
import { renderConsole } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const staff = staffWith;
const profile = playerProfile;

describe('the player page', () => {
  it('shows a support agent no money tabs nor money actions, and the tabs their role opens', async () => {
    mockApi({
      ...signedIn(staff(['players.read', 'players.personal', 'players.manage'])),
      'GET /api/backoffice/players/42/': { body: profile({ balances: null }) },
      'GET /api/backoffice/players/42/rounds/': {
        body: page([
          {
            id: 1,
            at: '2026-11-28T10:00:00Z',
            game_code: 'fruit-slot',
            bet: 1,
            win: 2.5,
            status: 'closed',
            verify_url: '/studio/verify?x=1',
          },
        ]),
      },
    });
    renderConsole('/players/42');
    expect(await screen.findByRole('heading', { name: /lucky42/ })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Player page tabs' }));
    expect(tabs.queryByRole('link', { name: 'Ledger' })).toBeNull();
    expect(tabs.queryByRole('link', { name: 'Withdrawals' })).toBeNull();
    expect(tabs.getByRole('link', { name: 'Documents' })).toBeTruthy();
    // The first tab it may see opens by itself, with the round's verification link.
    expect(await screen.findByRole('link', { name: 'Verify' })).toBeTruthy();
    const toolbar = within(screen.getByRole('toolbar', { name: 'Actions on the player' }));
    expect(toolbar.getByRole('button', { name: 'Block' })).toBeTruthy();
    expect(toolbar.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    expect(toolbar.queryByRole('button', { name: 'Grant bonus' })).toBeNull();
    expect(screen.queryByText('Cash')).toBeNull();
  });

  it('tells a marketer that personal details are masked', async () => {
    mockApi({
      ...signedIn(staff(['players.read', 'bonuses.grant'])),
      'GET /api/backoffice/players/42/': {
        body: profile({
          personal_visible: false,
          email: 'a***@***.com',
          first_name: 'A***',
          last_name: 'L***',
          balances: null,
        }),
      },
      'GET /api/backoffice/players/42/rounds/': { body: page([]) },
    });
    renderConsole('/players/42/rounds');
    expect(await screen.findByText(/Personal details are masked/)).toBeTruthy();
    expect(screen.getByText('a***@***.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Grant bonus' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Documents' })).toBeNull();
  });

  it('files a balance adjustment with its reason and shows it waiting for a second person', async () => {
    const user = userEvent.setup();
    let pending = false;
    const { calls } = mockApi({
      ...signedIn(staff(['players.read', 'players.payments', 'balance.adjust'])),
      'GET /api/backoffice/players/42/': () => ({
        body: profile({
          pending_approvals: pending
            ? [
                {
                  id: 9,
                  kind: 'balance.adjust',
                  reason: 'Goodwill, ticket 77',
                  maker: 'Sam Staff',
                  created_at: '2026-11-28T10:05:00Z',
                },
              ]
            : [],
        }),
      }),
      'GET /api/backoffice/players/42/ledger/': { body: page([]) },
      'POST /api/backoffice/players/42/adjustments/': (call) => {
        pending = true;
        return { status: 202, body: { id: 9, status: 'pending', body: call.body } };
      },
    });
    renderConsole('/players/42/ledger');
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance' });
    await user.selectOptions(within(dialog).getByLabelText('Direction'), 'debit');
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '12.5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill, ticket 77');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ amount: '-12.5', account: 'cash', reason: 'Goodwill, ticket 77' });
    expect(post?.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(await screen.findByText(/waits for a second staff member's approval/)).toBeTruthy();
    expect(await screen.findByText('A balance adjustment')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Adjust balance' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal in the dialog and changes nothing", async () => {
    const user = userEvent.setup();
    mockApi({
      ...signedIn(staff(['players.read', 'players.manage'])),
      'GET /api/backoffice/players/42/': { body: profile({ balances: null }) },
      'GET /api/backoffice/players/42/rounds/': { body: page([]) },
      'POST /api/backoffice/players/42/close/': {
        status: 409,
        body: {
          detail:
            'The player still holds cash or a pending withdrawal: pay it out or settle it before closing.',
        },
      },
    });
    renderConsole('/players/42');
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the account' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Player asked by e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await within(dialog).findByText(/still holds cash/)).toBeTruthy();
  });
});
