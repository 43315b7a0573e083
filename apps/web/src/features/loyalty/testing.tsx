// Test support for the loyalty feature: contract-shaped fixtures, a fetch router that records
// calls, and a render with a query client, a router and a probe of the open dialogs.
import type { CashbackClaim, RanksAnswer } from '@casino/contract';
import { cleanup, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import '../../lib/i18n';
import { closeDialog } from '../../lib/dialogs';
import { renderWithProviders as renderWith } from '../../testing/render';

// The suite runs without vitest globals, so testing-library cannot unmount by itself; the dialog
// registry is module state and must not leak between tests.
afterEach(() => {
  cleanup();
  closeDialog('transitionDialog');
  closeDialog('loginMenu');
  vi.unstubAllGlobals();
});

export function ranksAnswer(player: RanksAnswer['player'] = null): RanksAnswer {
  const spins = [10, 50, 50, 50, 65, 80, 100];
  const wagering = [15, 15, 10, 10, 5, 5, 5];
  const rates = [0, 2, 4, 6, 8, 10, 12];
  const caps = [null, 1000, 1000, 1000, 2000, 2000, 2500];
  const cashbackWagering = [null, 15, 10, 10, 5, 5, 5];
  return {
    stations: [125, 750, 2000, 5000, 7500, 10000, 13000].map((threshold, i) => ({
      level: i + 1,
      threshold,
      wagering: wagering[i] ?? 0,
      spins: spins[i] ?? 0,
      spin_bet: 0.2,
      cashback_rate: rates[i] ?? 0,
      cashback_cap: caps[i] ?? null,
      cashback_wagering: cashbackWagering[i] ?? null,
    })),
    usd_per_point: 10,
    contributions: { slots: 100, live: 10, tables: 10, video_poker: 5, jackpots: 0, game_shows: 0, lobby: 0 },
    vip_monthly_deposit: 25000,
    player,
  };
}

export function standing(overrides: Partial<NonNullable<RanksAnswer['player']>> = {}) {
  return {
    station: 2,
    points: 812.5,
    next_station: 3,
    next_threshold: 2000,
    points_to_next: 1187.5,
    month: '2026-05',
    resets_at: '2026-06-01T00:00:00.000Z',
    current_rank: 2,
    current_rank_progress: 812,
    is_vip: false,
    vip_since: null,
    month_deposits: 1200,
    ...overrides,
  };
}

export function cashbackClaim(overrides: Partial<CashbackClaim> = {}): CashbackClaim {
  return {
    id: 7,
    period_start: '2026-05-01T00:00:00.000Z',
    period_end: '2026-05-08T00:00:00.000Z',
    station: 2,
    rate: 2,
    net_loss: 6000,
    amount: 120,
    wager: 15,
    status: 'ready',
    expires_at: '2026-05-15T00:00:00.000Z',
    claimed_at: null,
    ...overrides,
  };
}

export { json, mockFetch, sentBody } from '../../testing/mock-fetch';

/** Renders with the providers, at /status unless told. */
export const renderWithProviders = (ui: ReactElement, path = '/status'): RenderResult => renderWith(ui, path);
