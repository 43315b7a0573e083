import type { EventDetail, EventSummary, Market, Outcome, Sport } from '@casino/contract';
import type { Locale } from '../../platform/i18n/locale.js';
import { isMessageKey, translate } from '../../platform/i18n/translate.js';
import type { EventRow, MarketRow, SportCountRow } from './sportsbook.repository.js';
import './sportsbook.messages.js';

/** Chooses and words what a player sees of the book: names in the request's language, lines as written. */

/** A line as bettors write it: 2.5, -0.75, +1 (the database keeps it with two decimals). */
function lineText(line: string | null, signed: boolean): string {
  if (line === null) return '';
  const value = Number(line);
  return signed && value > 0 ? `+${value}` : String(value);
}

function sportName(slug: string, fallback: string, locale: Locale): string {
  const key = `sport_name_${slug}`;
  return isMessageKey(key) ? translate(key, locale) : fallback;
}

export function presentSports(rows: readonly SportCountRow[], locale: Locale): Sport[] {
  const sports = new Map<number, Sport>();
  for (const row of rows) {
    let sport = sports.get(row.sport_id);
    if (!sport) {
      sport = {
        id: row.sport_id,
        slug: row.slug,
        name: sportName(row.slug, row.sport_name, locale),
        event_count: 0,
        live_count: 0,
        competitions: [],
      };
      sports.set(row.sport_id, sport);
    }
    sport.event_count += row.event_count;
    sport.live_count += row.live_count;
    sport.competitions.push({
      id: row.competition_id,
      name: row.competition_name,
      country: row.country,
      event_count: row.event_count,
      live_count: row.live_count,
    });
  }
  return [...sports.values()];
}

type MarketLine = Pick<MarketRow, 'type' | 'line'>;
type Teams = Pick<EventRow, 'home' | 'away'>;

function outcomeName(market: MarketLine, key: string, event: Teams, locale: Locale): string {
  const teams = { home: event.home, away: event.away };
  const line = lineText(market.line, false);
  switch (key) {
    case 'home':
    case 'away': {
      if (market.type !== 'handicap') return teams[key];
      const value = Number(market.line ?? 0) * (key === 'home' ? 1 : -1);
      return `${teams[key]} ${lineText(String(value), true)}`;
    }
    case 'draw':
      return translate('outcome_draw', locale);
    case 'over':
    case 'under':
      return translate(`outcome_${key}`, locale, { line });
    case 'yes':
    case 'no':
      return translate(`outcome_${key}`, locale);
    case '1X':
      return translate('outcome_home_or_draw', locale, teams);
    case '12':
      return translate('outcome_home_or_away', locale, teams);
    case 'X2':
      return translate('outcome_draw_or_away', locale, teams);
    case 'other':
      return translate('outcome_other_score', locale);
    default:
      return key;
  }
}

/** A market's line as shown, and its name in the locale. */
function marketWords(market: MarketLine, locale: Locale): { line: string | null; name: string } {
  const line = market.line === null ? null : lineText(market.line, market.type === 'handicap');
  return { line, name: translate(`market_${market.type}`, locale, { line: line ?? '' }) };
}

/** A selection (a bet's leg) as shown: its market's name and its outcome's, in the locale. */
export function selectionNames(
  market: MarketLine,
  key: string,
  event: Teams,
  locale: Locale,
): { market: string; outcome: string } {
  return { market: marketWords(market, locale).name, outcome: outcomeName(market, key, event, locale) };
}

export function presentMarket(market: MarketRow, event: EventRow, locale: Locale): Market {
  const { line, name } = marketWords(market, locale);
  return {
    id: Number(market.id),
    type: market.type,
    line,
    name,
    status: market.status,
    outcomes: (market.outcomes ?? []).map((o): Outcome => ({
      id: Number(o.id),
      key: o.key,
      name: outcomeName(market, o.key, event, locale),
      odds: o.odds,
      active: o.active,
    })),
  };
}

function presentEventFields(row: EventRow, locale: Locale) {
  return {
    id: Number(row.id),
    sport: { id: row.sport_id, slug: row.slug, name: sportName(row.slug, row.sport_name, locale) },
    competition: { id: row.competition_id, name: row.competition_name, country: row.country },
    home: row.home,
    away: row.away,
    starts_at: row.starts_at.toISOString(),
    status: row.status,
    score:
      row.home_score === null || row.away_score === null
        ? null
        : { home: row.home_score, away: row.away_score, periods: row.period_scores, clock: row.match_clock },
  };
}

export function presentSummary(row: EventRow, main: MarketRow | undefined, locale: Locale): EventSummary {
  return {
    ...presentEventFields(row, locale),
    main_market: main ? presentMarket(main, row, locale) : null,
    market_count: row.market_count,
  };
}

export function presentDetail(row: EventRow, markets: readonly MarketRow[], locale: Locale): EventDetail {
  return { ...presentEventFields(row, locale), markets: markets.map((m) => presentMarket(m, row, locale)) };
}
