import { z } from 'zod';

/**
 * Odds shown as the player prefers. The book prices in decimal odds (the total a unit stake
 * returns); fractional odds are the profit over the stake (decimal − 1), American odds the
 * profit on 100 when it is at least the stake (+150) or the stake that wins 100 (−200).
 * Conversions are exact fractions over bigint: decimal 1.91 is 91/100 fractional, American −110
 * is decimal 1 + 100/110 exactly. Only the American display of a decimal below 2 is rounded,
 * to the nearest whole number, as books print it (decision 046).
 */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const OddsFormatSchema = z.enum(ODDS_FORMATS);

/** Decimal odds as an exact fraction num/den (lowest terms, den > 0). */
export interface ExactOdds {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function lowest(num: bigint, den: bigint): ExactOdds {
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

const DECIMAL = /^(\d{1,9})(?:\.(\d{1,9}))?$/;
const FRACTIONAL = /^(\d{1,9})\/(\d{1,9})$/;
const AMERICAN = /^([+-])(\d{1,9})(?:\.(\d{1,9}))?$/;

/** A plain non-negative decimal as a fraction ("1.90" → 19/10). */
function decimalFraction(whole: string, fraction = ''): ExactOdds {
  return lowest(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

/**
 * Odds typed in a format, as exact decimal odds; undefined when the text is not odds in that
 * format or the odds are not above 1 (a bet that cannot win more than its stake is not offered).
 */
export function parseOdds(text: string, format: OddsFormat): ExactOdds | undefined {
  const trimmed = text.trim();
  let odds: ExactOdds | undefined;
  if (format === 'decimal') {
    const m = DECIMAL.exec(trimmed);
    if (m?.[1] !== undefined) odds = decimalFraction(m[1], m[2]);
  } else if (format === 'fractional') {
    const m = /^(evs|evens)$/i.test(trimmed) ? ['', '1', '1'] : FRACTIONAL.exec(trimmed);
    const [num, den] = [BigInt(m?.[1] ?? '0'), BigInt(m?.[2] ?? '0')];
    if (m && den > 0n) odds = lowest(num + den, den);
  } else {
    const m = AMERICAN.exec(trimmed);
    if (m?.[2] !== undefined) {
      const american = decimalFraction(m[2], m[3]);
      // +150: profit 150 on 100; −200: stake 200 to win 100. Either way below 100 is not American.
      if (american.num >= 100n * american.den)
        odds =
          m[1] === '+'
            ? lowest(american.num + 100n * american.den, 100n * american.den)
            : lowest(american.num + 100n * american.den, american.num);
    }
  }
  return odds && odds.num > odds.den ? odds : undefined;
}

/** Decimal odds given as the book stores them ("1.90") or as an exact fraction. */
function exact(odds: string | ExactOdds): ExactOdds {
  if (typeof odds !== 'string') return lowest(odds.num, odds.den);
  const parsed = parseOdds(odds, 'decimal');
  if (!parsed) throw new RangeError(`not decimal odds above 1: ${JSON.stringify(odds)}`);
  return parsed;
}

/** num/den with `digits` decimals, rounded half up (num, den > 0). */
function rounded(num: bigint, den: bigint, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const units = (2n * num * scale + den) / (2n * den);
  const text = units.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The decimal digits of num/den when it ends within maxDigits decimals, at least minDigits of them. */
function terminating(num: bigint, den: bigint, minDigits: number, maxDigits: number): string | undefined {
  for (let digits = minDigits; digits <= maxDigits; digits += 1) {
    const scale = 10n ** BigInt(digits);
    if ((num * scale) % den === 0n) return rounded(num, den, digits);
  }
  return undefined;
}

/**
 * Odds for display in a format. Decimal: two decimals, more when the odds have them (up to 4),
 * else rounded to two. Fractional: decimal − 1 in lowest terms ("9/10", "1/1" is "evs").
 * American: "+150" or "-110", to the nearest whole number when not whole.
 */
export function formatOdds(odds: string | ExactOdds, format: OddsFormat): string {
  const { num, den } = exact(odds);
  if (num <= den) throw new RangeError('odds must be above 1');
  const profit = lowest(num - den, den);
  switch (format) {
    case 'decimal':
      return terminating(num, den, 2, 4) ?? rounded(num, den, 2);
    case 'fractional':
      return profit.num === profit.den ? 'evs' : `${profit.num}/${profit.den}`;
    case 'american':
      return profit.num >= profit.den
        ? `+${rounded(100n * profit.num, profit.den, 0)}`
        : `-${rounded(100n * profit.den, profit.num, 0)}`;
  }
}
