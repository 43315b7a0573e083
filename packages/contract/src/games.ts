import { z } from 'zod';

/** Rounds played for real money, as the player's History tab shows them. */

/** GET /api/frontend/games/history/?page=: one round. */
export interface GameRoundRow {
  id: number;
  game_id: number;
  game_name: string;
  provider: string;
  /** Stake and win in USD (2 decimals). */
  bet: number;
  win: number;
  currency: string;
  /** open (in play), closed (settled) or rolled_back (the stake was returned). */
  status: 'open' | 'closed' | 'rolled_back';
  created_at: string;
  /** The page that recomputes the round from its revealed seeds (empty while the seed is secret). */
  verify_url: string;
}

export const gameHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
