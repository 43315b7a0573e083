import type { GameRoundRow } from '@casino/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, page, renderAt, requestsTo, signIn, stubApi } from '../testing';
import { GameHistory } from './game-history';

function round(id: number, overrides: Partial<GameRoundRow> = {}): GameRoundRow {
  return {
    id,
    game_id: 1,
    game_name: 'Book of Gold',
    provider: 'Royal Studio',
    bet: 1,
    win: 0,
    currency: 'USD',
    status: 'closed',
    created_at: '2026-05-02T10:15:00Z',
    verify_url: `/studio/verify?round=${id}`,
    ...overrides,
  };
}

describe('game history', () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists rounds with bet, win, status and a link verifying each in a new tab, page by page', async () => {
    const user = userEvent.setup();
    const asked = stubApi({
      'GET /api/frontend/games/history/': (url) =>
        url.searchParams.get('page') === '2'
          ? json(page([round(1, { status: 'rolled_back' })], { count: 3 }))
          : json(
              page([round(3, { win: 12.5 }), round(2, { status: 'open', verify_url: '' })], {
                count: 3,
                next: '/api/frontend/games/history/?page=2',
              }),
            ),
    });
    renderAt(<GameHistory />);
    const table = await screen.findByRole('table', { name: 'Game history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Book of Gold');
    expect(rows[0]?.textContent).toContain('$1.00');
    expect(rows[0]?.textContent).toContain('$12.50');
    expect(rows[0]?.textContent).toContain('Settled');
    const verify = within(rows[0] as HTMLElement).getByRole('link', { name: /Verify round 3/ });
    expect(verify.getAttribute('href')).toBe('/studio/verify?round=3');
    expect(verify.getAttribute('target')).toBe('_blank');
    expect(verify.getAttribute('rel')).toContain('noopener');
    expect(rows[1]?.textContent).toContain('In play');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await within(table).findByText('Refunded')).toBeTruthy();
    expect(requestsTo(asked, '/api/frontend/games/history/').map((u) => u.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when no round was played yet', async () => {
    stubApi({ 'GET /api/frontend/games/history/': () => json(page([])) });
    renderAt(<GameHistory />);
    expect(await screen.findByText('No rounds yet')).toBeTruthy();
  });
});
