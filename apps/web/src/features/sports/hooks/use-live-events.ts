import type { EventDetail } from '@casino/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sportsKeys } from '../api/sports-keys';
import { applyEventUpdate } from '../lib/live-update';

/**
 * Listens to the book's live stream (one event's, or every event's on the lists) and updates the
 * page in place as odds, scores and statuses change: pushed, not polled. EventSource reconnects
 * by itself; a `reset` (the server lost track) makes the page read everything again.
 */
export function useLiveEvents(eventId?: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(
      eventId === undefined ? '/api/frontend/sports/live/' : `/api/frontend/sports/live/?event=${eventId}`,
    );
    source.addEventListener('event', (message: MessageEvent<string>) => {
      let update: EventDetail;
      try {
        update = JSON.parse(message.data) as EventDetail;
      } catch {
        return;
      }
      if (Number.isSafeInteger(update.id) && Array.isArray(update.markets))
        applyEventUpdate(queryClient, update);
    });
    source.addEventListener('reset', () => {
      void queryClient.invalidateQueries({ queryKey: sportsKeys.all });
    });
    return () => source.close();
  }, [eventId, queryClient]);
}
