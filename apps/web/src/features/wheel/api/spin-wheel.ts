import type { WheelSpinRequest, WheelSpinResult } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wheelQueryOptions } from './get-wheel';

/** The browser's IANA zone: the server counts the player's wheel days (05:00 to 04:59) in it. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST wheel/spin/: today's spin; the server draws the prize and offers its bonus. */
export const spinWheel = (body: WheelSpinRequest): Promise<WheelSpinResult> =>
  api<WheelSpinResult>('/api/frontend/wheel/spin/', { method: 'POST', body });

export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const timeZone = browserTimeZone();
      return spinWheel(timeZone ? { time_zone: timeZone } : {});
    },
    onSuccess: () => {
      // The prize is now an offer on the bonuses page, whose queries belong to another feature:
      // everything fetched so far is marked stale (nothing is fetched now), so the next page
      // that shows them asks again.
      void queryClient.invalidateQueries({ refetchType: 'none' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wheelQueryOptions(true).queryKey }),
  });
}
