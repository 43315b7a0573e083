import type { BonusItem } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bonusKeys } from './bonus-keys';

/** The list answer was not an array: raised without a message, nothing is shown for it (spec §8). */
export class BonusListShapeError extends Error {
  constructor() {
    super('');
    this.name = 'BonusListShapeError';
  }
}

/** GET bonus/available/: the player's offers and their current bonus; anything but an array is refused. */
export async function getAvailableBonuses(): Promise<BonusItem[]> {
  const answer = await api<unknown>('/api/frontend/bonus/available/');
  if (!Array.isArray(answer)) throw new BonusListShapeError();
  return answer as BonusItem[];
}

export const availableBonusesQueryOptions = () =>
  queryOptions({ queryKey: bonusKeys.available(), queryFn: getAvailableBonuses });

export function useAvailableBonuses() {
  return useQuery(availableBonusesQueryOptions());
}
