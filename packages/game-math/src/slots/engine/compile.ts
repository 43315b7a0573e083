import type { Pays, SlotDefinition, Strip, Weighted } from './types.js';

/*
 * A definition turned into typed arrays once, so the hot paths (a spin, a million simulated
 * rounds, the exact sums) index numbers instead of looking up strings. Symbols become their
 * index in `definition.symbols`; a grid is a Uint8Array of reels * rows cells, cell = reel * rows
 * + row.
 */

export interface WeightTable {
  readonly values: Int32Array;
  /** cumulative[i] = weights of entries 0..i. */
  readonly cumulative: Int32Array;
  readonly total: number;
}

export interface CompiledSlot {
  readonly definition: SlotDefinition;
  readonly reels: number;
  readonly rows: number;
  readonly cells: number;
  readonly symbolIds: readonly string[];
  readonly isWild: Uint8Array;
  readonly isScatter: Uint8Array;
  /** Pays by line, way or cluster (not wilds', not scatters'). */
  readonly isPaying: Uint8Array;
  /** 1 for every symbol but multiplier wilds. */
  readonly wildMultiplier: Int32Array;
  /** pays[symbol * payStride + count] in coins, brackets already spread over every count. */
  readonly pays: Int32Array;
  readonly payStride: number;
  /** The scatter's index, -1 if the game has none. */
  readonly scatter: number;
  /** The wild whose own line pays count (-1: wilds only substitute). */
  readonly payingWild: number;
  /** A line of nothing but wilds pays as this symbol (-1: it does not). */
  readonly allWildsPayAs: number;
  readonly lineCount: number;
  /** lineCells[line * reels + reel] = the cell the line crosses on that reel. */
  readonly lineCells: Int32Array;
  readonly baseStrips: readonly Uint8Array[];
  readonly freeStrips: readonly Uint8Array[];
  /** Scatters of a paid spin -> free spins (index = scatter count, 0..cells). */
  readonly awards: Int32Array;
  /** Scatters of a free spin -> extra spins; null when free spins are not retriggered. */
  readonly retrigger: Int32Array | null;
  readonly freeMultiplier: number;
  readonly baseSpinMultipliers: WeightTable | null;
  readonly freeSpinMultipliers: WeightTable | null;
  readonly minCluster: number;
  readonly baseLadder: Int32Array;
  readonly freeLadder: Int32Array;
  /** The round's win never exceeds this many coins. */
  readonly capCoins: number;
}

/** Checks a definition and compiles it; a broken definition is a programming error and throws. */
export function compileSlot(definition: SlotDefinition): CompiledSlot {
  const d = definition;
  const fail = (why: string): never => {
    throw new Error(`slot ${d.id}: ${why}`);
  };
  const cells = d.reels * d.rows;
  const payStride = cells + 1;
  const index = new Map<string, number>();
  d.symbols.forEach((symbol, i) => {
    if (index.has(symbol.id)) fail(`symbol ${symbol.id} is defined twice`);
    index.set(symbol.id, i);
  });
  const symbolIndex = (id: string): number => index.get(id) ?? fail(`unknown symbol ${id}`);

  const n = d.symbols.length;
  if (n > 255) fail('too many symbols');
  const isWild = new Uint8Array(n);
  const isScatter = new Uint8Array(n);
  const isPaying = new Uint8Array(n);
  const wildMultiplier = new Int32Array(n).fill(1);
  const pays = new Int32Array(n * payStride);
  let scatter = -1;
  let payingWild = -1;
  d.symbols.forEach((symbol, s) => {
    if (symbol.kind === 'wild') isWild[s] = 1;
    if (symbol.kind === 'scatter') {
      if (scatter >= 0) fail('only one scatter symbol is supported');
      isScatter[s] = 1;
      scatter = s;
    }
    if (symbol.kind === 'low' || symbol.kind === 'high') isPaying[s] = 1;
    if (symbol.multiplier !== undefined) {
      if (symbol.kind !== 'wild' || !isWholeAtLeast(symbol.multiplier, 1))
        fail(`bad multiplier on ${symbol.id}`);
      if (d.mechanic !== 'lines') fail('wild multipliers are read on paylines only');
      wildMultiplier[s] = symbol.multiplier;
    }
    if (symbol.pays && Object.keys(symbol.pays).length > 0) {
      if (symbol.kind === 'wild') {
        if (payingWild >= 0 || d.mechanic !== 'lines') fail('one paying wild, on paylines only');
        payingWild = s;
      }
      spreadPays(
        symbol.pays,
        cells,
        (count, coins) => {
          pays[s * payStride + count] = coins;
        },
        fail,
      );
    }
  });

  const strips = (list: readonly Strip[]): Uint8Array[] => {
    if (list.length !== d.reels) fail('one strip per reel');
    return list.map((strip) => {
      if (strip.length < d.rows) fail('a strip is shorter than the window');
      return Uint8Array.from(strip, symbolIndex);
    });
  };
  const baseStrips = strips(d.strips);
  const freeStrips = d.freeSpins?.strips ? strips(d.freeSpins.strips) : baseStrips;

  const lines = d.mechanic === 'lines' ? (d.paylines ?? fail('paylines are missing')) : [];
  const lineCells = new Int32Array(lines.length * d.reels);
  lines.forEach((line, l) => {
    if (line.length !== d.reels) fail(`payline ${l} does not cross every reel`);
    line.forEach((row, reel) => {
      if (!Number.isInteger(row) || row < 0 || row >= d.rows) fail(`payline ${l} leaves the window`);
      lineCells[l * d.reels + reel] = reel * d.rows + row;
    });
  });

  const awards = new Int32Array(payStride);
  let retrigger: Int32Array | null = null;
  if (d.freeSpins) {
    if (scatter < 0) fail('free spins need a scatter');
    spreadPays(
      d.freeSpins.awards,
      cells,
      (count, spins) => {
        awards[count] = spins;
      },
      fail,
    );
    if (d.freeSpins.retrigger) {
      const extra = new Int32Array(payStride);
      spreadPays(
        d.freeSpins.retrigger,
        cells,
        (count, spins) => {
          extra[count] = spins;
        },
        fail,
      );
      retrigger = extra;
    }
    if (!isWholeAtLeast(d.freeSpins.multiplier, 1)) fail('the free-spin multiplier is a whole number');
  }

  if (d.mechanic === 'cluster' && !d.cascade) fail('pay-anywhere needs cascade rules');
  if (d.mechanic === 'cluster' && isWild.includes(1)) fail('pay-anywhere has no wilds');
  const ladder = (values: readonly number[] | undefined): Int32Array => {
    const list = values ?? [1];
    if (list.length === 0 || !list.every((m) => isWholeAtLeast(m, 1))) fail('a ladder holds whole numbers');
    return Int32Array.from(list);
  };
  const baseLadder = ladder(d.cascade?.ladder);
  const freeSpinMultipliers = d.freeSpins?.spinMultipliers ?? d.spinMultipliers;

  if (!isWholeAtLeast(d.betCoins, 1)) fail('betCoins is a whole number');
  const capCoins = Math.round(d.maxWinMultiplier * d.betCoins);
  if (capCoins < 1 || Math.abs(capCoins - d.maxWinMultiplier * d.betCoins) > 1e-6)
    fail('maxWinMultiplier x betCoins is a whole number of coins');
  if (d.stakes.length === 0) fail('no stakes');
  d.stakes.forEach((stake, i) => {
    if (!isWholeAtLeast(stake, 1) || stake % d.betCoins !== 0)
      fail(`stake ${stake} is not a multiple of betCoins`);
    if (i > 0 && stake <= (d.stakes[i - 1] ?? 0)) fail('stakes ascend');
  });

  return {
    definition: d,
    reels: d.reels,
    rows: d.rows,
    cells,
    symbolIds: d.symbols.map((symbol) => symbol.id),
    isWild,
    isScatter,
    isPaying,
    wildMultiplier,
    pays,
    payStride,
    scatter,
    payingWild,
    allWildsPayAs: d.allWildsPayAs === undefined ? -1 : symbolIndex(d.allWildsPayAs),
    lineCount: lines.length,
    lineCells,
    baseStrips,
    freeStrips,
    awards,
    retrigger,
    freeMultiplier: d.freeSpins?.multiplier ?? 1,
    baseSpinMultipliers: d.spinMultipliers ? weightTable(d.spinMultipliers, fail) : null,
    freeSpinMultipliers: freeSpinMultipliers ? weightTable(freeSpinMultipliers, fail) : null,
    minCluster: d.cascade?.minCount ?? 0,
    baseLadder,
    freeLadder: d.freeSpins?.ladder ? ladder(d.freeSpins.ladder) : baseLadder,
    capCoins,
  };
}

/** Calls `set(count, value)` for every count 0..maxCount from a bracket table (see Pays). */
function spreadPays(
  table: Pays,
  maxCount: number,
  set: (count: number, value: number) => void,
  fail: (why: string) => never,
) {
  const keys = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  for (const key of keys) {
    const value = table[key] ?? 0;
    if (!isWholeAtLeast(key, 1) || !isWholeAtLeast(value, 0)) fail(`bad pay ${key}: ${value}`);
  }
  let value = 0;
  let next = 0;
  for (let count = 0; count <= maxCount; count++) {
    while (next < keys.length && (keys[next] ?? Infinity) <= count) {
      value = table[keys[next] ?? 0] ?? 0;
      next += 1;
    }
    set(count, value);
  }
}

function weightTable(entries: readonly Weighted[], fail: (why: string) => never): WeightTable {
  if (entries.length === 0) fail('an empty multiplier table');
  const values = new Int32Array(entries.length);
  const cumulative = new Int32Array(entries.length);
  let total = 0;
  entries.forEach((entry, i) => {
    if (!isWholeAtLeast(entry.value, 1) || !isWholeAtLeast(entry.weight, 1))
      fail('multipliers and weights are whole');
    total += entry.weight;
    values[i] = entry.value;
    cumulative[i] = total;
  });
  return { values, cumulative, total };
}

function isWholeAtLeast(value: number, min: number): boolean {
  return Number.isSafeInteger(value) && value >= min;
}
