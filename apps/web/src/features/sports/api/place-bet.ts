import type { Bet, PlaceBetBody } from '@casino/contract/sportsbook-bets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './sports-keys';

/** POST sports/bets/: places one bet (201), or answers the bet placed earlier with this key (200). */
export const placeBet = (body: PlaceBetBody): Promise<Bet> =>
  api<Bet>('/api/frontend/sports/bets/', { method: 'POST', body });

export interface Placement {
  /** The bets placed, in the slip's order. */
  placed: Bet[];
  /** Why the next one was not (the ones after it were not tried). */
  error?: unknown;
}

/**
 * Places the slip's bets one after another (singles are a bet each) and stops at the first
 * refusal, telling which were placed: those leave the slip, the rest stay to be corrected. My bets
 * reads again after, whatever the outcome.
 */
export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bodies: PlaceBetBody[]): Promise<Placement> => {
      const placed: Bet[] = [];
      for (const body of bodies) {
        try {
          placed.push(await placeBet(body));
        } catch (error) {
          return { placed, error };
        }
      }
      return { placed };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKeys.bets() }),
  });
}
