import type { Page } from '@casino/contract';
import type { Bet } from '@casino/contract/sportsbook-bets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './sports-keys';

export const BET_PAGE_SIZE = 10;
/**
 * How often My bets looks again while it shows open bets: a bet settles when its last event's
 * results arrive, and the player watching the list sees it move to Settled without a reload.
 */
export const OPEN_BETS_REFRESH_MS = 15_000;

/** GET sports/bets/: the player's open (pending or open) or settled bets, newest first. */
export const getBets = (status: 'open' | 'settled', page: number): Promise<Page<Bet>> =>
  api<Page<Bet>>('/api/frontend/sports/bets/', { query: { status, page, page_size: BET_PAGE_SIZE } });

export const betsQueryOptions = (status: 'open' | 'settled', page: number) =>
  queryOptions({ queryKey: sportsKeys.betPage(status, page), queryFn: () => getBets(status, page) });

export function useBets(status: 'open' | 'settled', page: number) {
  return useQuery({
    ...betsQueryOptions(status, page),
    placeholderData: keepPreviousData,
    // Open bets are looked at again while there are any; settled ones are read afresh when the
    // tab opens, since bets may have settled meanwhile.
    refetchInterval: (query) =>
      status === 'open' && (query.state.data?.results.length ?? 0) > 0 ? OPEN_BETS_REFRESH_MS : false,
    refetchOnMount: status === 'settled' ? 'always' : true,
  });
}
