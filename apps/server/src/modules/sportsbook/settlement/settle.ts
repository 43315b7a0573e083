import { choose, lineCount as countLines, requireLineSizes, type BetType } from '@casino/contract/bet-types';
import type { ExplanationStep } from './explanation.js';
import { WON, legMultiplier, legOutcome, type LegResult } from './leg-result.js';
import {
  ONE,
  ZERO,
  add,
  compare,
  floor,
  formatRatio,
  isZero,
  mul,
  ratio,
  ratioOf,
  type Ratio,
} from './ratio.js';

/** A bet as settlement needs it: the type, the stake of each line, and each leg's odds. */
export interface BetToSettle {
  readonly type: BetType;
  /** Stake of one line in cents; the bet's total stake is this times its number of lines. */
  readonly unitStakeCents: number;
  /** Decimal odds taken for each leg, exactly as stored ("1.90"). */
  readonly legOdds: readonly string[];
  /** A free bet's stake is never returned: it pays the return less the stake, never below 0. */
  readonly freeBet?: boolean;
}

/** One leg's result, or undefined while it is open. */
export type LegResults = readonly (LegResult | undefined)[];

export type Settlement =
  | { state: 'open'; lineCount: number; totalStakeCents: number }
  | {
      state: 'settled';
      lineCount: number;
      totalStakeCents: number;
      /** The cents to pay: floor(unit stake × the sum of the lines' multipliers), per bet. */
      returnCents: number;
      /** The exact sum of the lines' multipliers (an accumulator: the product of its legs). */
      linesMultiplier: Ratio;
      explanation: ExplanationStep[];
    };

function requireCents(cents: number, what: string): bigint {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`${what} must be whole cents above 0`);
  return BigInt(cents);
}

const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

function toSafeCents(cents: bigint): number {
  if (cents > MAX_SAFE_CENTS) throw new RangeError('a return beyond any payout limit');
  return Number(cents);
}

// A market's bets share a handful of prices, so each price is read and formatted once.
const oddsCache = new Map<string, { odds: Ratio; shown: string }>();
const ODDS_CACHE_SIZE = 10_000;

function requireOdds(text: string): { odds: Ratio; shown: string } {
  const cached = oddsCache.get(text);
  if (cached) return cached;
  const odds = ratioOf(text);
  if (compare(odds, ONE) < 0) throw new RangeError(`decimal odds below 1: ${text}`);
  if (oddsCache.size >= ODDS_CACHE_SIZE) oddsCache.clear();
  const entry = { odds, shown: formatRatio(odds, 2) };
  oddsCache.set(text, entry);
  return entry;
}

/**
 * The sums over all lines of each size of the product of their legs' multipliers: e[k] is the
 * k-th elementary symmetric polynomial of the multipliers, built leg by leg in n² steps, so a
 * Goliath's 247 lines never need to be listed one by one.
 */
export function lineSums(multipliers: readonly Ratio[]): Ratio[] {
  const e: Ratio[] = [ONE, ...multipliers.map(() => ZERO)];
  multipliers.forEach((m, j) => {
    for (let k = j + 1; k >= 1; k -= 1) e[k] = add(e[k] ?? ZERO, mul(e[k - 1] ?? ZERO, m));
  });
  return e;
}

/** The bet's lines and stakes, checked: the unit stake in whole cents, the type fitting the legs. */
function linesOf(bet: BetToSettle) {
  const unit = requireCents(bet.unitStakeCents, 'the unit stake');
  const legs = bet.legOdds.length;
  const sizes = requireLineSizes(bet.type, legs);
  const lineCount = countLines(bet.type, legs);
  return { unit, legs, sizes, lineCount, totalStake: unit * BigInt(lineCount) };
}

/** The stake of the whole bet: unit stake × lines. */
export const totalStakeCents = (bet: BetToSettle): number => toSafeCents(linesOf(bet).totalStake);

/**
 * Settles a bet from its legs' results. It is settled when every line is decided: all its legs
 * have results, or one of them has a multiplier of 0 (a lost leg settles an accumulator at once;
 * a system bet waits while a line could still win). The return is rounded down to the cent
 * once per bet, never per leg or line (decision 046).
 */
export function settleBet(bet: BetToSettle, results: LegResults): Settlement {
  const { unit, legs, sizes, lineCount, totalStake } = linesOf(bet);
  if (results.length !== legs) throw new RangeError('one result per leg');
  const odds = bet.legOdds.map(requireOdds);
  const multipliers = results.map((r, i) =>
    r === undefined ? undefined : legMultiplier(r, odds[i]?.odds ?? ONE),
  );
  const open = multipliers.filter((m) => m === undefined).length;
  const alive = multipliers.filter((m) => m === undefined || !isZero(m)).length;
  const base = { lineCount, totalStakeCents: toSafeCents(totalStake) };
  // With a leg open, some line is undecided unless every line of every size has a lost leg.
  if (open > 0 && sizes.some((k) => k <= alive)) return { state: 'open', ...base };

  // Open legs left here only sit in lines that a lost leg already decided.
  const sums = lineSums(multipliers.map((m) => m ?? ZERO));
  const linesMultiplier = sizes.reduce((sum, k) => add(sum, sums[k] ?? ZERO), ZERO);
  const gross = mul(ratio(unit), linesMultiplier);
  const grossCents = floor(gross);
  const returnCents = bet.freeBet ? (grossCents > totalStake ? grossCents - totalStake : 0n) : grossCents;

  const explanation: ExplanationStep[] = [
    ...results.map((r, i) => legStep(i + 1, odds[i]?.shown ?? '', r, multipliers[i])),
    ...linesSteps(bet.type, legs, sizes, multipliers, sums, linesMultiplier),
    {
      key: 'return',
      unitStakeCents: toSafeCents(unit),
      lineCount,
      totalStakeCents: base.totalStakeCents,
      multiplier: formatRatio(linesMultiplier, 2),
      exactReturn: formatRatio(mul(gross, ratio(1n, 100n)), 2),
      grossCents: toSafeCents(grossCents),
    },
  ];
  if (bet.freeBet)
    explanation.push({
      key: 'free_bet',
      grossCents: toSafeCents(grossCents),
      stakeCents: base.totalStakeCents,
      returnCents: toSafeCents(returnCents),
    });
  return { state: 'settled', ...base, returnCents: toSafeCents(returnCents), linesMultiplier, explanation };
}

function legStep(
  leg: number,
  odds: string,
  result: LegResult | undefined,
  multiplier: Ratio | undefined,
): ExplanationStep {
  if (result === undefined || multiplier === undefined) return { key: 'leg_open', leg, odds };
  return {
    key: 'leg',
    leg,
    outcome: legOutcome(result),
    odds,
    winFactor: formatRatio(result.winFactor),
    voidFactor: formatRatio(result.voidFactor),
    multiplier: formatRatio(multiplier, 2),
  };
}

/** An accumulator's product, or a system's sum per line size and in all. */
function linesSteps(
  type: BetType,
  legs: number,
  sizes: readonly number[],
  multipliers: readonly (Ratio | undefined)[],
  sums: readonly Ratio[],
  linesMultiplier: Ratio,
): ExplanationStep[] {
  if (type.kind === 'single') return [];
  if (type.kind === 'accumulator')
    return [
      {
        key: 'accumulator',
        multipliers: multipliers.map((m) => (m === undefined ? null : formatRatio(m, 2))),
        product: formatRatio(linesMultiplier, 2),
      },
    ];
  return [
    ...sizes.map((k): ExplanationStep => ({
      key: 'lines',
      size: k,
      count: choose(legs, k),
      sum: formatRatio(sums[k] ?? ZERO, 2),
    })),
    {
      key: 'system',
      name: type.kind === 'system' ? type.name : `${type.size}_from_${legs}`,
      lineCount: countLines(type, legs),
      sum: formatRatio(linesMultiplier, 2),
    },
  ];
}

/** What the bet returns if every leg wins (shown on the slip and checked against the maximum payout). */
export function potentialReturnCents(bet: BetToSettle): number {
  const settled = settleBet(
    bet,
    bet.legOdds.map(() => WON),
  );
  if (settled.state !== 'settled') throw new Error('a bet with every leg won is settled');
  return settled.returnCents;
}
