import type { CasinoType, Game, Page } from '@casino/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the catalogue is narrowed by; absent fields do not filter. */
export interface SlotFilters {
  name?: string;
  provider?: number[];
  categories?: number[];
  tournaments?: number[];
  casino_type?: CasinoType;
}

/** Games per request: a few screens of the grid, small enough to arrive quickly on a phone. */
export const SLOTS_PAGE_SIZE = 48;

/** GET slot/: one page of the catalogue under the filters ({count, next, previous, results}). */
export function getSlots(filters: SlotFilters, page: number, signal?: AbortSignal): Promise<Page<Game>> {
  return api<Page<Game>>('/api/frontend/slot/', {
    query: { ...filters, page, page_size: SLOTS_PAGE_SIZE },
    signal,
  });
}

/** Drops empty filters so equal searches share one cache entry. */
export function normalizeFilters(filters: SlotFilters): SlotFilters {
  const out: SlotFilters = {};
  const name = filters.name?.trim();
  if (name) out.name = name;
  if (filters.provider?.length) out.provider = [...filters.provider].sort((a, b) => a - b);
  if (filters.categories?.length) out.categories = [...filters.categories].sort((a, b) => a - b);
  if (filters.tournaments?.length) out.tournaments = [...filters.tournaments].sort((a, b) => a - b);
  if (filters.casino_type) out.casino_type = filters.casino_type;
  return out;
}

export const slotsQueryOptions = (filters: SlotFilters) => {
  const normalized = normalizeFilters(filters);
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'slots', normalized],
    queryFn: ({ pageParam, signal }) => getSlots(normalized, pageParam, signal),
    initialPageParam: 1,
    // The server says whether there is more through `next`.
    getNextPageParam: (last, _all, lastPage) => (last.next ? lastPage + 1 : undefined),
    staleTime: 60_000,
  });
};

/** The catalogue under the filters, page after page; the previous results stay while a new filter loads. */
export function useSlots(filters: SlotFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...slotsQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
