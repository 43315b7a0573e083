import {
  lineSizes,
  MAX_LEGS,
  namedSystems,
  type BetType,
  type NamedSystem,
} from '@casino/contract/bet-types';

/**
 * The slip's arithmetic, exact: odds are integer hundredths ("1.85" is 185), stakes integer cents,
 * and a return is rounded down to the cent once per bet, as the settlement does (decision 046).
 */

const HUNDRED = 100n;

/** Decimal odds as the book sends them ("1.85") in hundredths. */
export function oddsHundredths(odds: string): bigint {
  const match = /^(\d+)\.(\d{2})$/.exec(odds);
  if (!match) throw new RangeError(`not odds with two decimals: ${odds}`);
  return BigInt(`${match[1]}${match[2]}`);
}

/** A stake typed in USD ("5", "2.5", "10.00") as cents; undefined when it is not an amount. */
export function parseStakeCents(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What a bet of these lines returns if every leg wins: the sum over its lines of the product of
 * their odds, times the unit stake, rounded down to the cent. The sum over all lines of k legs is
 * the k-th elementary symmetric polynomial of the odds, so a Goliath's 247 lines cost n² steps.
 */
export function potentialReturnCents(
  odds: readonly string[],
  sizes: readonly number[],
  unitCents: number,
): number {
  const n = odds.length;
  // e[k]: the sum of the products of every k of the odds seen so far, in hundredths to the power k.
  const e: bigint[] = [1n, ...Array.from({ length: n }, () => 0n)];
  for (const price of odds.map(oddsHundredths)) {
    for (let k = n; k >= 1; k -= 1) e[k] = (e[k] ?? 0n) + (e[k - 1] ?? 0n) * price;
  }
  // Every size brought to hundredths to the power n, so the sizes add up exactly.
  const sum = sizes.reduce((total, k) => total + (e[k] ?? 0n) * HUNDRED ** BigInt(n - k), 0n);
  return Number((BigInt(unitCents) * sum) / HUNDRED ** BigInt(n));
}

/** Why a slip's selections cannot make an accumulator or system bet, if they cannot. */
export type ComboRefusal = 'tooFew' | 'tooMany' | 'sameEvent';

export function comboRefusal(eventIds: readonly number[], least = 2): ComboRefusal | undefined {
  if (eventIds.length < least) return 'tooFew';
  if (eventIds.length > MAX_LEGS) return 'tooMany';
  // Two results of one match depend on each other: the book does not multiply their prices.
  if (new Set(eventIds).size < eventIds.length) return 'sameEvent';
  return undefined;
}

/** A system choice as the slip keeps it: a named system ("yankee") or "k:2" for 2 from n. */
export type SystemChoice = NamedSystem | `k:${number}`;

export function systemBetType(choice: SystemChoice): BetType {
  return choice.startsWith('k:')
    ? { kind: 'k_from_n', size: Number(choice.slice(2)) }
    : { kind: 'system', name: choice as NamedSystem };
}

/** The system bets that fit n legs: the named ones of exactly n legs, then every k from n (1 < k < n). */
export function systemChoices(n: number): SystemChoice[] {
  const named = (Object.keys(namedSystems) as NamedSystem[]).filter((name) => namedSystems[name].legs === n);
  const kFromN: SystemChoice[] = [];
  for (let k = 2; k < n; k += 1) kFromN.push(`k:${k}`);
  return [...named, ...kFromN];
}

/** The line sizes of a type on n legs, or undefined when it does not fit. */
export function sizesOf(type: BetType, n: number): readonly number[] | undefined {
  const sizes = lineSizes(type, n);
  return 'refused' in sizes ? undefined : sizes;
}

/** The number of lines of sizes on n legs (n choose k, summed). */
export function countLines(sizes: readonly number[], n: number): number {
  return sizes.reduce((sum, k) => {
    let c = 1;
    for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
    return sum + c;
  }, 0);
}
