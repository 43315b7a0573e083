import type { TournamentDetail, TournamentEvent } from '@casino/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { EventsPage } from './events-page';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const H = 3600_000;

const event = (id: number, name: string, startH: number, endH: number): TournamentEvent => ({
  id,
  name,
  prize: 1000 * id,
  start_date: new Date(NOW + startH * H).toISOString(),
  end_date: new Date(NOW + endH * H).toISOString(),
  preview_img: `/img/tournaments/${id}.svg`,
  status: 'now',
});

const detailOf = (e: TournamentEvent, over: Partial<TournamentDetail> = {}): TournamentDetail => ({
  ...e,
  description: '<p>Spin <strong>any</strong> slot.</p>',
  rounds: 500,
  main_img: '/img/tournaments/main.svg',
  min_bet: 0.2,
  category: 'bet_count',
  prize_places: 3,
  prizes: [500, 300, 200],
  leaderboard: Array.from({ length: 8 }, (_, i) => ({
    place: i + 1,
    prize: [500, 300, 200][i] ?? 0,
    nickname: `player${i + 1}`,
    points: 100 - i,
  })),
  slots: Array.from({ length: 6 }, (_, i) => ({
    game_id: 10 + i,
    name: `Slot ${i + 1}`,
    img: `/s${i}.svg`,
    uploaded_images: [],
    is_hot: false,
    is_exclusive: true,
    demo: true,
    basicRTP: 96,
  })),
  ...over,
});

const EVENTS = [
  event(1, 'Soon Cup', 48, 200),
  event(2, 'Spin Race', -1, 160),
  event(3, 'Old Hunt', -200, -24),
  event(4, 'Last Sprint', -5, 20),
];

function mockApi(details: Record<number, TournamentDetail>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      calls.push(path);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/frontend/events/') return json(EVENTS);
      const m = /^\/api\/frontend\/events\/(\d+)\/$/.exec(path);
      const d = m ? details[Number(m[1])] : undefined;
      return d ? json(d) : json({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderPage(selectedId?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Where />
                <EventsPage title="Promotions" selectedId={selectedId} />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EventsPage', () => {
  it('groups the events Soon, Now and Ended and selects the first Now event (ending first)', async () => {
    const calls = mockApi({ 4: detailOf(EVENTS[3] as TournamentEvent) });
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Events' });
    const groups = (await within(nav).findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(groups).toEqual(['Soon1', 'Now2', 'Ended1']);
    const now = within(nav).getByRole('region', { name: /Now/ });
    expect(
      within(now)
        .getAllByRole('link')
        .map((l) => l.textContent?.slice(0, 11)),
    ).toEqual(['Last Sprint', 'Spin Race$2']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Last Sprint' })).toBeTruthy();
    expect(calls).toContain('/api/frontend/events/4/');
    // Links go to the tournament page with eventStarted.
    expect(
      within(nav)
        .getByRole('link', { name: /Soon Cup/ })
        .getAttribute('href'),
    ).toBe('/tournaments?tournamentId=1&eventStarted=false');
    expect(
      within(nav)
        .getByRole('link', { name: /Old Hunt/ })
        .getAttribute('href'),
    ).toBe('/tournaments?tournamentId=3&eventStarted=true');
  });

  it('shows a running event with finish, the countdown, Play, 5 leaderboard rows with cups and the games strip', async () => {
    mockApi({ 2: detailOf(EVENTS[1] as TournamentEvent) });
    renderPage(2);
    const article = await screen.findByRole('article', { name: 'Spin Race' });
    expect(within(article).getByText('finish')).toBeTruthy();
    const timer = within(article).getByRole('timer');
    expect(timer.getAttribute('aria-label')).toBe('finish 6d 16h 00m');
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(article).getByRole('timer').getAttribute('aria-label')).toBe('finish 6d 15h 59m');
    expect(within(article).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      '/slots?tournamentId=2',
    );
    expect(within(article).getByTestId('prize-pool').textContent).toBe('$2,000.00');

    const board = within(article).getByRole('region', { name: 'Leaderboard' });
    expect(within(board).getAllByRole('row')).toHaveLength(1 + 5);
    expect(within(board).getByTestId('cup-1')).toBeTruthy();
    expect(within(board).getByTestId('cup-3')).toBeTruthy();
    expect(within(board).queryByTestId('cup-4')).toBeNull();
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(within(board).getByRole('button', { name: /Show all/ }));
    expect(within(board).getAllByRole('row')).toHaveLength(1 + 8);
    await user.click(within(board).getByRole('button', { name: /Hide/ }));
    expect(within(board).getAllByRole('row')).toHaveLength(1 + 5);

    const games = within(article).getByRole('region', { name: 'Tournament games' });
    expect(within(games).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(games)
        .getByRole('link', { name: /Show all/ })
        .getAttribute('href'),
    ).toBe('/slots?tournamentId=2');

    // Rules expand to the places, category, minimum bet, rounds and the description.
    const rules = within(article).getByRole('region', { name: 'Rules' });
    const body = within(rules).getByText('Number of bets').closest('[id="tournament-rules-body"]');
    expect(body instanceof HTMLElement && body.hidden).toBe(true);
    await user.click(within(rules).getByRole('button', { name: 'Show rules' }));
    expect(body instanceof HTMLElement && body.hidden).toBe(false);
    expect(within(rules).getByRole('button', { name: 'Hide rules' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(rules).getByText('any').tagName).toBe('STRONG');
    const summary = within(article).getByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('row', { name: 'Minimum bet $0.20' })).toBeTruthy();
    expect(within(summary).getByRole('row', { name: 'Prize places 3' })).toBeTruthy();
    // The phone's way back.
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/promo/events');
  });

  it('an event not started shows Will start in: and no Play button', async () => {
    mockApi({ 1: detailOf(EVENTS[0] as TournamentEvent, { leaderboard: [] }) });
    renderPage(1);
    const article = await screen.findByRole('article', { name: 'Soon Cup' });
    expect(within(article).getByText('Will start in:')).toBeTruthy();
    expect(within(article).getByRole('timer').getAttribute('aria-label')).toBe('Will start in: 2d 00h 00m');
    expect(within(article).queryByRole('link', { name: 'Play' })).toBeNull();
    expect(within(article).getByText(/No players yet/)).toBeTruthy();
  });

  it('an event that failed to load shows nothing, not an error', async () => {
    mockApi({});
    renderPage(999);
    await screen.findByRole('navigation', { name: 'Events' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
