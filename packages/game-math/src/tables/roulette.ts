import type { GameModule, Step } from '../game.js';
import type { Rng } from '../rng.js';
import { chipLayout, parseChips, type Chip, type ChipLimits } from './chips.js';

/*
 * European roulette: one zero, 37 pockets, every bet pays (36 / numbers covered) - 1 to one,
 * so every bet returns exactly 36/37 (roulette.test.ts checks each spot over the 37 pockets).
 * Even-money bets simply lose on zero (no la partage).
 *
 * The table, laid out as usual: zero on top, then twelve rows of three (1 2 3 / 4 5 6 / ...
 * / 34 35 36); column 1 is 1, 4, ..., 34, column 3 is 3, 6, ..., 36. Spot ids:
 * - 'n:0'..'n:36' straight up, 35:1;
 * - 'split:a-b' two neighbours on the table, a < b: across a row (a, a + 1), down a column
 *   (a, a + 3), or zero with 1, 2 or 3 ('split:0-1'); 17:1;
 * - 'street:a' the row starting at a = 1, 4, ..., 34; 11:1;
 * - 'corner:a' the 2x2 block whose top-left number is a (a in columns 1-2, a <= 32); 8:1;
 * - 'line:a' the two rows starting at a = 1, 4, ..., 31; 5:1;
 * - 'dozen:1|2|3' 1-12, 13-24, 25-36; 'column:1|2|3'; 2:1;
 * - 'red', 'black', 'odd', 'even', 'low' (1-18), 'high' (19-36); 1:1.
 * Only these exact ids are accepted ('split:2-1' is refused); the layout lists them all.
 */

export type RouletteColor = 'red' | 'black' | 'green';
export interface RouletteBet {
  chips: Chip[];
}
export interface RouletteView {
  number: number;
  color: RouletteColor;
  bets: Array<{ spot: string; amount: number; win: number }>;
  win: number;
}

/** The pockets around a European wheel, clockwise from zero (for the published maths and the wheel). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function pocketColor(n: number): RouletteColor {
  if (n === 0) return 'green';
  return RED.has(n) ? 'red' : 'black';
}

const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Every spot of the table with the numbers it covers, in layout order. */
function buildSpots(): Map<string, readonly number[]> {
  const spots = new Map<string, readonly number[]>();
  for (const n of range(0, 36)) spots.set(`n:${n}`, [n]);
  for (const n of [1, 2, 3]) spots.set(`split:0-${n}`, [0, n]);
  for (const n of range(1, 36)) {
    if (n % 3 !== 0) spots.set(`split:${n}-${n + 1}`, [n, n + 1]);
    if (n <= 33) spots.set(`split:${n}-${n + 3}`, [n, n + 3]);
  }
  for (const a of range(1, 34, 3)) spots.set(`street:${a}`, [a, a + 1, a + 2]);
  for (const a of range(1, 32)) if (a % 3 !== 0) spots.set(`corner:${a}`, [a, a + 1, a + 3, a + 4]);
  for (const a of range(1, 31, 3)) spots.set(`line:${a}`, range(a, a + 5));
  for (const d of [1, 2, 3]) spots.set(`dozen:${d}`, range(12 * d - 11, 12 * d));
  for (const c of [1, 2, 3]) spots.set(`column:${c}`, range(c, 36, 3));
  const numbers = range(1, 36);
  spots.set(
    'red',
    numbers.filter((n) => RED.has(n)),
  );
  spots.set(
    'black',
    numbers.filter((n) => !RED.has(n)),
  );
  spots.set(
    'odd',
    numbers.filter((n) => n % 2 === 1),
  );
  spots.set(
    'even',
    numbers.filter((n) => n % 2 === 0),
  );
  spots.set('low', range(1, 18));
  spots.set('high', range(19, 36));
  return spots;
}

export const ROULETTE_SPOTS: ReadonlyMap<string, readonly number[]> = buildSpots();

/** What a winning spot pays back per cent staked, stake included: 36 / numbers covered. */
export function spotReturn(covered: number): number {
  return 36 / covered;
}

const CHIPS = [10, 50, 100, 500, 1000, 2500];
const LIMITS: ChipLimits = { minBet: 10, maxBet: 50_000, maxTotal: 200_000, maxChips: 500 };

const isSpot = (spot: string): spot is string => ROULETTE_SPOTS.has(spot);

function spin(rng: Rng, chips: readonly Chip[]): RouletteView {
  const number = rng.int(37);
  const bets = chips.map(({ spot, amount }) => {
    const covered = ROULETTE_SPOTS.get(spot) ?? [];
    // 36 / covered is whole for every spot (1, 2, 3, 4, 6, 12 or 18 numbers).
    const win = covered.includes(number) ? amount * spotReturn(covered.length) : 0;
    return { spot, amount, win };
  });
  return { number, color: pocketColor(number), bets, win: bets.reduce((sum, bet) => sum + bet.win, 0) };
}

export const europeanRoulette: GameModule<RouletteBet, never> = {
  id: 'european-roulette',
  name: 'European Roulette',
  kind: 'table',
  mode: 'live_casino',
  rtp: 36 / 37,
  // Paid back, stake included, on a bet that is all straight ups (35:1 plus the stake).
  maxWinMultiplier: 36,
  math: {
    version: 1,
    model: 'roulette',
    // A straight up: 36 back one time in 37 (an even-money bet's is 1.0).
    deviation: 5.84,
    maxWin: {
      multiplier: 36,
      kind: 'largest_possible',
      note: 'a bet all on one number that comes up pays 36 times the whole bet, stake included',
    },
    rules: {
      pockets: 37,
      wheel_order: WHEEL_ORDER,
      red: [...RED].sort((a, b) => a - b),
      spots: [...ROULETTE_SPOTS].map(([spot, numbers]) => ({ spot, numbers: [...numbers] })),
      pay_rule:
        'a spot covering the number pays amount * 36 / (numbers it covers), stake included; others pay 0',
    },
    draws: ['number = int(37): the pocket number itself (0..36); wheel_order is where it sits on the wheel'],
  },
  volatility: 'medium',
  facts: [
    { label: 'Wheel', value: 'Single zero, 37 pockets' },
    { label: 'Straight up', value: '35:1' },
    { label: 'Split / Street / Corner / Six line', value: '17:1 / 11:1 / 8:1 / 5:1' },
    { label: 'Dozens and columns', value: '2:1' },
    { label: 'Red/black, odd/even, 1-18/19-36', value: '1:1, lost on zero' },
    { label: 'Return to player', value: '97.30% on every bet' },
  ],
  stakes: CHIPS,
  /**
   * The chips and limits (chipLayout); spots: every spot id in layout order with the numbers it
   * covers and what it pays to one; red: the red numbers.
   */
  layout: {
    ...chipLayout(CHIPS, LIMITS),
    spots: [...ROULETTE_SPOTS].map(([spot, numbers]) => ({
      spot,
      numbers,
      pays: spotReturn(numbers.length) - 1,
    })),
    red: [...RED].sort((a, b) => a - b),
  },

  reveal(rng) {
    const view = spin(rng, []);
    return { view, summary: `Ball lands on ${view.number} (${view.color})` };
  },

  parseBet(input) {
    const { chips, total } = parseChips(input, isSpot, LIMITS);
    return { bet: { chips }, stakeCents: total };
  },

  start(rng, bet): Step<never> {
    const view = spin(rng, bet.chips);
    return { view, finished: true, winCents: view.win };
  },
};
