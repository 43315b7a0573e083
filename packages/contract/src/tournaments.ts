import type { Game } from './catalogue.js';

/** How an event scores (document 2, section 3): rounds played, sum of stakes, or the largest win. */
export const TOURNAMENT_CATEGORIES = ['bet_count', 'bet_sum', 'max_win'] as const;
export type TournamentCategory = (typeof TOURNAMENT_CATEGORIES)[number];

/** Derived from the dates (document 2, section 4): start in the future Soon, end in the past Ended. */
export const TOURNAMENT_STATUSES = ['soon', 'now', 'ended'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** GET /api/frontend/events/: one item of the array. */
export interface TournamentEvent {
  id: number;
  name: string;
  /** The prize pool in USD. */
  prize: number;
  /** ISO 8601, UTC. */
  start_date: string;
  end_date: string;
  preview_img: string;
  /** Not in the spec's list: the status the dates give at the server's clock. */
  status: TournamentStatus;
}

/** One leaderboard row, best first. */
export interface LeaderboardEntry {
  place: number;
  /** The place's prize in USD; 0 below the prize places. */
  prize: number;
  nickname: string;
  /** Rounds for bet_count; USD for bet_sum and max_win. */
  points: number;
}

/** GET /api/frontend/events/{id}/. */
export interface TournamentDetail {
  id: number;
  name: string;
  prize: number;
  /** Sanitized HTML. */
  description: string;
  /** The most rounds of a player that count; null: every round. */
  rounds: number | null;
  main_img: string;
  preview_img: string;
  /** USD. */
  min_bet: number;
  category: TournamentCategory;
  prize_places: number;
  /** Prize per place in USD, first place first. */
  prizes: number[];
  start_date: string;
  end_date: string;
  status: TournamentStatus;
  leaderboard: LeaderboardEntry[];
  /** The event's games as the catalogue presents them. */
  slots: Game[];
}

/** The status of an event at `now`. */
export function tournamentStatus(start: Date | string, end: Date | string, now: Date): TournamentStatus {
  if (new Date(start).getTime() > now.getTime()) return 'soon';
  if (new Date(end).getTime() <= now.getTime()) return 'ended';
  return 'now';
}
