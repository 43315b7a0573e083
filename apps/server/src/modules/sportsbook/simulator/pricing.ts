import type { LegResult } from '../settlement/leg-result.js';
import type { Ratio } from '../settlement/ratio.js';

/**
 * Prices from probabilities (docs/decisions/045): decimal odds in hundredths (integers, so exact),
 * each the fair odds of the outcome's probability less the bookmaker's margin, rounded down.
 */

export const MIN_ODDS = 101;
export const MAX_ODDS = 100_000;
/** Below this probability an outcome is not offered (an impossible correct score). */
export const MIN_OFFERED_PROBABILITY = 0.001;

export interface Price {
  /** Hundredths: 185 is 1.85. */
  odds: number;
  active: boolean;
}

/** Decimal odds in hundredths as the feed writes them: 185 is "1.85". */
export function oddsText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * The price of an outcome of effective probability p (for a line with pushes, the probability
 * whose fair odds break even: see lineProbability) with the margin: fair odds / (1 + margin).
 */
export function priceOf(p: number, margin: number): Price {
  if (!(p >= MIN_OFFERED_PROBABILITY)) return { odds: MAX_ODDS, active: false };
  const odds = Math.floor(100 / (p * (1 + margin)) + 1e-9);
  return { odds: Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds)), active: true };
}

/** Prices a market whose outcomes' probabilities sum to 1 (or, for double chance, to 2). */
export function priceMarket(probabilities: readonly number[], margin: number): Price[] {
  return probabilities.map((p) => priceOf(p, margin));
}

/** A line bet's result as the feed states it: won (1) or not, and the share of the stake handed back. */
export interface LineSettlement {
  result: 0 | 1;
  void_factor: 0 | 0.5 | 1;
}

/** The settlement core's result of a line bet (won, half won, push, half lost, lost) as the feed states it. */
export function feedLineResult(leg: LegResult): LineSettlement {
  const share = (r: Ratio) => Number(r.num) / Number(r.den);
  const voidFactor = share(leg.voidFactor);
  return {
    result: leg.winFactor.num > 0n ? 1 : 0,
    void_factor: voidFactor === 0.5 ? 0.5 : voidFactor === 1 ? 1 : 0,
  };
}

/**
 * The break-even probability of a line bet given the distribution of its results: fair odds o
 * make the expected return 1, where a push returns the stake and a half result half of it.
 * p(win)·o + p(halfwin)·(1 + o)/2 + p(push) + p(halflose)/2 = 1.
 */
export function lineProbability(distribution: ReadonlyArray<readonly [LineSettlement, number]>): number {
  let win = 0;
  let back = 0;
  for (const [s, p] of distribution) {
    win += p * (s.result === 1 ? 1 - s.void_factor : 0);
    back += p * s.void_factor;
  }
  return back >= 1 ? 0 : win / (1 - back);
}

/** P(X = k) for a Poisson variable of mean lambda. */
export function poisson(k: number, lambda: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp((-x * x) / 2);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}
