import { bestSpin } from './bound.js';
import type { CompiledSlot, WeightTable } from './compile.js';

/*
 * The true largest win of a round, with the draws that produce it, for paylines and ways slots
 * whose free spins do not retrigger (a retriggering game has no largest round and states a
 * cap instead).
 *
 * A round is its paid spin plus, when the paid spin shows enough scatters, the free spins it
 * awards, each drawn independently of the others: the largest round is the better of the
 * largest paid spin that awards nothing and, for every scatter count that awards free spins,
 * the largest paid spin showing at least that many scatters plus that many largest free spins.
 * Spin multipliers are drawn independently of the reels and count at their largest. Each
 * largest spin is found exactly by bound.ts's branch and bound, restricted by scatter count,
 * with its stops: the round's draws are returned so a test can play that very round.
 */

export interface LargestRound {
  coins: number;
  /** The round's draws in the order it makes them (per spin: reel stops, then its multiplier). */
  draws: number[];
}

/** The draw that picks a table's largest value (none without a table). */
function largestMultiplier(table: WeightTable | null): { value: number; draw: number[] } {
  if (!table) return { value: 1, draw: [] };
  let at = 0;
  table.values.forEach((value, i) => {
    if (value > (table.values[at] ?? 0)) at = i;
  });
  return { value: table.values[at] ?? 1, draw: [at === 0 ? 0 : (table.cumulative[at - 1] ?? 0)] };
}

/** The largest round and its draws (see the file comment); null where none exists. */
export function largestRound(c: CompiledSlot): LargestRound | null {
  if (c.definition.mechanic === 'cluster') return null;
  if (c.retrigger?.some((spins) => spins > 0)) return null;
  const paidMultiplier = largestMultiplier(c.baseSpinMultipliers);
  const triggers = [...c.awards.keys()].filter((count) => (c.awards[count] ?? 0) > 0);
  const firstTrigger = triggers.length > 0 ? Math.min(...triggers) : Infinity;

  let best: LargestRound = { coins: 0, draws: [] };
  const plain = bestSpin(c, c.baseStrips, { maxScatters: firstTrigger - 1 });
  if (plain)
    best = { coins: plain.coins * paidMultiplier.value, draws: [...plain.stops, ...paidMultiplier.draw] };
  if (triggers.length === 0) return best;

  const freeMultiplier = largestMultiplier(c.freeSpinMultipliers);
  const free = bestSpin(c, c.freeStrips);
  if (!free) return best;
  const freeCoins = free.coins * freeMultiplier.value * c.freeMultiplier;
  let previous = 0;
  for (const count of triggers) {
    const awarded = c.awards[count] ?? 0;
    if (awarded < previous) throw new Error('free spin awards must not fall as scatters rise');
    previous = awarded;
    // At least `count` scatters: more would award at least as many spins, so the walk over
    // counts in ascending order sees every case at its true award by the last count reached.
    const next = triggers.find((k) => k > count && (c.awards[k] ?? 0) > awarded);
    const paid = bestSpin(c, c.baseStrips, {
      minScatters: count,
      ...(next === undefined ? {} : { maxScatters: next - 1 }),
    });
    if (!paid) continue;
    const coins = paid.coins * paidMultiplier.value + awarded * freeCoins;
    if (coins > best.coins) {
      const draws = [...paid.stops, ...paidMultiplier.draw];
      for (let i = 0; i < awarded; i++) draws.push(...free.stops, ...freeMultiplier.draw);
      best = { coins, draws };
    }
  }
  return best;
}
