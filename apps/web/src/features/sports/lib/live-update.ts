import type { EventDetail, Market } from '@casino/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { EventPage } from '../api/get-events';
import { sportsKeys } from '../api/sports-keys';
import { slipStore } from './slip-store';

/**
 * A market as the stream sent it, with the names the page already shows: the stream speaks the
 * browser's language (an EventSource sends no chosen Accept-Language), the page the player's.
 */
function mergeMarket(shown: Market | undefined, fresh: Market): Market {
  if (!shown) return fresh;
  return {
    ...fresh,
    name: shown.name,
    outcomes: fresh.outcomes.map((o) => ({
      ...o,
      name: shown.outcomes.find((s) => s.id === o.id)?.name ?? o.name,
    })),
  };
}

/** Whether an outcome can be taken now: its market open and the outcome offered. */
export const isOpen = (market: Market, outcome: Market['outcomes'][number]) =>
  market.status === 'active' && outcome.active;

/** Every outcome's price and whether it can be taken now, for the slip. */
export function pricesOf(markets: readonly Market[]): Map<number, { odds: string; locked: boolean }> {
  const prices = new Map<number, { odds: string; locked: boolean }>();
  for (const market of markets)
    for (const outcome of market.outcomes)
      prices.set(outcome.id, { odds: outcome.odds, locked: !isOpen(market, outcome) });
  return prices;
}

/**
 * Puts a pushed event in place wherever the page holds it: its own page, every list it is in
 * (status, score and main market), and the slip's prices. Nothing is fetched, except a list whose
 * event changed status.
 */
export function applyEventUpdate(queryClient: QueryClient, update: EventDetail): void {
  queryClient.setQueryData<EventDetail>(sportsKeys.event(update.id), (shown) =>
    shown
      ? {
          ...update,
          competition: shown.competition,
          sport: shown.sport,
          markets: update.markets.map((m) =>
            mergeMarket(
              shown.markets.find((s) => s.id === m.id),
              m,
            ),
          ),
        }
      : shown,
  );
  // A list whose copy of the event has another status now (kicked off, ended, postponed) is read
  // again: the book files events by status and time, so it may no longer belong there (an
  // upcoming match that started), and the next one should take its place.
  const moved = queryClient
    .getQueriesData<EventPage>({ queryKey: sportsKeys.eventLists() })
    .filter(([, page]) => page?.results.some((e) => e.id === update.id && e.status !== update.status))
    .map(([queryKey]) => queryKey);
  queryClient.setQueriesData<EventPage>({ queryKey: sportsKeys.eventLists() }, (page) => {
    if (!page?.results.some((e) => e.id === update.id)) return page;
    return {
      ...page,
      results: page.results.map((e) => {
        if (e.id !== update.id) return e;
        const main = e.main_market && update.markets.find((m) => m.id === e.main_market?.id);
        return {
          ...e,
          status: update.status,
          score: update.score,
          starts_at: update.starts_at,
          main_market: main ? mergeMarket(e.main_market ?? undefined, main) : e.main_market,
        };
      }),
    };
  });
  slipStore.reprice(pricesOf(update.markets));
  for (const queryKey of moved) void queryClient.invalidateQueries({ queryKey, exact: true });
}
