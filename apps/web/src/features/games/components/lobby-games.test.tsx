import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { game, json, renderAt, requestsTo, stubApi } from '../testing';
import { LobbyGames } from './lobby-games';

const ROWS = [
  {
    id: 4,
    name: 'Popular',
    slug: 'popular',
    uploaded_images: [],
    slots_count: 31,
    slots: [game(1, { name: 'Book of Gold' }), game(2, { name: 'Fruit Fiesta' })],
  },
  { id: 6, name: 'New', slug: 'new', uploaded_images: [], slots_count: 0, slots: [] },
  { id: 8, name: 'Jackpots', slug: 'jackpots', uploaded_images: [], slots_count: 5, slots: [game(3)] },
];

const WIN = {
  id: 1,
  nickname: 'Ja***42',
  game_id: 2,
  game_name: 'Fruit Fiesta',
  img: '/studio/img/game-2.svg',
  amount: 1250.5,
  multiplier: 125.05,
  created_at: new Date(Date.now() - 120_000).toISOString(),
};

/** A stand-in IntersectionObserver whose elements come near the screen when the test says so. */
const observed = new Set<{ callback: IntersectionObserverCallback; element: Element }>();
class NearbyObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.add({ callback: this.callback, element });
  }
  disconnect() {
    for (const entry of observed) if (entry.callback === this.callback) observed.delete(entry);
  }
}
function scrollNear() {
  act(() => {
    for (const { callback, element } of [...observed]) {
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

describe('lobby games', () => {
  let asked: URL[];
  beforeEach(() => {
    observed.clear();
    vi.stubGlobal('IntersectionObserver', NearbyObserver);
    window.localStorage.clear();
    asked = stubApi({
      'GET /api/frontend/main_page/': () => json(ROWS),
      'GET /api/frontend/categories/': () =>
        json(ROWS.map(({ id, name, slug, uploaded_images }) => ({ id, name, slug, uploaded_images }))),
      'GET /api/frontend/slide/': () =>
        json([
          {
            id: 1,
            title: 'Welcome pack',
            text: 'Up to 2,500 USD',
            button_text: 'Claim',
            button_action: '/promo',
            image: '',
          },
          {
            id: 2,
            title: 'Weekly race',
            text: 'Climb the board',
            button_text: 'Join',
            button_action: '/tournaments',
            image: '',
          },
        ]),
      'GET /api/frontend/winning_now/': () => json([WIN]),
      'GET /api/frontend/last_wins/': () => json([]),
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows one row per lobby category of the mode, with Show all, and skips empty rows', async () => {
    renderAt(<LobbyGames />);
    const popular = await screen.findByRole('region', { name: 'Popular' });
    expect(within(popular).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(popular)
        .getByRole('link', { name: /Show all/ })
        .getAttribute('href'),
    ).toBe('/slots?categories=4');
    expect(within(popular).getByText('31')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'New' })).toBeNull();
    // A later row renders its tiles only once it comes near the screen.
    expect(screen.queryByRole('region', { name: 'Jackpots' })).toBeNull();
    scrollNear();
    // Parts near the screen are drawn one at a time when the main thread is idle.
    expect(
      within(await screen.findByRole('region', { name: 'Jackpots' })).getAllByTestId('game-tile'),
    ).toHaveLength(1);
    // The first row's first images are the page's largest paint: they load at once.
    expect(
      within(popular).getAllByTestId('game-tile')[0]?.querySelector('img')?.getAttribute('loading'),
    ).toBe('eager');
    expect(requestsTo(asked, '/api/frontend/main_page/')[0]?.searchParams.get('casino_type')).toBe('casino');
  });

  it('asks for the live casino rows in live mode', async () => {
    act(() => storage.set('headerType', 'live_casino'));
    renderAt(<LobbyGames />);
    await screen.findByRole('region', { name: 'Popular' });
    expect(requestsTo(asked, '/api/frontend/main_page/')[0]?.searchParams.get('casino_type')).toBe(
      'live_casino',
    );
    const chips = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(chips).getByRole('link', { name: 'All games' }).getAttribute('href')).toBe('/slots');
  });

  it('lists the categories as chips and the operator slides as a carousel', async () => {
    renderAt(<LobbyGames />);
    const chips = screen.getByRole('navigation', { name: 'Game categories' });
    expect((await within(chips).findByRole('link', { name: 'Jackpots' })).getAttribute('href')).toBe(
      '/slots?categories=8',
    );
    await screen.findByRole('region', { name: 'Popular' });
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    scrollNear();
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(carousel).getByRole('group', { name: '1 of 2' })).toBeTruthy();
    expect(within(carousel).getByRole('link', { name: 'Claim' }).getAttribute('href')).toBe('/promo');
    act(() => within(carousel).getByRole('button', { name: 'Next slide' }).click());
    expect(
      within(carousel).getByRole('button', { name: 'Show slide: Weekly race' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('shows real wins with the masked nickname, the game, the amount and how long ago', async () => {
    renderAt(<LobbyGames />);
    // The strips are far down the lobby: asked for only once near the screen.
    await screen.findByRole('region', { name: 'Popular' });
    expect(requestsTo(asked, '/api/frontend/winning_now/')).toHaveLength(0);
    scrollNear();
    const strip = await screen.findByRole('region', { name: 'Winning now' });
    const win = await within(strip).findByRole('link', {
      name: /Ja\*\*\*42 won \$1,250\.50 in Fruit Fiesta/,
    });
    expect(win.textContent).toContain('2 minutes ago');
    expect(win.getAttribute('href')).toBe('/game?gameId=2&isDemo=false');
    const last = screen.getByRole('region', { name: 'Last wins' });
    expect(await within(last).findByText('No wins to show yet. The next one could be yours!')).toBeTruthy();
  });

  it('says so when the mode has no games yet', async () => {
    vi.restoreAllMocks();
    stubApi({ 'GET /api/frontend/main_page/': () => json([]) });
    renderAt(<LobbyGames />);
    expect(await screen.findByRole('heading', { name: 'No games here yet' })).toBeTruthy();
  });
});
