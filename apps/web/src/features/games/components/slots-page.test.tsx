import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { game, json, page, provider, renderAt, requestsTo, stubApi } from '../testing';
import { filtersFromQuery, SlotsPage } from './slots-page';

const SLOTS = '/api/frontend/slot/';

function catalogueOf(total: number, perPage: number) {
  return (url: URL) => {
    const at = Number(url.searchParams.get('page') ?? 1);
    const from = (at - 1) * perPage;
    const results = Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) =>
      game(from + i + 1),
    );
    const next = from + perPage < total ? `${url.origin}${url.pathname}?page=${at + 1}` : null;
    return json(page(results, { count: total, next }));
  };
}

describe('slots page', () => {
  let asked: URL[];
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    window.localStorage.clear();
  });

  const stub = (slots: (url: URL) => Response) => {
    asked = stubApi({
      'GET /api/frontend/slot/': slots,
      'GET /api/frontend/provider/': () => json([provider(3, 'Neon Play'), provider(4, 'Royal Studio')]),
      'GET /api/frontend/categories/': () =>
        json([
          { id: 2, name: 'New', slug: 'new', uploaded_images: [] },
          { id: 5, name: 'Jackpots', slug: 'jackpots', uploaded_images: [] },
        ]),
    });
  };

  it('reads provider, categories and tournamentId from the address, with the mode only without a provider or tournament', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(filtersFromQuery(q('provider=3'), 'casino')).toEqual({
      provider: [3],
      categories: [],
      tournaments: [],
      casino_type: undefined,
    });
    expect(filtersFromQuery(q('categories=2&categories=5'), 'live_casino')).toEqual({
      provider: [],
      categories: [2, 5],
      tournaments: [],
      casino_type: 'live_casino',
    });
    expect(filtersFromQuery(q('tournamentId=9&provider=x&categories=-1'), 'casino')).toEqual({
      provider: [],
      categories: [],
      tournaments: [9],
      casino_type: undefined,
    });
  });

  it('loads page after page while the end of the grid comes near, until there is no next', async () => {
    stub(catalogueOf(10, 4));
    renderAt(<SlotsPage title="All slots" />, '/slots?categories=2');
    expect(screen.getByRole('heading', { level: 1, name: 'All slots' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'All slots' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(10));
    const pages = requestsTo(asked, SLOTS).map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
    const first = requestsTo(asked, SLOTS)[0];
    expect(first?.searchParams.getAll('categories')).toEqual(['2']);
    expect(first?.searchParams.get('casino_type')).toBe('casino');
    expect(first?.searchParams.get('page_size')).toBe('48');
    expect(screen.getByText('10 games')).toBeTruthy();
    expect(within(grid).getAllByRole('listitem')[9]?.getAttribute('aria-posinset')).toBe('10');
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('keeps only the rows near the screen in the document for a long catalogue', async () => {
    // The test DOM has no layout: give the grid's rows a real height (a laptop's tile row).
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.index === undefined ? 0 : 300;
      },
    });
    onTestFinished(() => {
      if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
    });
    stub(catalogueOf(5000, 48));
    renderAt(<SlotsPage title="All slots" />, '/slots');
    const grid = await screen.findByRole('list', { name: 'All slots' });
    // The first pages arrive, yet only a few rows of tiles are rendered.
    await waitFor(() => expect(requestsTo(asked, SLOTS).length).toBeGreaterThanOrEqual(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rendered = within(grid).getAllByRole('listitem').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(48);
    // Only what is near the screen was asked for, not the whole catalogue.
    expect(requestsTo(asked, SLOTS).length).toBeLessThanOrEqual(2);
    expect(within(grid).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('5000');
  });

  it("shows a provider's games whatever the mode and changes the provider from the picker", async () => {
    stub(catalogueOf(3, 48));
    const user = userEvent.setup();
    renderAt(<SlotsPage title="All slots" />, '/slots?provider=3');
    await screen.findByRole('list', { name: 'Games by Neon Play' });
    const first = requestsTo(asked, SLOTS)[0];
    expect(first?.searchParams.getAll('provider')).toEqual(['3']);
    expect(first?.searchParams.has('casino_type')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), '4');
    expect(screen.getByTestId('location').textContent).toBe('/slots?provider=4');
    await waitFor(() =>
      expect(requestsTo(asked, SLOTS).at(-1)?.searchParams.getAll('provider')).toEqual(['4']),
    );
  });

  it('keeps the provider when a category chip is chosen', async () => {
    stub(catalogueOf(3, 48));
    const user = userEvent.setup();
    renderAt(<SlotsPage title="All slots" />, '/slots?provider=3');
    const chips = await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(await within(chips).findByRole('link', { name: 'Jackpots' }));
    expect(screen.getByTestId('location').textContent).toBe('/slots?provider=3&categories=5');
    expect(within(chips).getByRole('link', { name: 'Jackpots' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when nothing matches, with a way back to every game', async () => {
    stub(() => json(page([])));
    renderAt(<SlotsPage title="All slots" />, '/slots?categories=5');
    expect(await screen.findByText('No games match these filters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/slots');
  });
});
