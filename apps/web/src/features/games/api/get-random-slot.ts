import type { CasinoType, RandomSlot } from '@casino/contract';
import { api } from '../../../lib/api-client';

/** GET random_slot/?casino_type=: a game picked by the server for the random-slot button. */
export function getRandomSlot(casinoType: CasinoType): Promise<RandomSlot> {
  return api<RandomSlot>('/api/frontend/random_slot/', { query: { casino_type: casinoType } });
}
