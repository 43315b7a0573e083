import type { FeedMarket } from '../feed/feed-messages.js';
import { priceMarket } from './pricing.js';
import type { Rng } from './rng.js';
import {
  oneWinner,
  pricedMarket,
  suspended,
  type LiveMoment,
  type MatchScript,
  type SettledMarket,
} from './script.js';

/**
 * Tennis, best of three sets, priced from each player's chance of holding serve: the chance of
 * winning the current set from its game score (exactly, game by game, a tie-break at 6-6), then
 * of the match from the sets (docs/decisions/045).
 */

const MARGIN = 0.055;
const GAME_MS = 4.5 * 60_000;

interface Serve {
  /** P(home holds serve), P(away holds serve). */
  home: number;
  away: number;
}

/** P(home wins the set) from games (home, away), home serving next or not. */
export function setProbability(serve: Serve, home: number, away: number, homeServes: boolean): number {
  const memo = new Map<string, number>();
  const tiebreak = Math.min(0.95, Math.max(0.05, 0.5 + (serve.home - serve.away) * 1.5));
  const go = (h: number, a: number, hs: boolean): number => {
    if ((h >= 6 && h - a >= 2) || h === 7) return 1;
    if ((a >= 6 && a - h >= 2) || a === 7) return 0;
    if (h === 6 && a === 6) return tiebreak;
    const key = `${h}:${a}:${hs}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const homeWinsGame = hs ? serve.home : 1 - serve.away;
    const p = homeWinsGame * go(h + 1, a, !hs) + (1 - homeWinsGame) * go(h, a + 1, !hs);
    memo.set(key, p);
    return p;
  };
  return go(home, away, homeServes);
}

/** P of each final set score 2:0, 2:1, 1:2, 0:2 from sets won and the current set's chance. */
export function setScores(
  homeSets: number,
  awaySets: number,
  current: number,
  fresh: number,
): Record<string, number> {
  const out: Record<string, number> = { '2:0': 0, '2:1': 0, '1:2': 0, '0:2': 0 };
  const go = (h: number, a: number, p: number, chance: number) => {
    if (h === 2 || a === 2) {
      out[`${h}:${a}`] = (out[`${h}:${a}`] ?? 0) + chance;
      return;
    }
    go(h + 1, a, fresh, chance * p);
    go(h, a + 1, fresh, chance * (1 - p));
  };
  go(homeSets, awaySets, current, 1);
  return out;
}

function tennisMarkets(scores: Record<string, number>): FeedMarket[] {
  const p = (k: string) => scores[k] ?? 0;
  const home = p('2:0') + p('2:1');
  const three = p('2:1') + p('1:2');
  const make = (type: FeedMarket['type'], specifier: string, keys: string[], probs: number[]) =>
    pricedMarket(type, specifier, keys, priceMarket(probs, MARGIN));
  return [
    make('match_winner', '', ['home', 'away'], [home, 1 - home]),
    // Total sets over/under 2.5, and the set handicap: home -1.5 wins only 2:0.
    make('total', 'total=2.5', ['over', 'under'], [three, 1 - three]),
    make('handicap', 'hcp=-1.5', ['home', 'away'], [p('2:0'), 1 - p('2:0')]),
  ];
}

export function tennisScript(
  rng: Rng,
  homeRating: number,
  awayRating: number,
  start: number,
  speed: number,
): MatchScript {
  const serve: Serve = {
    home: Math.min(0.9, Math.max(0.6, 0.76 + (homeRating - awayRating) * 0.08)),
    away: Math.min(0.9, Math.max(0.6, 0.76 + (awayRating - homeRating) * 0.08)),
  };
  const fresh = (s: Serve) => setProbability(s, 0, 0, true);
  const sets: Array<{ home: number; away: number }> = [{ home: 0, away: 0 }];
  let homeSets = 0;
  let awaySets = 0;
  let homeServes = rng.next() < 0.5;
  let time = start;
  const live: LiveMoment[] = [];
  const state = (status: 'live' | 'ended'): LiveMoment => {
    const set = sets[sets.length - 1] ?? { home: 0, away: 0 };
    const current = status === 'ended' ? 0 : setProbability(serve, set.home, set.away, homeServes);
    return {
      at: time,
      status: {
        status,
        home_score: homeSets,
        away_score: awaySets,
        periods: sets.map((s) => ({ ...s })),
        clock: null,
      },
      markets: tennisMarkets(setScores(homeSets, awaySets, current, fresh(serve))),
    };
  };
  live.push(state('live'));
  while (homeSets < 2 && awaySets < 2) {
    const set = sets[sets.length - 1] ?? { home: 0, away: 0 };
    const homeWins =
      set.home === 6 && set.away === 6
        ? rng.next() < setProbability(serve, 6, 6, homeServes)
        : rng.next() < (homeServes ? serve.home : 1 - serve.away);
    if (homeWins) set.home++;
    else set.away++;
    homeServes = !homeServes;
    time += GAME_MS / speed;
    const done =
      (set.home >= 6 && set.home - set.away >= 2) ||
      (set.away >= 6 && set.away - set.home >= 2) ||
      set.home === 7 ||
      set.away === 7;
    if (done) {
      if (set.home > set.away) homeSets++;
      else awaySets++;
      if (homeSets < 2 && awaySets < 2) sets.push({ home: 0, away: 0 });
    }
    live.push({ ...state('live'), stopBefore: done });
  }
  const final = state('ended');
  live.push({ ...final, at: time + 60_000 / speed, markets: suspended(final.markets) });
  const score = `${homeSets}:${awaySets}`;
  const settlement: SettledMarket[] = [
    {
      type: 'match_winner',
      specifier: '',
      outcomes: oneWinner(['home', 'away'], homeSets > awaySets ? 'home' : 'away'),
    },
    {
      type: 'total',
      specifier: 'total=2.5',
      outcomes: oneWinner(['over', 'under'], homeSets + awaySets === 3 ? 'over' : 'under'),
    },
    {
      type: 'handicap',
      specifier: 'hcp=-1.5',
      outcomes: oneWinner(['home', 'away'], score === '2:0' ? 'home' : 'away'),
    },
  ];
  return {
    prematch: (drift) => {
      const s = { home: serve.home + drift * 0.05, away: serve.away - drift * 0.05 };
      return tennisMarkets(setScores(0, 0, fresh(s), fresh(s)));
    },
    live,
    settlement,
  };
}
