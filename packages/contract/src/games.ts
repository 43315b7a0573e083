import { z } from 'zod';
import { decimalQuery, named, pageOf, timestamp } from './common.js';

/** Rounds played for real money, as the player's History tab shows them. */

/** GET /api/frontend/games/history/?page=: one round. */
export const GameRoundRowSchema = /* @__PURE__ */ named(
  { id: 'GameRoundRow', description: 'One real-money round of the player.' },
  () =>
    z.object({
      id: z.number().int(),
      game_id: z.number().int(),
      game_name: z.string(),
      provider: z.string(),
      bet: z.number().describe('The stake in USD (2 decimals).'),
      win: z.number().describe('The win in USD (2 decimals).'),
      currency: z.string(),
      status: z
        .enum(['open', 'closed', 'rolled_back'])
        .describe('open (in play), closed (settled) or rolled_back (the stake was returned).'),
      created_at: timestamp(),
      verify_url: z
        .string()
        .describe(
          'The page that recomputes the round from its revealed seeds (empty while the seed is secret).',
        ),
    }),
);
export type GameRoundRow = z.infer<typeof GameRoundRowSchema>;

/** GET /api/frontend/games/history/: a page of rounds, newest first. */
export const GameRoundPageSchema = /* @__PURE__ */ pageOf(
  GameRoundRowSchema,
  'GameRoundPage',
  "A page of the player's rounds.",
);

export const gameHistoryQuery = z.object({
  page: decimalQuery(z.number().int().min(1).max(100_000).default(1)),
  page_size: decimalQuery(z.number().int().min(1).max(100).default(20)),
});
