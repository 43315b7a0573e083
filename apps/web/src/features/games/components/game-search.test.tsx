import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog } from '../../../lib/dialogs';
import { game, json, page, provider, renderAt, requestsTo, stubApi } from '../testing';
import { GameSearch } from './game-search';

const CATALOGUE = [
  game(1, { name: 'Book of Gold' }),
  game(2, { name: 'Golden Pharaoh' }),
  game(3, { name: 'Fruit Fiesta' }),
];
const PROVIDERS = [provider(1, 'Royal Studio'), provider(2, 'Neon Play')];
const NOT_FOUND = 'No available slots were found for your search. Please try adjusting your search criteria.';

/** The catalogue's search as the server answers it: contains, ignoring case, and by provider. */
function answerSlots(url: URL) {
  const name = (url.searchParams.get('name') ?? '').toLowerCase();
  const providers = url.searchParams.getAll('provider').map(Number);
  const found = CATALOGUE.filter(
    (g) => g.name.toLowerCase().includes(name) && (providers.length === 0 || providers.includes(g.game_id)),
  );
  return json(page(found));
}

describe('game search', () => {
  let asked: URL[];
  beforeEach(() => {
    window.localStorage.clear();
    asked = stubApi({
      'GET /api/frontend/slot/': answerSlots,
      'GET /api/frontend/provider/': () => json(PROVIDERS),
      'GET /api/frontend/main_page/': () =>
        json([
          {
            id: 1,
            name: 'Popular',
            slug: 'popular',
            uploaded_images: [],
            slots_count: 3,
            slots: [game(9, { name: 'Hot Hot Fruit', is_hot: true }), game(10, { name: 'Calm Reels' })],
          },
        ]),
    });
  });
  afterEach(() => {
    act(() => closeDialog('loginMenu'));
    vi.restoreAllMocks();
  });

  it('recommends hot games while nothing is asked', async () => {
    renderAt(<GameSearch onPick={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Recommended for you' });
    expect(within(list).getByText('Hot Hot Fruit')).toBeTruthy();
    expect(within(list).queryByText('Calm Reels')).toBeNull();
    expect(requestsTo(asked, '/api/frontend/slot/')).toHaveLength(0);
  });

  it('asks the catalogue only once typing has paused for a second', async () => {
    const user = userEvent.setup();
    renderAt(<GameSearch onPick={() => undefined} />);
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), 'GOL');
    const typed = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(requestsTo(asked, '/api/frontend/slot/')).toHaveLength(0);

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(Date.now() - typed).toBeLessThan(2000);
    const requests = requestsTo(asked, '/api/frontend/slot/');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('name')).toBe('GOL');
    expect(within(results).getByText('Book of Gold')).toBeTruthy();
    expect(within(results).getByText('Golden Pharaoh')).toBeTruthy();
    expect(within(results).queryByText('Fruit Fiesta')).toBeNull();
    expect(screen.getByText('2 games found')).toBeTruthy();
  });

  it("shows the spec's not-found text for a name nothing matches", async () => {
    const user = userEvent.setup();
    renderAt(<GameSearch onPick={() => undefined} />);
    await user.type(screen.getByRole('searchbox', { name: 'Game name' }), 'zzqxv');
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('narrows by provider chips and clears them all', async () => {
    const user = userEvent.setup();
    renderAt(<GameSearch onPick={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Neon Play' }));
    expect(screen.getByRole('button', { name: 'Neon Play', pressed: true })).toBeTruthy();
    await waitFor(() => expect(requestsTo(asked, '/api/frontend/slot/').length).toBeGreaterThan(0));
    expect(requestsTo(asked, '/api/frontend/slot/').at(-1)?.searchParams.getAll('provider')).toEqual(['2']);
    expect(await screen.findByText('Golden Pharaoh')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('button', { name: 'Neon Play', pressed: false })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Recommended for you' })).toBeTruthy();
  });

  it('calls onPick when a result is followed (the dialog closes)', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderAt(<GameSearch onPick={onPick} />);
    const list = await screen.findByRole('list', { name: 'Recommended for you' });
    // Keyboard activation needs no hover delay.
    within(list).getByRole('link', { name: 'Demo Hot Hot Fruit' }).focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/game?gameId=9&isDemo=true');
  });
});
