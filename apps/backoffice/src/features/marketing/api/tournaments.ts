import { request } from '../../../lib/api-client';

export type Localized = Record<'en' | 'es' | 'pt' | 'ru', string>;

export interface TournamentSummary {
  id: number;
  code: string;
  name: string;
  category: 'bet_count' | 'bet_sum' | 'max_win';
  status: 'soon' | 'now' | 'ended' | 'settled';
  start_date: string;
  end_date: string;
  prize_pool: number;
  places: number;
  players: number;
  settled_at: string | null;
}

/** An event as its form edits it: the fields of `tournaments:create`'s file. */
export interface TournamentTerms {
  code: string;
  name: string | Partial<Localized>;
  description: string | Partial<Localized>;
  category: TournamentSummary['category'];
  min_bet: number;
  rounds: number | null;
  prizes: number[];
  start_date: string;
  end_date: string;
  games: number[];
  main_img: string;
  preview_img: string;
}

export interface TournamentDetail extends TournamentSummary {
  editable: boolean;
  terms: TournamentTerms;
  standings: Array<{
    place: number;
    user_id: number;
    nickname: string | null;
    points: number;
    prize: number;
    paid: boolean;
  }>;
  payouts: Array<{ place: number; user_id: number; prize: number }>;
  paid_total: number;
}

export const TOURNAMENTS_PATH = '/marketing/tournaments/';
export const tournamentsKey = ['marketing', 'tournaments'] as const;

export const getTournament = (id: number) => request<TournamentDetail>(`/marketing/tournaments/${id}/`);

export const saveTournament = (id: number | null, terms: TournamentTerms) =>
  request<TournamentDetail>(id === null ? TOURNAMENTS_PATH : `/marketing/tournaments/${id}/`, {
    method: 'POST',
    body: terms,
  });

export const endTournament = (id: number, reason: string) =>
  request<TournamentDetail>(`/marketing/tournaments/${id}/end/`, { method: 'POST', body: { reason } });
