import type { TournamentEvent } from '@casino/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { RunningEventsWidget } from './running-events-widget';

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

function renderWith(events: TournamentEvent[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(events), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RunningEventsWidget />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the running tournaments widget', () => {
  it('lists running events by nearest end with prize and time left, never soon or ended ones', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderWith([
      event(1, 'Soon Cup', 2, 50),
      event(2, 'Spin Race', -1, 50),
      event(3, 'Old Hunt', -50, -2),
      event(4, 'Last Sprint', -5, 2.5),
    ]);
    const links = await screen.findAllByRole('link', { name: /Race|Sprint/ });
    expect(links.map((l) => l.textContent)).toEqual([
      'Last Sprint$4,000.00 · Ends in 2h 30m',
      'Spin Race$2,000.00 · Ends in 2d 2h',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/tournaments?tournamentId=4&eventStarted=true');
    expect(screen.queryByText('Soon Cup')).toBeNull();
    expect(screen.queryByText('Old Hunt')).toBeNull();
  });

  it('says so when nothing is running', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderWith([event(1, 'Soon Cup', 2, 50)]);
    expect(await screen.findByText('No tournament is running right now.')).toBeTruthy();
  });
});
