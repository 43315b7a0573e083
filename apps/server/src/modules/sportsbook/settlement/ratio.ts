/**
 * Exact non-negative-denominator rationals over bigint. Settlement multiplies odds and factors
 * such as a dead heat's 1/3 that no fixed decimal scale holds exactly, so every intermediate
 * value is a reduced fraction and only the final return is rounded (see decision 046).
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num/den reduced, with a positive denominator. */
export function ratio(num: bigint, den = 1n): Ratio {
  if (den === 0n) throw new RangeError('zero denominator');
  if (den < 0n) return ratio(-num, -den);
  const g = gcd(num, den);
  return g === 1n ? { num, den } : { num: num / g, den: den / g };
}

export const ZERO = ratio(0n);
export const ONE = ratio(1n);
export const HALF = ratio(1n, 2n);

// Sums and products are not reduced (a gcd per operation was most of settlement's time); the
// ones that need the lowest terms (equality, formatting) reduce first.
export const add = (a: Ratio, b: Ratio): Ratio =>
  a.den === b.den
    ? { num: a.num + b.num, den: a.den }
    : { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
export const sub = (a: Ratio, b: Ratio): Ratio => add(a, { num: -b.num, den: b.den });
export const mul = (a: Ratio, b: Ratio): Ratio => ({ num: a.num * b.num, den: a.den * b.den });
export const reduce = (a: Ratio): Ratio => ratio(a.num, a.den);
export const compare = (a: Ratio, b: Ratio): number => {
  const d = a.num * b.den - b.num * a.den;
  return d === 0n ? 0 : d < 0n ? -1 : 1;
};
export const isZero = (a: Ratio): boolean => a.num === 0n;
export const equals = (a: Ratio, b: Ratio): boolean => compare(a, b) === 0;

/** The greatest integer not above a (floor, also for negative values). */
export function floor(a: Ratio): bigint {
  const q = a.num / a.den;
  return a.num % a.den !== 0n && a.num < 0n ? q - 1n : q;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const FRACTION = /^(\d+)\/(\d+)$/;

/**
 * Reads "1.90", "2", "0.5" or "1/3" exactly (the forms odds and factors come in: PostgreSQL
 * numeric columns arrive as strings, a dead heat's share is best written as a fraction).
 * Undefined for anything else, including negatives and exponents.
 */
export function parseRatio(text: string): Ratio | undefined {
  const f = FRACTION.exec(text);
  if (f)
    return f[2] === undefined || /^0+$/.test(f[2]) ? undefined : ratio(BigInt(f[1] ?? '0'), BigInt(f[2]));
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const fraction = m[2] ?? '';
  return ratio(BigInt((m[1] ?? '0') + fraction), 10n ** BigInt(fraction.length));
}

/** Like parseRatio, throwing for text that is not a plain decimal or fraction. */
export function ratioOf(text: string): Ratio {
  const r = parseRatio(text);
  if (r === undefined) throw new RangeError(`not an exact non-negative number: ${JSON.stringify(text)}`);
  return r;
}

// Scales tried in turn: most values (odds, a single's multiplier) end within 2 or 6 decimals,
// and a product of twenty odds of two decimals within 40.
const SCALES = [2, 6, 12, 40].map((digits) => ({ digits, scale: 10n ** BigInt(digits) }));

/**
 * A value for people: the exact decimal with at least minDigits decimals (odds are written
 * "1.90") when it ends within 40 decimals, else the fraction in lowest terms ("5/3"). Never
 * rounded silently.
 */
export function formatRatio(a: Ratio, minDigits = 0): string {
  if (a.den === 1n) return minDigits === 0 ? a.num.toString() : `${a.num}.${'0'.repeat(minDigits)}`;
  const fit = SCALES.find(({ scale }) => scale % a.den === 0n);
  if (fit === undefined) {
    const r = reduce(a);
    return r.den === a.den ? `${r.num}/${r.den}` : formatRatio(r, minDigits);
  }
  const units = a.num * (fit.scale / a.den);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(fit.digits + 1, '0');
  let end = digits.length;
  while (end > digits.length - fit.digits && digits.charCodeAt(end - 1) === 48) end -= 1;
  const fraction = digits.slice(digits.length - fit.digits, end).padEnd(minDigits, '0');
  const whole = digits.slice(0, digits.length - fit.digits);
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
