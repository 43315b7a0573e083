/**
 * Exact fixed-point arithmetic for money and token amounts. Floats never touch an amount:
 * decimals travel as strings, are held as bigint units at a fixed scale, and every division
 * says which way it rounds.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * The units of a non-negative decimal string at scale (e.g. "1.5" at scale 2 is 150n), or
 * undefined when it is not a plain decimal or has more decimals than scale allows.
 */
export function parseUnits(text: string, scale: number): bigint | undefined {
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const whole = m[1] ?? '0';
  const fraction = m[2] ?? '';
  if (fraction.length > scale) {
    // Trailing zeros beyond the scale carry no value ("1.50000000" is fine at scale 2).
    if (!/^0*$/.test(fraction.slice(scale))) return undefined;
  }
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
}

/**
 * A JSON number as the decimal the sender typed. JavaScript prints the shortest string that
 * reads back as the same double, so 100.05 stays "100.05"; exponent forms are refused.
 */
export function numberToDecimal(value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const text = String(value);
  return /e/i.test(text) ? undefined : text;
}

/** units at scale as a decimal string with exactly scale decimals ("100.05000"). */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** units at scale as a JSON number (only for amounts shown to people, never for arithmetic). */
export function unitsToNumber(units: bigint, scale: number): number {
  return Number(formatUnits(units, scale));
}

export function divFloor(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('division by a non-positive number');
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

export function divCeil(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('division by a non-positive number');
  const q = a / b;
  return a % b !== 0n && a > 0n ? q + 1n : q;
}

/** Rounds to the nearest unit, halves up. */
export function divRound(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('division by a non-positive number');
  return divFloor(2n * a + b, 2n * b);
}

export const pow10 = (n: number): bigint => 10n ** BigInt(n);
