import type { QueryClient } from '@tanstack/react-query';
import { eventQueryOptions } from '../api/get-event';
import { isOpen } from './live-update';
import { slipStore } from './slip-store';

/** Reads the slip's events again and gives the slip their current prices and states. */
export async function refreshSlipPrices(queryClient: QueryClient): Promise<void> {
  const eventIds = [...new Set(slipStore.get().selections.map((s) => s.eventId))];
  const events = await Promise.allSettled(
    eventIds.map((id) => queryClient.fetchQuery({ ...eventQueryOptions(id), staleTime: 0 })),
  );
  const prices = new Map<number, { odds: string; locked: boolean }>();
  for (const result of events) {
    if (result.status !== 'fulfilled') continue;
    for (const market of result.value.markets)
      for (const outcome of market.outcomes)
        prices.set(outcome.id, { odds: outcome.odds, locked: !isOpen(market, outcome) });
  }
  slipStore.reprice(prices);
}
