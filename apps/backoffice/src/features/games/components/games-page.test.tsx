import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, mockApi, page, signedIn } from '../../../testing/mock-api';
import { renderConsole } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const manager = { ...administrator, roles: ['games'], permissions: ['games.manage', 'reports.read'] };
const game = {
  id: 7,
  code: 'alpha-07',
  name: 'Alpha Game 07',
  img: '',
  provider_id: 1,
  provider_name: 'Alpha',
  provider_active: true,
  mode: 'casino',
  type: 'slots',
  rtp: 96.12,
  is_hot: true,
  is_exclusive: false,
  active: true,
  curated: false,
  sort: 0,
  category_ids: [1],
  updated_at: '2026-11-20T10:00:00Z',
};
const filters = {
  providers: [{ id: 1, name: 'Alpha', active: true, games: 36 }],
  categories: [
    { id: 1, slug: 'slots', name: 'Slots', mode: 'casino', active: true },
    { id: 2, slug: 'new', name: 'New', mode: 'casino', active: true },
  ],
};

describe('the games section', () => {
  it('lists the catalogue from the server with its filters, and withdraws a game with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(manager),
      'GET /api/backoffice/games/': { body: page([game], 120) },
      'GET /api/backoffice/games/filters/': { body: filters },
      'PATCH /api/backoffice/games/7/': { body: { ...game, active: false } },
    });
    renderConsole('/games?provider_id=1&q=alpha');
    expect(await screen.findByText('Alpha Game 07')).toBeTruthy();
    const list = calls.find((c) => c.url.pathname === '/api/backoffice/games/');
    expect(list?.url.searchParams.get('provider_id')).toBe('1');
    expect(list?.url.searchParams.get('q')).toBe('alpha');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Alpha Game 07' });
    await user.type(within(dialog).getByRole('textbox'), 'Provider reported a fault');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByText('Alpha Game 07 is withdrawn from the lobby.')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      active: false,
      reason: 'Provider reported a fault',
    });
  });

  it("shows a feed import's refusal report", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...signedIn(manager),
      'POST /api/backoffice/games/import/': {
        body: {
          reports: [
            {
              provider: { code: 'gamma', name: 'Gamma Gaming', created: true },
              imported: 1,
              updated: 0,
              refused: [{ index: 1, code: 'gamma-2', reason: 'rtp: Invalid input' }],
              categories_created: 0,
              not_in_feed: 0,
              lines: ['provider gamma (Gamma Gaming) added: 1 imported, 0 updated, 1 refused'],
            },
          ],
        },
      },
    });
    renderConsole('/games/import');
    await user.type(
      await screen.findByLabelText("Or the feed's address"),
      'https://feeds.example/gamma.json',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import the feed' });
    await user.type(within(dialog).getByRole('textbox'), 'New provider contract');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await screen.findByRole('article', { name: 'Gamma Gaming' });
    expect(within(report).getByText('gamma-2')).toBeTruthy();
    expect(within(report).getByText('rtp: Invalid input')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://feeds.example/gamma.json',
      reason: 'New provider contract',
    });
  });

  it('shows actual against theoretical RTP with the flagged games first and highlighted', async () => {
    mockApi({
      ...signedIn(manager),
      'GET /api/backoffice/reports/games-rtp/': {
        body: {
          since: null,
          range_deviations: 3,
          games: [
            {
              game_id: 1,
              name: 'Calm Reels',
              provider: 'studio',
              code: 'calm',
              rounds: 5000,
              staked_usd: 500,
              won_usd: 480,
              rtp: 0.96,
              actual_rtp: 0.96,
              expected_low: 0.9,
              expected_high: 1.02,
              deviation: 1,
              deviation_source: 'published',
              outside: false,
            },
            {
              game_id: 2,
              name: 'Hot Streak',
              provider: 'studio',
              code: 'hot',
              rounds: 9000,
              staked_usd: 900,
              won_usd: 1200,
              rtp: 0.95,
              actual_rtp: 1.3333,
              expected_low: 0.9,
              expected_high: 1.0,
              deviation: 1,
              deviation_source: 'published',
              outside: true,
            },
          ],
        },
      },
    });
    renderConsole('/games/rtp');
    expect(await screen.findByText('1 game is outside its expected range.')).toBeTruthy();
    // The section's tabs lead to its own addresses, the current one marked.
    expect(screen.getByRole('link', { name: 'Actual RTP' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Catalogue' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Import a feed' }).getAttribute('href')).toBe('/games/import');
    const rows = within(screen.getByRole('table', { name: 'Actual against theoretical RTP' })).getAllByRole(
      'row',
    );
    expect(rows[1]?.getAttribute('data-outside')).toBe('true');
    expect(within(rows[1] as HTMLElement).getByText('Hot Streak')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('133.33%')).toBeTruthy();
  });
});
