import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export interface CatalogueGame {
  id: number;
  code: string;
  name: string;
  img: string;
  provider_id: number;
  provider_name: string;
  provider_active: boolean;
  mode: 'casino' | 'live_casino';
  type: string;
  /** Published RTP in percent. */
  rtp: number;
  is_hot: boolean;
  is_exclusive: boolean;
  active: boolean;
  curated: boolean;
  sort: number;
  category_ids: number[];
  updated_at: string;
}

export interface CatalogueFilters {
  providers: Array<{ id: number; name: string; active: boolean; games: number }>;
  categories: Array<{
    id: number;
    slug: string;
    name: string;
    mode: 'casino' | 'live_casino';
    active: boolean;
  }>;
}

export interface GameChange {
  active?: boolean;
  sort?: number;
  is_hot?: boolean;
  is_exclusive?: boolean;
  category_ids?: number[];
  reason: string;
}

export interface ImportReport {
  provider: { code: string; name: string; created: boolean };
  imported: number;
  updated: number;
  refused: Array<{ index: number; code: string | null; reason: string }>;
  categories_created: number;
  not_in_feed: number;
  /** The lines `npm run ops -- catalogue:import` prints. */
  lines: string[];
}

export interface RtpLine {
  game_id: number;
  name: string;
  provider: string;
  code: string;
  rounds: number;
  staked_usd: number;
  won_usd: number;
  rtp: number;
  actual_rtp: number | null;
  expected_low: number | null;
  expected_high: number | null;
  deviation: number | null;
  deviation_source: string;
  outside: boolean;
}

export interface RtpReport {
  since: string | null;
  range_deviations: number;
  games: RtpLine[];
}

export const GAMES_PATH = '/games/';
export const gamesKey = ['games'] as const;

export const filtersQueryOptions = () =>
  queryOptions({
    queryKey: [...gamesKey, 'filters'],
    queryFn: ({ signal }) => request<CatalogueFilters>('/games/filters/', { signal }),
    staleTime: 60_000,
  });

export const rtpQueryOptions = (since: string) =>
  queryOptions({
    queryKey: [...gamesKey, 'rtp', since],
    queryFn: ({ signal }) =>
      request<RtpReport>('/reports/games-rtp/', { signal, query: { since: since || undefined } }),
  });

export const changeGame = (id: number, change: GameChange) =>
  request<CatalogueGame>(`/games/${id}/`, { method: 'PATCH', body: change });

export const importFeed = (body: { feed?: unknown; url?: string; reason: string }) =>
  request<{ reports: ImportReport[] }>('/games/import/', { method: 'POST', body });
