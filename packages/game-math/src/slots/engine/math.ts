import type { GameMath } from '../../math/document.js';
import type { SlotDefinition, Weighted } from './types.js';

/*
 * A slot's published maths: its definition as plain JSON (pays in coins, strips in order for
 * every mode), the order of a round's draws, and how a grid pays, in words precise enough to
 * recompute a round without our code (docs/verify/verify.mjs does exactly that).
 */

const weights = (table: readonly Weighted[] | undefined) =>
  table?.map(({ value, weight }) => ({ value, weight }));

export function slotMath(d: SlotDefinition): GameMath {
  const free = d.freeSpins;
  const freeMultipliers = free?.spinMultipliers ?? d.spinMultipliers;
  const rules: Record<string, unknown> = {
    mechanic: d.mechanic,
    reels: d.reels,
    rows: d.rows,
    bet_coins: d.betCoins,
    stakes_cents: [...d.stakes],
    cents_per_coin: 'stake / bet_coins',
    cap_coins: Math.round(d.maxWinMultiplier * d.betCoins),
    symbols: d.symbols.map((s) => ({
      id: s.id,
      kind: s.kind,
      pays_coins: { ...(s.pays ?? {}) },
      ...(s.multiplier === undefined ? {} : { multiplier: s.multiplier }),
    })),
    pays_brackets:
      'pays_coins maps a count to coins; a count pays the value of the largest key at or below it (no key at or below it: nothing)',
    strips: {
      base: d.strips.map((strip) => [...strip]),
      ...(free?.strips ? { free: free.strips.map((strip) => [...strip]) } : {}),
    },
    window:
      'reel r shows rows consecutive symbols of its strip from its stop downwards: row k is strip[(stop + k) mod length]; row 0 is the top',
  };
  if (d.paylines) {
    rules.paylines = d.paylines.map((line) => [...line]);
    rules.line_rule =
      'each payline is read from reel 0: leading wilds are counted; the first symbol that is not a wild sets the line symbol (a scatter or nothing paying ends the line), then the run goes on over that symbol and wilds. Two candidates: the leading wilds alone (paid as the wild with pays, times the wild multipliers of those wilds) and the line symbol over the whole run (times the multipliers of every wild in it); the larger is paid, the line symbol on a tie. A line of nothing but wilds on every reel pays as all_wilds_pay_as when that is set. Multiplier wilds multiply each other.';
    if (d.allWildsPayAs) rules.all_wilds_pay_as = d.allWildsPayAs;
  }
  if (d.mechanic === 'ways') {
    rules.ways_rule =
      'for each paying symbol: reels 0, 1, ... count while the reel shows the symbol or a wild; a run of n reels pays pays_coins[n] times the product over those reels of the cells showing the symbol or a wild';
  }
  if (d.mechanic === 'cluster' && d.cascade) {
    rules.cascade = { min_count: d.cascade.minCount, ladder: [...d.cascade.ladder] };
    rules.cluster_rule =
      'each paying symbol shown at least min_count times anywhere pays pays_coins[count]; the step pays that times ladder[min(step, ladder length - 1)] times the spin multiplier. While a step pays (and the round is under its cap), every paying symbol that paid is removed; on each reel the rest fall to the bottom in order and the cells left on top are filled from the strip above the window: with d removed, top becomes (top - d) mod length and rows 0..d-1 show strip[(top + k) mod length]. Scatters are never removed; free spins are awarded by the scatters on the last grid.';
  }
  const scatter = d.symbols.find((s) => s.kind === 'scatter');
  if (scatter?.pays && d.mechanic !== 'cluster')
    rules.scatter_rule = `${scatter.id} pays pays_coins[count] for every ${scatter.id} on the grid (anywhere), times the spin multiplier`;
  if (d.spinMultipliers)
    rules.spin_multipliers = { base: weights(d.spinMultipliers), free: weights(freeMultipliers) };
  else if (freeMultipliers) rules.spin_multipliers = { free: weights(freeMultipliers) };
  if (free) {
    rules.free_spins = {
      awards: { ...free.awards },
      retrigger: { ...(free.retrigger ?? {}) },
      multiplier: free.multiplier,
      ...(free.ladder ? { ladder: [...free.ladder] } : {}),
      rule: 'awards (by the paid spin) and retrigger (by a free spin) read scatter counts like pays_coins; free spins are played one after another on the free strips (base strips when none), every win times multiplier',
    };
  }
  rules.spin_win =
    "a spin pays its steps' coins times the spin multiplier (1 without a table) times the free-spin multiplier on free spins";
  rules.round_win =
    'the paid spin, then while free spins remain and the total is under cap_coins, the next free spin; the round pays min(total, cap_coins) coins, times cents_per_coin in cents';

  const draws = [
    'spins in play order: the paid spin, then each free spin (including those retriggers add)',
    `per spin: for reel r = 0..${d.reels - 1}, stop[r] = int(length of reel r's strip in the spin's mode)`,
  ];
  if (d.spinMultipliers || freeMultipliers)
    draws.push(
      "then, if the spin's mode has a spin multiplier table, x = int(sum of its weights): the multiplier is the first entry whose running sum of weights exceeds x",
    );
  if (d.mechanic === 'cluster') draws.push('tumbles draw nothing: the strips above the window fill the gaps');
  return {
    version: d.mathVersion ?? 1,
    model: 'slot',
    deviation: d.returnDeviation,
    maxWin: d.maxWinIsCap
      ? {
          multiplier: d.maxWinMultiplier,
          kind: 'cap',
          note: 'free spins retrigger, so a round has no largest win: the round stops at this cap',
        }
      : {
          multiplier: d.maxWinMultiplier,
          kind: 'largest_possible',
          note: 'the largest win a round can pay (an exact search over every reel window); no cap is needed',
        },
    rules,
    draws,
  };
}
