import type { LegOutcome } from '@casino/contract/sportsbook-bets';
import { ONE, ZERO, HALF, add, compare, isZero, mul, ratio, sub, type Ratio } from './ratio.js';

/**
 * How one leg (a selection) of a bet settled, as the feed's bet settlement states it: the share
 * of the leg's stake that wins at the leg's odds (winFactor) and the share that is handed back
 * (voidFactor). The rest is lost. A leg's multiplier is
 *
 *     multiplier = winFactor × odds + voidFactor × 1
 *
 * so won (1, 0) pays odds, lost (0, 0) pays nothing, void (0, 1) returns the stake, an Asian
 * quarter line's half-won (1/2, 1/2) and half-lost (0, 1/2) split the stake, and a dead heat
 * between n for one place (1/n, 0) pays the odds on a 1/n share.
 */
export interface LegResult {
  readonly winFactor: Ratio;
  readonly voidFactor: Ratio;
}

export type { LegOutcome };

export const WON: LegResult = { winFactor: ONE, voidFactor: ZERO };
export const LOST: LegResult = { winFactor: ZERO, voidFactor: ZERO };
export const VOID: LegResult = { winFactor: ZERO, voidFactor: ONE };
export const HALF_WON: LegResult = { winFactor: HALF, voidFactor: HALF };
export const HALF_LOST: LegResult = { winFactor: ZERO, voidFactor: HALF };

/** A leg result after checking that both factors lie in [0, 1] and add up to at most 1. */
export function legResult(winFactor: Ratio, voidFactor: Ratio): LegResult {
  const inUnit = (r: Ratio) => compare(r, ZERO) >= 0 && compare(r, ONE) <= 0;
  if (!inUnit(winFactor) || !inUnit(voidFactor) || compare(add(winFactor, voidFactor), ONE) > 0)
    throw new RangeError('factors must lie in [0, 1] and add up to at most 1');
  return { winFactor, voidFactor };
}

/**
 * A dead heat: `tied` selections share `places` paying places (two tied for a win: 1 of 2 → the
 * leg wins on half its stake; three tied for the last two places: 2 of 3).
 */
export function deadHeat(places: number, tied: number): LegResult {
  if (!Number.isSafeInteger(places) || !Number.isSafeInteger(tied) || places < 1 || tied < places)
    throw new RangeError('a dead heat needs 1 <= places <= tied');
  return legResult(ratio(BigInt(places), BigInt(tied)), ZERO);
}

/**
 * The result from a bet-settlement message's outcome (Sportradar's unified feed: `result` 0 or
 * 1, optional `void_factor`, the share refunded, and `dead_heat_factor`, the share of the rest
 * that wins): winFactor = result × (1 − void_factor) × dead_heat_factor.
 */
export function fromFeedSettlement(outcome: {
  result: 0 | 1;
  voidFactor?: Ratio;
  deadHeatFactor?: Ratio;
}): LegResult {
  const voidFactor = outcome.voidFactor ?? ZERO;
  const settled = sub(ONE, voidFactor);
  const winFactor = outcome.result === 1 ? mul(settled, outcome.deadHeatFactor ?? ONE) : ZERO;
  return legResult(winFactor, voidFactor);
}

/** The amount a leg turns one unit of stake into: winFactor × odds + voidFactor. */
export const legMultiplier = (result: LegResult, odds: Ratio): Ratio =>
  add(mul(result.winFactor, odds), result.voidFactor);

const same = (a: LegResult, b: LegResult) =>
  compare(a.winFactor, b.winFactor) === 0 && compare(a.voidFactor, b.voidFactor) === 0;

/** The name of a result for My bets and the explanation. */
export function legOutcome(result: LegResult): LegOutcome {
  const named: [LegResult, LegOutcome][] = [
    [WON, 'won'],
    [LOST, 'lost'],
    [VOID, 'void'],
    [HALF_WON, 'half_won'],
    [HALF_LOST, 'half_lost'],
  ];
  const found = named.find(([r]) => same(r, result));
  if (found) return found[1];
  return isZero(result.voidFactor) ? 'dead_heat' : 'partial';
}
