import type { FeedMarket } from '../feed/feed-messages.js';
import { normalCdf, priceMarket } from './pricing.js';
import type { Rng } from './rng.js';
import {
  lineSpecifier,
  oneWinner,
  pricedMarket,
  suspended,
  type LiveMoment,
  type MatchScript,
  type SettledMarket,
} from './script.js';

/**
 * Basketball: the points still to come are normal, with means and spreads shrinking with the
 * time left; the winner includes overtime (docs/decisions/045).
 */

const MARGIN = 0.05;
const TOTAL_SD = 17;
const DIFF_SD = 12;
/** Real minutes per game minute at speed 1 (stoppages, breaks). */
const REAL_PER_GAME_MINUTE = 2.4;

interface Expectation {
  diff: number;
  total: number;
}

function basketballMarkets(
  e: Expectation,
  now: { home: number; away: number },
  left: number,
  lines: { total: number; handicap: number },
): FeedMarket[] {
  const sd = (base: number) => Math.max(0.5, base * Math.sqrt(Math.max(left, 0.0001)));
  const diffMean = now.home - now.away + e.diff * left;
  const totalMean = now.home + now.away + e.total * left;
  const home = normalCdf(diffMean / sd(DIFF_SD));
  const over = 1 - normalCdf((lines.total - totalMean) / sd(TOTAL_SD));
  const cover = normalCdf((diffMean + lines.handicap) / sd(DIFF_SD));
  const make = (type: FeedMarket['type'], specifier: string, keys: string[], probs: number[]) =>
    pricedMarket(type, specifier, keys, priceMarket(probs, MARGIN));
  return [
    make('match_winner', '', ['home', 'away'], [home, 1 - home]),
    make('total', lineSpecifier('total', lines.total * 4), ['over', 'under'], [over, 1 - over]),
    make('handicap', lineSpecifier('hcp', lines.handicap * 4), ['home', 'away'], [cover, 1 - cover]),
  ];
}

export function basketballScript(
  rng: Rng,
  homeRating: number,
  awayRating: number,
  start: number,
  speed: number,
  quarterMinutes: number,
): MatchScript {
  const game = quarterMinutes * 4;
  const e: Expectation = {
    diff: 3 + 9 * (homeRating - awayRating),
    total: quarterMinutes === 12 ? 226 : 162,
  };
  // Half lines, so a total or handicap never pushes.
  const lines = { total: Math.floor(e.total) + 0.5, handicap: -(Math.round(e.diff) + 0.5) };
  const quarters: Array<{ home: number; away: number }> = [];
  const draw = (minutes: number) => {
    const share = minutes / game;
    const total = Math.max(0, rng.normal(e.total * share, TOTAL_SD * Math.sqrt(share)));
    const diff = rng.normal(e.diff * share, DIFF_SD * Math.sqrt(share));
    return {
      home: Math.max(0, Math.round((total + diff) / 2)),
      away: Math.max(0, Math.round((total - diff) / 2)),
    };
  };
  for (let q = 0; q < 4; q++) quarters.push(draw(quarterMinutes));
  const sum = () =>
    quarters.reduce((s, q) => ({ home: s.home + q.home, away: s.away + q.away }), { home: 0, away: 0 });
  while (sum().home === sum().away) {
    // An overtime drawn level is settled by a last basket, either side's.
    const ot = draw(5);
    const lastBasket = rng.next() < 0.5 ? 'home' : 'away';
    quarters.push(ot.home === ot.away ? { ...ot, [lastBasket]: ot[lastBasket] + 2 } : ot);
  }
  const live: LiveMoment[] = [];
  const at = (minute: number) => start + (minute * REAL_PER_GAME_MINUTE * 60_000) / speed;
  let minute = 0;
  quarters.forEach((quarter, index) => {
    const length = index < 4 ? quarterMinutes : 5;
    const steps = index < 4 ? 4 : 1;
    const before = quarters
      .slice(0, index)
      .reduce((s, q) => ({ home: s.home + q.home, away: s.away + q.away }), { home: 0, away: 0 });
    for (let step = 0; step <= steps; step++) {
      const part = step / steps;
      const now = {
        home: before.home + Math.round(quarter.home * part),
        away: before.away + Math.round(quarter.away * part),
      };
      const elapsed = minute + length * part;
      const left = index < 4 ? Math.max(0, (game - elapsed) / game) : 0;
      const remaining = length * (1 - part);
      const periods = quarters.slice(0, index).map((q) => ({ ...q }));
      periods.push({ home: Math.round(quarter.home * part), away: Math.round(quarter.away * part) });
      live.push({
        at: at(elapsed),
        stopBefore: step === steps,
        status: {
          status: 'live',
          home_score: now.home,
          away_score: now.away,
          periods,
          clock: `${index < 4 ? `Q${index + 1}` : 'OT'} ${String(Math.floor(remaining)).padStart(2, '0')}:${String(Math.round((remaining % 1) * 60)).padStart(2, '0')}`,
        },
        markets: basketballMarkets(
          index < 4 ? e : { diff: 0, total: 20 },
          now,
          index < 4 ? left : Math.max(0.01, (1 - part) * (5 / game)),
          lines,
        ),
      });
    }
    minute += length;
  });
  const final = sum();
  const last = live[live.length - 1];
  if (last)
    live.push({
      ...last,
      at: at(minute) + 60_000 / speed,
      stopBefore: false,
      status: {
        ...last.status,
        status: 'ended',
        home_score: final.home,
        away_score: final.away,
        clock: null,
      },
      markets: suspended(last.markets),
    });
  const settlement: SettledMarket[] = [
    {
      type: 'match_winner',
      specifier: '',
      outcomes: oneWinner(['home', 'away'], final.home > final.away ? 'home' : 'away'),
    },
    {
      type: 'total',
      specifier: lineSpecifier('total', lines.total * 4),
      outcomes: oneWinner(['over', 'under'], final.home + final.away > lines.total ? 'over' : 'under'),
    },
    {
      type: 'handicap',
      specifier: lineSpecifier('hcp', lines.handicap * 4),
      outcomes: oneWinner(['home', 'away'], final.home - final.away + lines.handicap > 0 ? 'home' : 'away'),
    },
  ];
  return {
    prematch: (drift) =>
      basketballMarkets({ diff: e.diff + drift * 4, total: e.total }, { home: 0, away: 0 }, 1, lines),
    live,
    settlement,
  };
}
