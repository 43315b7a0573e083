import type { GamblingLimits, TakeBreakRequest } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { api, clearSession } from '../../../lib/api-client';

/** POST limits/break/: a time-out or self-exclusion from now; the server signs out every session. */
export const takeBreak = (body: TakeBreakRequest): Promise<GamblingLimits> =>
  api<GamblingLimits>('/api/frontend/limits/break/', { method: 'POST', body });

/** Takes the break, then forgets this device's session too (the server revoked it already). */
export function useTakeBreak(onSignedOut: () => void) {
  return useMutation({
    mutationFn: takeBreak,
    onSuccess: () => {
      clearSession();
      onSignedOut();
    },
  });
}
