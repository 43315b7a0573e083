import { z } from 'zod';
import { GameSchema } from './catalogue.js';
import { named, timestamp } from './common.js';

/** How an event scores (document 2, section 3): rounds played, sum of stakes, or the largest win. */
export const TOURNAMENT_CATEGORIES = ['bet_count', 'bet_sum', 'max_win'] as const;
export type TournamentCategory = (typeof TOURNAMENT_CATEGORIES)[number];

/** Derived from the dates (document 2, section 4): start in the future Soon, end in the past Ended. */
export const TOURNAMENT_STATUSES = ['soon', 'now', 'ended'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** GET /api/frontend/events/: one item of the array. */
export const TournamentEventSchema = /* @__PURE__ */ named(
  { id: 'TournamentEvent', description: 'An event (tournament) as the list shows it.' },
  () =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      prize: z.number().describe('The prize pool in USD.'),
      start_date: timestamp(),
      end_date: timestamp(),
      preview_img: z.string(),
      status: z
        .enum(TOURNAMENT_STATUSES)
        .describe("Not in the spec's list: the status the dates give at the server's clock."),
    }),
);
export type TournamentEvent = z.infer<typeof TournamentEventSchema>;

/** One leaderboard row, best first. */
export const LeaderboardEntrySchema = /* @__PURE__ */ named(
  { id: 'LeaderboardEntry', description: 'One leaderboard row, best first.' },
  () =>
    z.object({
      place: z.number().int(),
      prize: z.number().describe("The place's prize in USD; 0 below the prize places."),
      nickname: z.string(),
      points: z.number().describe('Rounds for bet_count; USD for bet_sum and max_win.'),
    }),
);
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

/** GET /api/frontend/events/{id}/. */
export const TournamentDetailSchema = /* @__PURE__ */ named(
  { id: 'TournamentDetail', description: "An event's rules, leaderboard and games." },
  () =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      prize: z.number(),
      description: z.string().describe('Sanitized HTML.'),
      rounds: z
        .number()
        .int()
        .nullable()
        .describe('The most rounds of a player that count; null: every round.'),
      main_img: z.string(),
      preview_img: z.string(),
      min_bet: z.number().describe('USD.'),
      category: z.enum(TOURNAMENT_CATEGORIES),
      prize_places: z.number().int(),
      prizes: z.array(z.number()).describe('Prize per place in USD, first place first.'),
      start_date: timestamp(),
      end_date: timestamp(),
      status: z.enum(TOURNAMENT_STATUSES),
      leaderboard: z.array(LeaderboardEntrySchema),
      slots: z.array(GameSchema).describe("The event's games as the catalogue presents them."),
    }),
);
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>;

/** The status of an event at `now`. */
export function tournamentStatus(start: Date | string, end: Date | string, now: Date): TournamentStatus {
  if (new Date(start).getTime() > now.getTime()) return 'soon';
  if (new Date(end).getTime() <= now.getTime()) return 'ended';
  return 'now';
}
