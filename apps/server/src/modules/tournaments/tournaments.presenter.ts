import {
  tournamentStatus,
  type LeaderboardEntry,
  type TournamentCategory,
  type TournamentDetail,
  type TournamentEvent,
} from '@casino/contract';
import type { Locale } from '../../platform/i18n/locale.js';
import type { StoredText, TournamentRow } from './tournaments.repository.js';
import type { Standing, TournamentView } from './tournaments.service.js';

const usd = (cents: number) => Math.round(cents) / 100;

/** A stored text in the reader's language, else English, else any. */
export function textIn(text: StoredText, locale: Locale): string {
  if (typeof text === 'string') return text;
  return text[locale] ?? text.en ?? Object.values(text)[0] ?? '';
}

/** Points as players read them: rounds for bet_count, USD for the money categories. */
const pointsOf = (category: TournamentCategory, points: number) =>
  category === 'bet_count' ? points : usd(points);

export function presentEvent(t: TournamentRow, locale: Locale, now: Date): TournamentEvent {
  return {
    id: t.id,
    name: textIn(t.name, locale),
    prize: usd(t.prize_cents),
    start_date: t.start_date.toISOString(),
    end_date: t.end_date.toISOString(),
    preview_img: t.preview_img,
    status: tournamentStatus(t.start_date, t.end_date, now),
  };
}

function presentStanding(category: TournamentCategory, s: Standing): LeaderboardEntry {
  return {
    place: s.place,
    prize: usd(s.prizeCents),
    nickname: s.nickname,
    points: pointsOf(category, s.points),
  };
}

export function presentDetail(view: TournamentView, locale: Locale, now: Date): TournamentDetail {
  const t = view.tournament;
  return {
    ...presentEvent(t, locale, now),
    description: textIn(t.description, locale),
    rounds: t.rounds,
    main_img: t.main_img,
    min_bet: usd(t.min_bet_cents),
    category: t.category,
    prize_places: t.prizes.length,
    prizes: t.prizes.map(usd),
    leaderboard: view.leaderboard.map((s) => presentStanding(t.category, s)),
    slots: view.slots,
  };
}
