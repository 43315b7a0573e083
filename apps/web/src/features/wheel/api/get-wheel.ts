import type { WheelBonuses } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useStored } from '../../../lib/storage';

/** GET wheel_bonuses/: a list whose first item has the prizes (the spec's shape) and the spin state. */
export async function getWheel(): Promise<WheelBonuses> {
  const answer = await api<unknown>('/api/frontend/wheel_bonuses/');
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  if (typeof first !== 'object' || first === null || !Array.isArray((first as WheelBonuses).bonuses))
    throw new Error('The wheel answered in an unexpected shape');
  return first as WheelBonuses;
}

/**
 * Keyed by who asks (guest or player) and the language: labels come translated, and a guest's
 * wheel (no spin) must not be shown to the player who just signed in.
 */
export const wheelQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['wheel', signedIn ? 'player' : 'guest', currentLanguage()] as const,
    queryFn: getWheel,
  });

export function useWheel() {
  const [token] = useStored('accessToken');
  return useQuery(wheelQueryOptions(token !== ''));
}
