import type { FeedMarket } from '../feed/feed-messages.js';
import type { LegResult } from '../settlement/leg-result.js';
import { settleHandicap, settleTotal } from '../settlement/lines.js';
import { feedLineResult, lineProbability, poisson, priceMarket, priceOf } from './pricing.js';
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
 * Football priced by independent Poisson goals (docs/decisions/045): each side's expected goals
 * from the two teams' ratings, the final score's distribution as the score so far plus the goals
 * still expected in the time left, and every market read from that distribution.
 */

/** Goals still to come per side that are priced; more has a probability below 1e-8. */
const MAX_GOALS = 12;
const MARGINS = { main: 0.06, line: 0.05, correct_score: 0.15 };
const CORRECT_SCORES = [0, 1, 2, 3].flatMap((h) => [0, 1, 2, 3].map((a) => `${h}:${a}`));

/** P(final score = home:away). */
export type ScoreGrid = number[][];

/** The final score's distribution: the score now plus Poisson goals still to come. */
export function finalScores(home: number, away: number, lambdaHome: number, lambdaAway: number): ScoreGrid {
  const goalsToCome = (lambda: number) => Array.from({ length: MAX_GOALS + 1 }, (_, k) => poisson(k, lambda));
  const homeGoals = goalsToCome(lambdaHome);
  const awayGoals = goalsToCome(lambdaAway);
  const grid: ScoreGrid = [];
  for (let h = 0; h <= MAX_GOALS + home; h++) {
    const row: number[] = [];
    for (let a = 0; a <= MAX_GOALS + away; a++)
      row.push(h < home || a < away ? 0 : (homeGoals[h - home] ?? 0) * (awayGoals[a - away] ?? 0));
    grid.push(row);
  }
  return grid;
}

/** The distribution of a function of the final score (the total, the goal difference), as [value, p]. */
function distributionOf(grid: ScoreGrid, value: (h: number, a: number) => number): Array<[number, number]> {
  const byValue = new Map<number, number>();
  grid.forEach((row, h) =>
    row.forEach((p, a) => {
      if (p > 0) byValue.set(value(h, a), (byValue.get(value(h, a)) ?? 0) + p);
    }),
  );
  return [...byValue];
}

function sumWhere(
  distribution: ReadonlyArray<readonly [number, number]>,
  test: (value: number) => boolean,
): number {
  let total = 0;
  for (const [value, p] of distribution) if (test(value)) total += p;
  return total;
}

/** The lines a match is offered on: totals 2.5 and 3.5, and the Asian handicap nearest a fair split. */
export interface FootballLines {
  totals: number[];
  /** The home side's handicap, in quarter goals (-3 is -0.75). */
  handicap: number;
}

/** A side's handicap as written: the home side's line, and its opposite for the away side. */
function handicapText(lines: FootballLines, side: 'home' | 'away'): string {
  return String((side === 'home' ? lines.handicap : -lines.handicap) / 4);
}

/** A score with this goal difference (the handicap reads only the difference). */
const scoreOf = (difference: number) => ({ home: Math.max(0, difference), away: Math.max(0, -difference) });

/** Every market of the match from the final score's distribution. */
export function footballMarkets(grid: ScoreGrid, lines: FootballLines): FeedMarket[] {
  // Markets read the total or the difference only: summed once, each line priced from ~20 values.
  const totals = distributionOf(grid, (h, a) => h + a);
  const differences = distributionOf(grid, (h, a) => h - a);
  const home = sumWhere(differences, (d) => d > 0);
  const draw = sumWhere(differences, (d) => d === 0);
  const away = sumWhere(differences, (d) => d < 0);
  const totalDistribution = (line: number, side: 'over' | 'under') =>
    totals.map(([total, p]) => [feedLineResult(settleTotal(total, side, String(line))), p] as const);
  const handicapDistribution = (side: 'home' | 'away') =>
    differences.map(
      ([d, p]) => [feedLineResult(settleHandicap(scoreOf(d), side, handicapText(lines, side))), p] as const,
    );
  const btts = sumWhere(
    distributionOf(grid, (h, a) => (h > 0 && a > 0 ? 1 : 0)),
    (both) => both === 1,
  );
  const listed = CORRECT_SCORES.map((score) => {
    const [h, a] = score.split(':').map(Number);
    return grid[h ?? 0]?.[a ?? 0] ?? 0;
  });
  const other = Math.max(0, 1 - listed.reduce((s, p) => s + p, 0));
  return [
    pricedMarket('match_result', '', ['home', 'draw', 'away'], priceMarket([home, draw, away], MARGINS.main)),
    pricedMarket(
      'double_chance',
      '',
      ['1X', '12', 'X2'],
      priceMarket([home + draw, home + away, draw + away], MARGINS.main),
    ),
    pricedMarket(
      'draw_no_bet',
      '',
      ['home', 'away'],
      priceMarket([home / (home + away || 1), away / (home + away || 1)], MARGINS.main),
    ),
    ...lines.totals.map((total) =>
      pricedMarket(
        'total',
        lineSpecifier('total', total * 4),
        ['over', 'under'],
        [
          priceOf(lineProbability(totalDistribution(total, 'over')), MARGINS.line),
          priceOf(lineProbability(totalDistribution(total, 'under')), MARGINS.line),
        ],
      ),
    ),
    pricedMarket(
      'handicap',
      lineSpecifier('hcp', lines.handicap),
      ['home', 'away'],
      [
        priceOf(lineProbability(handicapDistribution('home')), MARGINS.line),
        priceOf(lineProbability(handicapDistribution('away')), MARGINS.line),
      ],
    ),
    pricedMarket('both_teams_to_score', '', ['yes', 'no'], priceMarket([btts, 1 - btts], MARGINS.line)),
    pricedMarket(
      'correct_score',
      '',
      [...CORRECT_SCORES, 'other'],
      priceMarket([...listed, other], MARGINS.correct_score),
    ),
  ];
}

/** The results of every market at the final score. */
export function footballSettlement(home: number, away: number, lines: FootballLines): SettledMarket[] {
  const lineOutcome = (key: string, leg: LegResult) => ({ key, ...feedLineResult(leg), dead_heat_factor: 1 });
  const result = home > away ? 'home' : home < away ? 'away' : 'draw';
  const score = `${home}:${away}`;
  return [
    { type: 'match_result', specifier: '', outcomes: oneWinner(['home', 'draw', 'away'], result) },
    {
      type: 'double_chance',
      specifier: '',
      outcomes: ['1X', '12', 'X2'].map((key) => ({
        key,
        result: key.includes(result === 'home' ? '1' : result === 'away' ? '2' : 'X') ? 1 : 0,
        void_factor: 0,
        dead_heat_factor: 1,
      })),
    },
    {
      type: 'draw_no_bet',
      specifier: '',
      outcomes:
        result === 'draw'
          ? ['home', 'away'].map((key) => ({
              key,
              result: 0 as const,
              void_factor: 1 as const,
              dead_heat_factor: 1,
            }))
          : oneWinner(['home', 'away'], result),
    },
    ...lines.totals.map((total) => ({
      type: 'total' as const,
      specifier: lineSpecifier('total', total * 4),
      outcomes: [
        lineOutcome('over', settleTotal(home + away, 'over', String(total))),
        lineOutcome('under', settleTotal(home + away, 'under', String(total))),
      ],
    })),
    {
      type: 'handicap',
      specifier: lineSpecifier('hcp', lines.handicap),
      outcomes: [
        lineOutcome('home', settleHandicap({ home, away }, 'home', handicapText(lines, 'home'))),
        lineOutcome('away', settleHandicap({ home, away }, 'away', handicapText(lines, 'away'))),
      ],
    },
    {
      type: 'both_teams_to_score',
      specifier: '',
      outcomes: oneWinner(['yes', 'no'], home > 0 && away > 0 ? 'yes' : 'no'),
    },
    {
      type: 'correct_score',
      specifier: '',
      outcomes: oneWinner([...CORRECT_SCORES, 'other'], CORRECT_SCORES.includes(score) ? score : 'other'),
    },
  ];
}

const MINUTE_MS = 60_000;
const HALF_TIME_MINUTES = 15;
const LIVE_UPDATE_MINUTES = 5;

/** Plays a match between teams of the given ratings, kicking off at kickoff, at speed × real time. */
export function footballScript(
  rng: Rng,
  homeRating: number,
  awayRating: number,
  kickoff: number,
  speed: number,
): MatchScript {
  const lambdaHome = 1.45 * Math.pow(homeRating / awayRating, 0.9);
  const lambdaAway = 1.1 * Math.pow(awayRating / homeRating, 0.9);
  const lines: FootballLines = {
    totals: [2.5, 3.5],
    handicap: Math.max(-10, Math.min(10, -Math.round((lambdaHome - lambdaAway) * 4 * 0.8))),
  };
  // The goals: each side's count is Poisson, their minutes uniform over the 90.
  const goals: Array<{ minute: number; side: 'home' | 'away' }> = [];
  for (const [side, lambda] of [
    ['home', lambdaHome],
    ['away', lambdaAway],
  ] as const) {
    let count = 0;
    let acc = poisson(0, lambda);
    const u = rng.next();
    while (u > acc && count < 10) acc += poisson(++count, lambda);
    for (let i = 0; i < count; i++) goals.push({ minute: 1 + rng.int(90), side });
  }
  goals.sort((a, b) => a.minute - b.minute);
  // Match minute to real time: the half-time break sits after minute 45.
  const at = (minute: number) =>
    kickoff + ((minute + (minute > 45 ? HALF_TIME_MINUTES : 0)) * MINUTE_MS) / speed;

  const live: LiveMoment[] = [];
  let home = 0;
  let away = 0;
  const halves = () =>
    [
      { home: 0, away: 0 },
      { home: 0, away: 0 },
    ].map((half, i) => {
      for (const g of scored) if ((g.minute <= 45 ? 0 : 1) === i) half[g.side]++;
      return half;
    });
  const scored: typeof goals = [];
  const moment = (minute: number, stopBefore: boolean): LiveMoment => {
    const left = Math.max(0, (90 - minute) / 90);
    const grid = finalScores(home, away, lambdaHome * left, lambdaAway * left);
    return {
      at: at(minute),
      stopBefore,
      status: {
        status: 'live',
        home_score: home,
        away_score: away,
        periods: halves().slice(0, minute > 45 ? 2 : 1),
        clock: `${minute}'`,
      },
      markets: footballMarkets(grid, lines),
    };
  };
  const queue = goals.slice();
  for (let minute = 0; minute < 90; minute += 1) {
    let goal = false;
    while (queue[0]?.minute === minute + 1) {
      const g = queue.shift();
      if (!g) break;
      scored.push(g);
      if (g.side === 'home') home++;
      else away++;
      goal = true;
    }
    if (goal) live.push(moment(minute + 1, true));
    else if (minute % LIVE_UPDATE_MINUTES === 0) live.push(moment(minute, false));
  }
  const last = moment(90, false);
  live.push({
    ...last,
    at: at(93),
    status: { ...last.status, status: 'ended', clock: null },
    markets: suspended(last.markets),
  });
  return {
    prematch: (drift) =>
      footballMarkets(finalScores(0, 0, lambdaHome * (1 + drift), lambdaAway * (1 - drift)), lines),
    live,
    settlement: footballSettlement(home, away, lines),
  };
}
