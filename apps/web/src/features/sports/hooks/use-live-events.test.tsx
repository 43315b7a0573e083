import type { EventDetail, EventSummary, Market, Sport } from '@casino/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { json, mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { EventPage } from '../components/event-page';
import { SportsHome } from '../components/sports-home';
import { emptySlip, slipStore } from '../lib/slip-store';

/** An EventSource the test drives: it records the streams opened and delivers what the test sends. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const matchResult = (odds: [string, string, string], status: Market['status'] = 'active'): Market => ({
  id: 50,
  type: 'match_result',
  line: null,
  name: 'Match result',
  status,
  outcomes: [
    { id: 501, key: 'home', name: 'Arsenal', odds: odds[0], active: true },
    { id: 502, key: 'draw', name: 'Draw', odds: odds[1], active: true },
    { id: 503, key: 'away', name: 'Chelsea', odds: odds[2], active: true },
  ],
});

const total = (status: Market['status']): Market => ({
  id: 51,
  type: 'total',
  line: '2.5',
  name: 'Total 2.5',
  status,
  outcomes: [
    { id: 511, key: 'over', name: 'Over 2.5', odds: '1.90', active: true },
    { id: 512, key: 'under', name: 'Under 2.5', odds: '1.90', active: true },
  ],
});

const detail = (markets: Market[], over: Partial<EventDetail> = {}): EventDetail => ({
  id: 5,
  sport: { id: 1, slug: 'football', name: 'Football' },
  competition: { id: 4, name: 'Premier League', country: 'GB' },
  home: 'Arsenal',
  away: 'Chelsea',
  starts_at: '2026-11-28T20:00:00.000Z',
  status: 'live',
  score: { home: 0, away: 0, periods: [], clock: "12'" },
  markets,
  ...over,
});

const priceButton = (name: RegExp) => screen.getByRole('button', { name });

describe('live odds', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    window.localStorage.clear();
    slipStore.update(() => emptySlip);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("updates an event's page in place: new prices flash, a suspended market locks, the score moves", async () => {
    mockFetch({
      'GET /api/frontend/sports/events/5/': () =>
        json(detail([matchResult(['2.10', '3.40', '3.60']), total('active')])),
    });
    renderWithProviders(<EventPage eventId={5} />);
    expect(await screen.findByRole('button', { name: /^Arsenal at 2\.10$/ })).toBeTruthy();
    const stream = FakeEventSource.opened[0];
    expect(stream?.url).toBe('/api/frontend/sports/live/?event=5');

    // The stream's names may be in another language: the page keeps its own.
    const pushed = detail([matchResult(['2.35', '3.40', '3.10']), total('suspended')], {
      score: { home: 1, away: 0, periods: [], clock: "31'" },
    });
    pushed.markets[0]?.outcomes.forEach((o) => (o.name = `${o.name} (stream)`));
    act(() => stream?.emit('event', pushed));

    // The query cache tells its readers on the next tick.
    const home = await screen.findByRole('button', { name: /^Arsenal at 2\.35$/ });
    expect(home.getAttribute('data-move')).toBe('up');
    expect(priceButton(/^Chelsea at 3\.10$/).getAttribute('data-move')).toBe('down');
    expect(priceButton(/^Draw at 3\.40$/).getAttribute('data-move')).toBeNull();
    const totals = screen.getByRole('region', { name: 'Total 2.5' });
    expect(within(totals).getByText('Suspended')).toBeTruthy();
    for (const button of within(totals).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(button.getAttribute('aria-label')).toMatch(/not available now/);
    }
    expect(screen.getByLabelText('Score 1 to 0')).toBeTruthy();
    expect(screen.getByText("31'")).toBeTruthy();
  });

  it("reprices the slip's selections from the stream and marks what moved", async () => {
    mockFetch({
      'GET /api/frontend/sports/events/5/': () => json(detail([matchResult(['2.10', '3.40', '3.60'])])),
    });
    renderWithProviders(<EventPage eventId={5} />);
    const home = await screen.findByRole('button', { name: /^Arsenal at 2\.10$/ });
    act(() => home.click());
    expect(slipStore.get().selections.map((s) => s.odds)).toEqual(['2.10']);
    act(() =>
      FakeEventSource.opened[0]?.emit('event', detail([matchResult(['1.95', '3.40', '3.60'], 'suspended')])),
    );
    expect(slipStore.get().selections[0]).toMatchObject({ odds: '1.95', previousOdds: '2.10', locked: true });
  });

  it("updates a list's rows from the stream of every event, and closes the stream on leaving", async () => {
    const sports: Sport[] = [
      {
        id: 1,
        slug: 'football',
        name: 'Football',
        event_count: 1,
        live_count: 1,
        competitions: [{ id: 4, name: 'Premier League', country: 'GB', event_count: 1, live_count: 1 }],
      },
    ];
    const { markets: _all, ...fields } = detail([]);
    const summary: EventSummary = {
      ...fields,
      main_market: matchResult(['2.10', '3.40', '3.60']),
      market_count: 9,
    };
    mockFetch({
      'GET /api/frontend/sports/': () => json(sports),
      'GET /api/frontend/sports/events/': () =>
        json({ count: 1, next: null, previous: null, results: [summary] }),
    });
    const view = renderWithProviders(<SportsHome />, '/sports?sport=football');
    const row = await screen.findByRole('article', { name: 'Arsenal v Chelsea' });
    expect(within(row).getByRole('button', { name: /^Arsenal at 2\.10$/ })).toBeTruthy();
    const stream = FakeEventSource.opened.find((s) => s.url === '/api/frontend/sports/live/');
    act(() => stream?.emit('event', detail([matchResult(['1.80', '3.60', '4.20']), total('active')])));
    const moved = await within(row).findByRole('button', { name: /^Arsenal at 1\.80$/ });
    expect(screen.getAllByRole('article')).toEqual([row]);
    expect(moved.getAttribute('data-move')).toBe('down');
    view.unmount();
    expect(stream?.closed).toBe(true);
  });

  it('reads an upcoming list again when one of its matches kicks off, so the next takes its place', async () => {
    const sports: Sport[] = [
      {
        id: 1,
        slug: 'football',
        name: 'Football',
        event_count: 2,
        live_count: 0,
        competitions: [{ id: 4, name: 'Premier League', country: 'GB', event_count: 2, live_count: 0 }],
      },
    ];
    const { markets: _all, ...fields } = detail([], { status: 'not_started', score: null });
    const first: EventSummary = {
      ...fields,
      main_market: matchResult(['2.10', '3.40', '3.60']),
      market_count: 9,
    };
    const next: EventSummary = { ...first, id: 6, home: 'Everton', away: 'Fulham' };
    let kickedOff = false;
    let reads = 0;
    mockFetch({
      'GET /api/frontend/sports/': () => json(sports),
      'GET /api/frontend/sports/events/': () => {
        reads += 1;
        return json({ count: 1, next: null, previous: null, results: [kickedOff ? next : first] });
      },
    });
    renderWithProviders(<SportsHome />, '/sports?sport=football&when=upcoming');
    await screen.findByRole('article', { name: 'Arsenal v Chelsea' });
    const stream = FakeEventSource.opened.find((s) => s.url === '/api/frontend/sports/live/');
    // A price moves: updated in place, nothing read.
    act(() =>
      stream?.emit(
        'event',
        detail([matchResult(['2.00', '3.40', '3.80'])], { status: 'not_started', score: null }),
      ),
    );
    await screen.findByRole('button', { name: /^Arsenal at 2\.00$/ });
    expect(reads).toBe(1);
    // It kicks off: the list is read again and the next match is there.
    kickedOff = true;
    act(() => stream?.emit('event', detail([matchResult(['1.95', '3.50', '3.90'])])));
    expect(await screen.findByRole('article', { name: 'Everton v Fulham' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Arsenal v Chelsea' })).toBeNull();
    expect(reads).toBe(2);
  });
});
