import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../../lib/storage';
import { json, mockFetch, ranksAnswer, renderWithProviders, standing } from '../testing';
import { StationWidget } from './station-widget';

beforeEach(() => {
  localStorage.clear();
});

describe('the station widget', () => {
  it("shows the player's station, points towards the next one and the bar between them", async () => {
    storage.set('accessToken', 'token');
    mockFetch({ 'GET /api/frontend/ranks/': () => json(ranksAnswer(standing())) });
    renderWithProviders(<StationWidget />);
    expect(await screen.findByText('Station 2')).toBeTruthy();
    expect(screen.getByTestId('widget-points').textContent).toBe('812.5 / 2,000 points');
    // (812.5 - 750) / (2000 - 750) = 5%.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    expect(screen.getByRole('link', { name: 'How status works' }).getAttribute('href')).toBe('/status');
  });

  it('shows the top station full, and a guest how to collect points', async () => {
    storage.set('accessToken', 'token');
    mockFetch({
      'GET /api/frontend/ranks/': () =>
        json(
          ranksAnswer(standing({ station: 7, points: 14_000.25, next_station: null, next_threshold: null })),
        ),
    });
    const { unmount } = renderWithProviders(<StationWidget />);
    expect(await screen.findByText('Top station: 14,000.25 points this month')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    unmount();

    storage.set('accessToken', '');
    mockFetch({ 'GET /api/frontend/ranks/': () => json(ranksAnswer()) });
    renderWithProviders(<StationWidget />);
    expect(await screen.findByText('Sign in to collect points')).toBeTruthy();
  });
});
