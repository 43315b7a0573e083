import { BetError } from '../game.js';

/** One stake placed on one spot of a table, in cents. */
export interface Chip<Spot extends string = string> {
  spot: Spot;
  amount: number;
}

/** The limits of a chip table (roulette, baccarat), in cents. */
export interface ChipLimits {
  /** The least a spot may carry (after chips on the same spot are added up). */
  minBet: number;
  /** The most a spot may carry. */
  maxBet: number;
  /** The most the whole bet may stake. */
  maxTotal: number;
  /** The most chip entries one bet may send (a guard on the size of untrusted input). */
  maxChips: number;
}

/**
 * The part of a chip table's layout every chip table sends its client: chips, the chip values to
 * offer (cents); min_bet / max_bet, the least and most one spot may carry, all chips on it added
 * up; max_total, the most one round may stake; max_chips, the most chip entries one bet may send.
 */
export function chipLayout(
  chips: readonly number[],
  limits: ChipLimits,
): { chips: readonly number[]; min_bet: number; max_bet: number; max_total: number; max_chips: number } {
  return {
    chips,
    min_bet: limits.minBet,
    max_bet: limits.maxBet,
    max_total: limits.maxTotal,
    max_chips: limits.maxChips,
  };
}

/**
 * Checks a chip bet `{ chips: [{ spot, amount }] }` sent by a client (untrusted JSON).
 *
 * Several chips on one spot are merged into one (their amounts added, the spot keeping the
 * place of its first chip): a client that sends each click as its own chip needs no
 * bookkeeping, and the limits then apply to what each spot really carries. Extra fields are
 * ignored. Refusals, as BetError keys:
 * - 'bet_invalid': not an object with a `chips` array of `{ spot: string, amount: number }`;
 * - 'bet_empty': no chips;
 * - 'bet_too_many_chips': more than `maxChips` entries;
 * - 'spot_invalid': a spot the table does not have;
 * - 'amount_invalid': an amount that is not a positive whole number of cents;
 * - 'amount_below_min' / 'amount_above_max': a spot's merged amount outside [minBet, maxBet];
 * - 'total_above_max': the whole bet above maxTotal.
 */
export function parseChips<Spot extends string>(
  input: unknown,
  isSpot: (spot: string) => spot is Spot,
  limits: ChipLimits,
): { chips: Array<Chip<Spot>>; total: number } {
  if (typeof input !== 'object' || input === null || !('chips' in input) || !Array.isArray(input.chips)) {
    throw new BetError('bet_invalid');
  }
  const entries: unknown[] = input.chips;
  if (entries.length === 0) throw new BetError('bet_empty');
  if (entries.length > limits.maxChips) throw new BetError('bet_too_many_chips');

  const merged = new Map<Spot, number>();
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null || !('spot' in entry) || !('amount' in entry)) {
      throw new BetError('bet_invalid');
    }
    const { spot, amount } = entry;
    if (typeof spot !== 'string' || typeof amount !== 'number') throw new BetError('bet_invalid');
    if (!isSpot(spot)) throw new BetError('spot_invalid');
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new BetError('amount_invalid');
    merged.set(spot, (merged.get(spot) ?? 0) + amount);
  }

  let total = 0;
  const chips: Array<Chip<Spot>> = [];
  for (const [spot, amount] of merged) {
    if (amount < limits.minBet) throw new BetError('amount_below_min');
    if (amount > limits.maxBet) throw new BetError('amount_above_max');
    total += amount;
    chips.push({ spot, amount });
  }
  if (total > limits.maxTotal) throw new BetError('total_above_max');
  return { chips, total };
}
