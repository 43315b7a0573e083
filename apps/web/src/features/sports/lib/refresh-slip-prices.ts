import type { QueryClient } from '@tanstack/react-query';
import { eventQueryOptions } from '../api/get-event';
import { pricesOf } from './live-update';
import { slipStore } from './slip-store';

/** Reads the slip's events again and gives the slip their current prices and states. */
export async function refreshSlipPrices(queryClient: QueryClient): Promise<void> {
  const eventIds = [...new Set(slipStore.get().selections.map((s) => s.eventId))];
  const events = await Promise.allSettled(
    eventIds.map((id) => queryClient.fetchQuery({ ...eventQueryOptions(id), staleTime: 0 })),
  );
  const markets = events.flatMap((result) => (result.status === 'fulfilled' ? result.value.markets : []));
  slipStore.reprice(pricesOf(markets));
}
