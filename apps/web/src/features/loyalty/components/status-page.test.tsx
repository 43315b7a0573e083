import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { cashbackClaim, json, mockFetch, ranksAnswer, renderWithProviders, standing } from '../testing';
import { StatusPage } from './status-page';

beforeEach(() => {
  localStorage.clear();
});

describe('the status page', () => {
  it('shows a guest the seven stations, station 0 at 0/125 and a way to sign in', async () => {
    const calls = mockFetch({ 'GET /api/frontend/ranks/': () => json(ranksAnswer()) });
    renderWithProviders(<StatusPage />);

    const ladder = await screen.findByRole('region', { name: 'Seven stations' });
    expect(within(ladder).getAllByRole('listitem')).toHaveLength(7);
    expect(within(ladder).getByText('13,000 points')).toBeTruthy();
    expect(within(ladder).getByText('100 free spins')).toBeTruthy();
    expect(within(ladder).queryByText('You are here')).toBeNull();
    const own = screen.getByRole('region', { name: 'Your station' });
    expect(within(own).getByText('0 / 125 points')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Weekly cashback' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '22%$1,000.00x15',
      '34%$1,000.00x10',
      '46%$1,000.00x10',
      '58%$2,000.00x5',
      '610%$2,000.00x5',
      '712%$2,500.00x5',
    ]);
    expect(screen.getByText('Slots').nextSibling?.textContent).toBe('100%');
    // A guest has no claims to load.
    expect(calls).not.toContain('GET /api/frontend/cashback/');

    await userEvent.click(within(own).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('open-dialogs').textContent).toBe('loginMenu');
  });

  it("shows a player's station, points progress and where they are on the ladder", async () => {
    storage.set('accessToken', 'token');
    mockFetch({
      'GET /api/frontend/ranks/': () => json(ranksAnswer(standing({ is_vip: true }))),
      'GET /api/frontend/cashback/': () => json([]),
    });
    renderWithProviders(<StatusPage />);

    const own = await screen.findByRole('region', { name: 'Your station' });
    expect(within(own).getByText('Station 2')).toBeTruthy();
    expect(within(own).getByText('VIP')).toBeTruthy();
    expect(within(own).getByTestId('station-points').textContent).toBe('812.5 / 2,000 points');
    // 62.5 of the 1,250 points between stations 2 and 3.
    expect(within(own).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    expect(within(own).getByText('1,187.5 points to station 3')).toBeTruthy();
    expect(within(own).getByText('Stations and points restart on June 1, 2026 at 00:00 UTC.')).toBeTruthy();
    const here = screen.getByRole('listitem', { current: 'step' });
    expect(within(here).getByText('Station 2')).toBeTruthy();
    expect(screen.getAllByText('Reached')).toHaveLength(1);
    expect(
      await screen.findByText(
        'Your cashback for this week appears here once the week ends, if you lose more than you win.',
      ),
    ).toBeTruthy();
  });

  it('claims a ready cashback once and shows the answer; claimed and expired weeks have no button', async () => {
    storage.set('accessToken', 'token');
    let claimed = false;
    const calls = mockFetch({
      'GET /api/frontend/ranks/': () => json(ranksAnswer(standing())),
      'GET /api/frontend/cashback/': () =>
        json([
          cashbackClaim(claimed ? { status: 'claimed', claimed_at: '2026-05-09T10:00:00Z' } : {}),
          cashbackClaim({
            id: 6,
            period_start: '2026-04-22T00:00:00Z',
            period_end: '2026-05-01T00:00:00Z',
            status: 'expired',
            amount: 30,
          }),
          cashbackClaim({
            id: 5,
            period_start: '2026-04-15T00:00:00Z',
            period_end: '2026-04-22T00:00:00Z',
            status: 'claimed',
            amount: 45.5,
          }),
        ]),
      'POST /api/frontend/cashback/7/claim/': () => {
        claimed = true;
        return json({
          detail: 'Your cashback has been credited as a bonus. Wager it to turn it into cash.',
          claim: cashbackClaim({ status: 'claimed' }),
        });
      },
    });
    renderWithProviders(<StatusPage />);

    const section = await screen.findByRole('region', { name: 'Your cashback' });
    await within(section).findByText('Week May 1 – May 7');
    expect(within(section).getAllByText('2% of $6,000.00 net losses · wager x15')).toHaveLength(3);
    expect(within(section).getByText('Week Apr 22 – Apr 30')).toBeTruthy();
    expect(within(section).getByText('Expired')).toBeTruthy();
    expect(within(section).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(within(section).getByRole('button', { name: 'Claim' }));
    expect(
      await within(section).findByText(
        'Your cashback has been credited as a bonus. Wager it to turn it into cash.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Claim' })).toBeNull());
    expect(within(section).getAllByText('Claimed')).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/frontend/cashback/7/claim/']);
  });

  it("shows the server's message when a claim is refused", async () => {
    storage.set('accessToken', 'token');
    mockFetch({
      'GET /api/frontend/ranks/': () => json(ranksAnswer(standing())),
      'GET /api/frontend/cashback/': () => json([cashbackClaim()]),
      'POST /api/frontend/cashback/7/claim/': () =>
        json(
          { non_field_errors: ['You have an active bonus. Finish or deactivate it to claim your cashback.'] },
          400,
        ),
    });
    renderWithProviders(<StatusPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have an active bonus. Finish or deactivate it to claim your cashback.',
    );
  });
});
