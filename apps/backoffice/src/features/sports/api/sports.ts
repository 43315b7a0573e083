import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  StakeFactor,
  TradingEventDetail,
  TradingEventSummary,
  TradingMarket,
  TradingOutcome,
} from '@casino/contract/backoffice-sports';
import { request } from '../../../lib/api-client';

export type { StakeFactor, TradingEventDetail, TradingEventSummary, TradingMarket, TradingOutcome };

// The contract's lists as the console's menus offer them (its types only: the console bundles no zod).
export const EVENT_STATUSES = ['not_started', 'live', 'ended', 'cancelled', 'postponed'] as const;

export const EVENTS_PATH = '/sports/events/';
export const sportsKey = ['sports'] as const;
export const eventKey = (id: number) => [...sportsKey, 'event', id] as const;

export const useSportList = () =>
  useQuery(
    queryOptions({
      queryKey: [...sportsKey, 'sports'],
      queryFn: ({ signal }) =>
        request<{ sports: Array<{ slug: string; name: string }> }>('/sports/sports/', { signal }),
    }),
  );

export const useTradingEvent = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: eventKey(id),
      queryFn: ({ signal }) => request<TradingEventDetail>(`${EVENTS_PATH}${id}/`, { signal }),
    }),
  );

export interface NewEvent {
  sport: string;
  competition: string;
  home: string;
  away: string;
  starts_at: string;
  markets: Array<{ type: string; specifier?: string; outcomes: Array<{ key: string; odds: string }> }>;
  reason: string;
}

export const createEvent = (event: NewEvent) =>
  request<TradingEventDetail>(EVENTS_PATH, { method: 'POST', body: event });

export const changeOdds = (outcomeId: number, odds: string, reason: string) =>
  request<TradingEventDetail>(`/sports/outcomes/${outcomeId}/odds/`, {
    method: 'PUT',
    body: { odds, reason },
  });

export type MarketAction = 'suspend' | 'reopen' | 'void';

export const actOnMarket = (marketId: number, action: MarketAction, reason: string) =>
  request<TradingEventDetail>(`/sports/markets/${marketId}/${action}/`, { method: 'POST', body: { reason } });

export const voidEvent = (eventId: number, reason: string) =>
  request<TradingEventDetail>(`${EVENTS_PATH}${eventId}/void/`, { method: 'POST', body: { reason } });

/** A manual result as the console offers it, and the factors the server reads it as. */
export const RESULTS = {
  won: { result: 1, void_factor: 0 },
  lost: { result: 0, void_factor: 0 },
  half_won: { result: 1, void_factor: 0.5 },
  half_lost: { result: 0, void_factor: 0.5 },
  void: { result: 0, void_factor: 1 },
} as const;
export type ResultChoice = keyof typeof RESULTS;

/** Files the settlement for a second trader's approval (202: nothing paid yet). */
export const requestSettlement = (marketId: number, choices: Record<string, ResultChoice>, reason: string) =>
  request<{ id: number }>(`/sports/markets/${marketId}/settle/`, {
    method: 'POST',
    body: { outcomes: Object.entries(choices).map(([key, choice]) => ({ key, ...RESULTS[choice] })), reason },
  });

export const setStakeFactor = (playerId: number, factor: number, reason: string) =>
  request<StakeFactor>(`/sports/players/${playerId}/stake-factor/`, {
    method: 'PUT',
    body: { factor, reason },
  });
